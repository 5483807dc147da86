/**
 * Type-checks static/sdk/parley.d.ts, the declarations readers download from the SDK reference page: `npm run
 * typecheck` compiles this file against them. Each call mirrors a use the reference page documents; each
 * `@ts-expect-error` is a mistake the declarations must catch (the check fails if one compiles).
 */
// The declarations are a global script (readers add them to their project as they are), not a module: a
// triple-slash reference is the way to include one.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../static/sdk/parley.d.ts" />

export function documentedUses(button: HTMLButtonElement): void {
  window.parleySettings = {
    chatbotId: 'bot_7Hq2mX9aLp',
    position: 'left',
    hideLauncher: true,
    visitor: {id: 'customer-4821', name: 'Dana Whitfield', email: 'dana@example.com', userHash: 'f3a1…'},
    metadata: {plan: 'premium'},
  };
  Parley('open');
  Parley('open', {message: 'Which plan fits a team of 10?'});
  Parley('close');
  Parley('toggle');
  Parley('show');
  Parley('hide');
  Parley('identify', {id: 'customer-4821', userHash: 'f3a1…'});
  Parley('identify', {id: null});
  Parley('update', {primaryColor: '#1f6feb', metadata: {page: '/pricing'}});
  Parley('shutdown');
  Parley('boot', {chatbotId: 'bot_7Hq2mX9aLp'});
  // Sign-out in a single-page app, as the reference's Sign-out section does it.
  const signOutOfChat = (settings: Parley.Settings) => {
    Parley('shutdown');
    const anonymous = {...settings};
    delete anonymous.visitor;
    delete anonymous.metadata;
    window.parleySettings = anonymous;
    Parley('boot', anonymous);
  };
  signOutOfChat(window.parleySettings ?? {chatbotId: 'bot_7Hq2mX9aLp'});

  const onMessage = (message: Parley.Message) => {
    const role: 'user' | 'assistant' | 'agent' = message.role;
    button.dataset.lastRole = role;
    // Messages are ordered by `sequence` (a question and its answer can share a second of `createdAt`).
    // A page that pins a release before 1.9.0 receives none.
    const place: number | undefined = message.sequence;
    if (place !== undefined) button.dataset.lastSequence = String(place);
  };
  Parley('on', 'message', onMessage);
  Parley('off', 'message', onMessage);
  Parley('on', 'ready', ({version}) => console.log(version.toUpperCase()));
  // The React ChatButton of single-page-app.mdx: the window's state when the SDK is ready, or at once if it is.
  const onReady = () => button.setAttribute('aria-expanded', String(Parley('isOpen') === true));
  Parley('on', 'ready', onReady);
  Parley('off', 'ready', onReady);
  Parley('on', 'lead', (lead) => console.log(lead.email ?? 'no email'));
  Parley('on', 'handoff', (handoff) => console.log(handoff.status === 'requested'));
  Parley('on', 'error', (error) => console.log(error.code === 'identity_verification_failed'));
  Parley('on', 'error', (error) => console.log(error.code === 'identity_required'));
  window.parleySettings = {chatbotId: 'bot_7Hq2mX9aLp', openOnLoad: false};
  Parley('on', 'open', () => button.setAttribute('aria-expanded', 'true'));

  const open: boolean | undefined = Parley('isOpen');
  const sessionId: string | null | undefined = Parley('getSessionId');
  console.log(open, sessionId, window.Parley.q?.length);
}

export function mistakesTheTypesCatch(): void {
  // @ts-expect-error: not a command.
  Parley('maximise');
  // @ts-expect-error: `open` takes options, not a string.
  Parley('open', 'Hello');
  // @ts-expect-error: `identify` needs an `id`.
  Parley('identify', {email: 'dana@example.com'});
  // @ts-expect-error: not an event.
  Parley('on', 'opened', () => undefined);
  // @ts-expect-error: a `lead` handler receives a lead, which has no `content`.
  Parley('on', 'lead', (lead) => lead.content);
  // @ts-expect-error: `position` is `'right'` or `'left'`.
  Parley('update', {position: 'top'});
  // @ts-expect-error: `chatbotId` is required.
  window.parleySettings = {position: 'left'};
}
