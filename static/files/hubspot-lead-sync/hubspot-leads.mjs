import crypto from 'node:crypto';
import {appendFileSync, existsSync, openSync, readFileSync, unlinkSync, writeSync} from 'node:fs';
import express from 'express';

// Each endpoint's signing secret after its chatbot's ID: `bot_…=whsec_…`, comma-separated.
const ENTRY = /^(bot_[A-Za-z0-9]+)\s*=\s*(whsec_\S+)$/;
const ENTRIES = (process.env.PARLEY_LEAD_WEBHOOK_SECRETS ?? '').split(',').map((entry) => entry.trim());
const SECRETS = ENTRIES.map((entry) => ENTRY.exec(entry))
  .filter(Boolean)
  .map(([, chatbotId, secret]) => ({chatbotId, secret}));
const CHATBOT_IDS = [...new Set(SECRETS.map((entry) => entry.chatbotId))];
// An entry in another form (a typo, a swapped pair, a key from elsewhere) is named by its place, never printed.
const badEntries = ENTRIES.flatMap((entry, index) => (entry && !ENTRY.test(entry) ? [index + 1] : []));
// Without them the server could answer no delivery and ask for no missed deletion: it refuses to start.
const missing = [
  (CHATBOT_IDS.length === 0 || badEntries.length > 0) &&
    'PARLEY_LEAD_WEBHOOK_SECRETS (each chatbot ID, =, then its endpoint signing secret: bot_…=whsec_…, comma-separated)' +
      (badEntries.length > 0 ? `: entry ${badEntries.join(', ')} is not bot_…=whsec_…` : ''),
  !process.env.HUBSPOT_TOKEN && 'HUBSPOT_TOKEN (the HubSpot service key or private app token)',
  !process.env.PARLEY_API_KEY && 'PARLEY_API_KEY (a read-only Parley API key)',
].filter(Boolean);
if (missing.length > 0) {
  console.error(`Not started. Set ${missing.join('; ')}.`);
  process.exit(1);
}
const HUBSPOT = process.env.HUBSPOT_API ?? 'https://api.hubapi.com';
const PARLEY = process.env.PARLEY_API ?? 'https://api.parleychat.io/v1';
const LEAD_STATE_FILE = process.env.LEAD_STATE_FILE ?? 'parley-lead-state.txt';

// One process at a time on LEAD_STATE_FILE: a second one (a second deploy, or the backfill while the deploy runs) would
// not know the first one's deletions and could re-create a contact erased for a privacy request. The lock file holds
// the pid of the process using the state file; a lock whose process has ended (a crash, a killed container) is taken
// over. The pid is checked on this machine only: never share the state file between machines.
const LOCK_FILE = `${LEAD_STATE_FILE}.lock`;
function lockStateFile() {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(LOCK_FILE, 'wx');
      writeSync(fd, `${process.pid}\n`);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(LOCK_FILE, 'utf8').trim());
    if (isRunning(holder)) {
      console.error(
        `Not started. Another process (pid ${holder}) is using ${LEAD_STATE_FILE}: stop it first, then start this one ` +
          `(only one instance may run on a state file; the lock is ${LOCK_FILE}).`,
      );
      process.exit(1);
    }
    unlinkSync(LOCK_FILE); // Left by a process that has ended: taken over.
  }
  console.error(`Not started. ${LOCK_FILE} was taken while this process started: stop the other process first.`);
  process.exit(1);
}
function isRunning(pid) {
  // Your own pid in an old lock: a container restarted under the same pid.
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
lockStateFile();
process.on('exit', () => {
  try {
    unlinkSync(LOCK_FILE);
  } catch {
    // Already removed by hand: nothing to release.
  }
});
// Stopped with Ctrl+C or by the deploy (SIGTERM): the lock is removed on the way out.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));

const TOLERANCE_SECONDS = 5 * 60;
// HubSpot's search finds a contact only some seconds after it is written. A deletion whose search finds nothing, for
// a lead whose contact this server never wrote, is kept and searched again for this long before it counts as done.
const SEARCH_DELAY_MS = 15 * 60 * 1000;

// What the server keeps across restarts, one line each, appended: `contact <lead ID> <contact ID> <chatbot ID>` for
// each contact it wrote, `created <contact ID>` for each contact its upsert created (HubSpot's answer says `new`),
// `deleted <lead ID> <time>` when it learns that a lead was deleted (never send that lead again), `erased <lead ID>`
// once HubSpot has erased or cleared the lead's contacts, `caught-up <chatbot ID> <time>` when a catch-up run that
// started then has listed that chatbot's deletions. A deletion without `erased` is pending: it is tried again
// every minute until HubSpot confirms it. From an earlier version of this file, a bare lead ID is pending, and
// `caught-up <time>` is the start of every chatbot configured when this version first runs.
const contactIds = new Map(); // lead ID -> IDs of the HubSpot contacts this server wrote for it
const leadChatbots = new Map(); // lead ID -> its chatbot, for the leads whose contacts this server wrote
// Contacts this server created. Only these are erased with their lead; any other contact was in HubSpot before, is
// your team's and may hold more than the lead: the server clears its parley_ properties and keeps it.
const createdContacts = new Set();
const deletedLeads = new Map(); // lead ID -> when this server learnt of its deletion (ms since 1970)
const pending = new Set(); // deleted leads whose contacts HubSpot has not yet confirmed erased
// Chatbot ID -> when the last catch-up run that listed its deletions started (ms since 1970). A chatbot without one
// (new, or never listed) has all its deletions listed.
const caughtUpFrom = new Map();
let caughtUpBefore = 0; // the last `caught-up <time>` of an earlier version, for no chatbot in particular

for (const line of existsSync(LEAD_STATE_FILE) ? readFileSync(LEAD_STATE_FILE, 'utf8').split('\n') : []) {
  const [kind, leadId, value, chatbotId] = line.trim().split(' ');
  if (kind === 'contact') {
    contactIds.set(leadId, (contactIds.get(leadId) ?? new Set()).add(value));
    if (chatbotId) leadChatbots.set(leadId, chatbotId);
  } else if (kind === 'created') createdContacts.add(leadId);
  else if (kind === 'erased') pending.delete(leadId);
  else if (kind === 'caught-up' && value === undefined) caughtUpBefore = Number(leadId);
  else if (kind === 'caught-up') caughtUpFrom.set(leadId, Number(value));
  else if (kind === 'deleted' || kind?.startsWith('lead_')) {
    const id = kind === 'deleted' ? leadId : kind;
    deletedLeads.set(id, Number(value ?? 0));
    pending.add(id);
  }
}
// Only until this version has written a line of its own: a chatbot added later starts with none.
if (caughtUpFrom.size === 0 && caughtUpBefore) for (const id of CHATBOT_IDS) caughtUpFrom.set(id, caughtUpBefore);

function rememberContact(leadId, contactId, chatbotId) {
  if (contactIds.get(leadId)?.has(contactId)) return;
  appendFileSync(LEAD_STATE_FILE, `contact ${leadId} ${contactId} ${chatbotId}\n`);
  contactIds.set(leadId, (contactIds.get(leadId) ?? new Set()).add(contactId));
  leadChatbots.set(leadId, chatbotId);
}

function rememberCreated(contactId) {
  if (createdContacts.has(contactId)) return;
  appendFileSync(LEAD_STATE_FILE, `created ${contactId}\n`);
  createdContacts.add(contactId);
}

function rememberDeleted(leadId) {
  if (deletedLeads.has(leadId)) return;
  const now = Date.now();
  appendFileSync(LEAD_STATE_FILE, `deleted ${leadId} ${now}\n`);
  deletedLeads.set(leadId, now);
  pending.add(leadId);
}

function rememberErased(leadId) {
  if (!pending.has(leadId)) return;
  appendFileSync(LEAD_STATE_FILE, `erased ${leadId}\n`);
  pending.delete(leadId);
}

// The chatbots whose secret signed the body: none when the delivery is not genuine.
function verifySignature(rawBody, header, secrets) {
  if (!header || !Buffer.isBuffer(rawBody)) return [];
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => Buffer.from(value ?? '', 'hex'));
  if (!Number.isInteger(timestamp) || signatures.length === 0) return [];
  if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) return [];
  return secrets
    .filter(({secret}) => {
      const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
      return signatures.some((given) => given.length === expected.length && crypto.timingSafeEqual(given, expected));
    })
    .map(({chatbotId}) => chatbotId);
}

// One call to HubSpot's CRM API. A 404 is null; any other failure throws, with HubSpot's status, so that the delivery
// is retried.
async function hubspot(method, path, body) {
  const response = await fetch(`${HUBSPOT}${path}`, {
    method,
    headers: {Authorization: `Bearer ${process.env.HUBSPOT_TOKEN}`, 'Content-Type': 'application/json'},
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(4000),
  });
  if (response.status === 404) return null;
  if (!response.ok) {
    // Only the codes of HubSpot's JSON error (its category and each errors[].code, such as MISSING_SCOPES or
    // PROPERTY_DOESNT_EXIST) and the path without the email address: HubSpot's messages can quote the contact's
    // details, an upper-case email address included, and the log holds none.
    let error = {};
    try {
      error = JSON.parse(await response.text()) ?? {};
    } catch {
      // Not JSON: the status alone.
    }
    const found = [error.category, ...(Array.isArray(error.errors) ? error.errors.map((item) => item?.code) : [])];
    const codes = new Set(found.filter((code) => typeof code === 'string' && /^[A-Z]+(?:_[A-Z]+)*$/.test(code)));
    const route = path.split('?')[0].replace(/[^/]*%40[^/]*$/, '{email}');
    throw Object.assign(new Error(`HubSpot ${method} ${route}: ${response.status} ${[...codes].join(' ')}`), {
      hubspotStatus: response.status,
    });
  }
  return response.status === 204 ? {} : response.json();
}

// HubSpot refused this one lead for good (a 4xx other than 401, 403 and 429: an email address it rejects, a value
// over a property's limit): asking again cannot help until the lead changes, and the next lead may go through.
const refusedForGood = (error) => error.hubspotStatus >= 400 && error.hubspotStatus < 500 && ![401, 403, 429].includes(error.hubspotStatus);

// A lead of the catch-up or the backfill. One HubSpot refuses for good is logged by its ID and HubSpot's error codes
// (no personal data) and skipped, so that the run goes on to the next lead and the catch-up point moves; the lead is
// sent again when it changes. Any other failure ends the run, which is tried again later.
async function sendOrSkip(lead) {
  try {
    await oneAtATime(lead.id, () => upsertContact(lead));
  } catch (error) {
    if (!refusedForGood(error)) throw error;
    console.warn(`${lead.id} refused by HubSpot, skipped until the lead changes: ${error.message}`);
  }
}

// The contact's properties from a lead: only the parley_ ones unless the contact is ours. `blank` is what an empty
// name or phone writes: undefined leaves HubSpot's value, '' clears it.
function leadProperties(lead, ours, blank = undefined) {
  const [firstname, ...rest] = (lead.name ?? '').split(' ').filter(Boolean);
  return {
    ...(ours && {
      email: lead.email,
      firstname: firstname || blank,
      lastname: rest.join(' ') || blank,
      phone: lead.phone || blank,
    }),
    parley_lead_id: lead.id,
    parley_revision: String(lead.revision),
    parley_fields: Object.entries(lead.fields ?? {})
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n'),
  };
}

async function upsertContact(lead) {
  if (deletedLeads.has(lead.id)) return console.log(`${lead.id} was deleted: never sent again`);
  if (!lead.email) return console.log(`${lead.id} has no email: not sent to HubSpot`);
  // A lead left in the dashboard's Preview panel is a test: start with PARLEY_KEEP_PREVIEW_LEADS=1 to sync it too.
  if (lead.preview && process.env.PARLEY_KEEP_PREVIEW_LEADS !== '1') return console.log(`${lead.id} is a Preview lead: not sent`);
  const contact = await hubspot(
    'GET',
    `/crm/v3/objects/contacts/${encodeURIComponent(lead.email)}?idProperty=email&properties=parley_lead_id,parley_revision`,
  );
  // Deliveries can arrive twice or out of order: keep the newest change of this lead. Compare revision, which
  // counts the lead's changes, not updated_at: two changes within one second have the same updated_at.
  const stored = contact?.properties ?? {};
  if (stored.parley_lead_id === lead.id && Number(stored.parley_revision) >= lead.revision) {
    return console.log(`${lead.id} revision ${stored.parley_revision} already in HubSpot: skipped`);
  }
  // A contact that was in HubSpot before this server wrote it is your team's: it gets only the parley_ properties, and
  // keeps the name and phone your team gave it. A new contact, or one this server created, gets them all.
  const properties = leadProperties(lead, !contact || createdContacts.has(contact.id));
  // Deleted while HubSpot was answering: do not bring it back.
  if (deletedLeads.has(lead.id)) return console.log(`${lead.id} was deleted: never sent again`);
  const written = await hubspot('POST', '/crm/v3/objects/contacts/batch/upsert', {
    inputs: [{idProperty: 'email', id: lead.email, properties}],
  });
  // Its ID finds the contact when the lead is deleted, before HubSpot's search can; `new` says this server made it.
  for (const result of written?.results ?? []) {
    if (result.new === true) rememberCreated(result.id);
    rememberContact(lead.id, result.id, lead.chatbot_id);
  }
  console.log(`${lead.id} -> HubSpot contact ${(written?.results ?? []).map((result) => result.id).join(', ')}`);
  // Deleted while the contact was being written: erase what was just written.
  if (deletedLeads.has(lead.id)) await eraseContacts(lead.id);
}

// Erases the HubSpot contacts of a deleted lead: the ones this server wrote, read by ID, and the ones HubSpot's
// search finds by parley_lead_id. A contact that another live lead of the same person has written since is left to
// that lead; one that another live lead also maps to (same email, another chatbot) is rewritten from that lead.
// Otherwise, only a contact this server created is erased (GDPR delete); a contact that was in HubSpot before keeps
// everything but the three parley_ properties, which are cleared, and its ID is logged for your team. Returns true
// once HubSpot has confirmed, false while the search may not show the contact yet; throws when
// HubSpot fails. Until it returns true, the deletion stays pending and is tried again.
async function eraseContacts(leadId) {
  rememberDeleted(leadId); // First, so that an event handled meanwhile cannot create the contact again.
  const known = [...(contactIds.get(leadId) ?? [])];
  const ids = new Set();
  for (const id of known) {
    const contact = await hubspot('GET', `/crm/v3/objects/contacts/${id}?properties=parley_lead_id`);
    // Still this lead's, or another deleted lead's (whose deletion may be rewriting it now): not a live lead's.
    if (deletedLeads.has(contact?.properties.parley_lead_id)) ids.add(id);
  }
  const found = await hubspot('POST', '/crm/v3/objects/contacts/search', {
    filterGroups: [{filters: [{propertyName: 'parley_lead_id', operator: 'EQ', value: leadId}]}],
    properties: ['email'],
    limit: 10,
  });
  for (const contact of found?.results ?? []) ids.add(contact.id);
  for (const id of ids) {
    const other = await liveLeadOf(id, leadId);
    if (other) {
      const properties = leadProperties(other, createdContacts.has(id), '');
      await hubspot('PATCH', `/crm/v3/objects/contacts/${id}`, {properties});
      console.log(`${leadId} deleted: HubSpot contact ${id} kept for ${other.id}, which is not deleted`);
    } else if (createdContacts.has(id)) {
      await hubspot('POST', '/crm/v3/objects/contacts/gdpr-delete', {objectId: id});
      console.log(`${leadId} deleted: HubSpot contact ${id} erased`);
    } else {
      // An empty string clears a HubSpot property.
      await hubspot('PATCH', `/crm/v3/objects/contacts/${id}`, {
        properties: {parley_lead_id: '', parley_revision: '', parley_fields: ''},
      });
      const kept = 'was in HubSpot before Parley, kept, parley_ properties cleared';
      console.log(`${leadId} deleted: HubSpot contact ${id} ${kept}`);
    }
  }
  if (known.length === 0 && ids.size === 0 && Date.now() - deletedLeads.get(leadId) < SEARCH_DELAY_MS) {
    console.log(`${leadId} deleted: HubSpot's search finds no contact yet, pending`);
    return false;
  }
  rememberErased(leadId);
  return true;
}

// Another lead this server wrote the contact for and that is not deleted, as its chatbot's List leads has it now.
async function liveLeadOf(contactId, deletedId) {
  for (const [leadId, ids] of contactIds) {
    const chatbotId = leadChatbots.get(leadId);
    if (leadId === deletedId || !ids.has(contactId) || deletedLeads.has(leadId) || !chatbotId) continue;
    try {
      for await (const lead of listLeads(chatbotId)) if (lead.id === leadId) return lead;
    } catch (error) {
      if (error.status !== 404) throw error;
    }
  }
}

// Pending deletions (HubSpot failed, its token was revoked, or its search did not show the contact yet), oldest
// first. Run every minute; one that fails does not hold up the others, and is tried again a minute later. One that
// HubSpot refuses for good is logged with its lead ID and stays pending too: erased means erased. A run
// that starts while the last one is still going is skipped, so that a slow HubSpot is never asked twice at once.
// 250 ms between two deletions, as in the backfill: many pending ones stay below HubSpot's limit.
let erasing = false;
async function erasePending() {
  if (erasing) return console.log('Erasing pending deletions: the last run is still going, skipped');
  erasing = true;
  let failure;
  try {
    for (const leadId of [...pending]) {
      await oneAtATime(leadId, () => eraseContacts(leadId)).catch((error) => {
        if (!refusedForGood(error)) return (failure = error);
        console.warn(`${leadId} deleted: HubSpot refused to erase its contact, pending, tried again in a minute: ${error.message}`);
      });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    erasing = false;
  }
  if (failure) throw failure;
}

// One page of the Parley API. On 429 it waits as long as Retry-After says, then asks again (at most five times).
async function parleyGet(url) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, {
      headers: {Authorization: `Bearer ${process.env.PARLEY_API_KEY}`},
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 429 && attempt < 5) {
      const seconds = Number(response.headers.get('Retry-After')) || 1;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (!response.ok) {
      throw Object.assign(new Error(`GET ${url.pathname}: ${response.status} ${await response.text()}`), {
        status: response.status,
      });
    }
    return response.json();
  }
}

// What this server never heard of (it was down, or the deliveries failed for longer than their retries last, or its
// endpoint was disabled). Run at start and every hour, for each chatbot in PARLEY_LEAD_WEBHOOK_SECRETS only, whose
// contacts this server writes. First the deletions since that chatbot's last run started, less an overlap for the two
// clocks (for a chatbot never listed, all the list holds: its last 30 days): each becomes pending.
// Then the leads created or changed since the same point (`updated_after`), each through the same upsert as a
// delivery: a revision HubSpot has is skipped with a read, and a deleted lead is never sent again. A chatbot never
// listed has no point: its older leads are sent by --backfill. The point moves on only once both lists are done.
// A run that starts while the last one is still going (a slow API, many leads) is skipped, as the pending deletions'
// is, so that no lead is sent to HubSpot twice at once.
const CATCH_UP_OVERLAP_MS = 10 * 60 * 1000;
const DELETIONS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
let catchingUp = false;
async function catchUp() {
  if (catchingUp) return console.log('Catching up: the last run is still going, skipped');
  catchingUp = true;
  try {
    await catchUpChatbots();
  } finally {
    catchingUp = false;
  }
}
async function catchUpChatbots() {
  const startedAt = Date.now();
  let missed = 0;
  let changed = 0;
  let reconciled = false;
  for (const chatbotId of CHATBOT_IDS) {
    const from = caughtUpFrom.get(chatbotId) ?? 0;
    // The chatbot's last run is older than the list keeps deletions: some may be gone from it. Then every lead of the
    // chatbot is listed too, and a lead this server wrote a contact for that is no longer listed counts as deleted.
    if (from > 0 && startedAt - from + CATCH_UP_OVERLAP_MS > DELETIONS_KEPT_MS) {
      missed += await reconcileLeads(chatbotId);
      reconciled = true;
    }
    let cursor;
    do {
      const url = new URL(`${PARLEY}/lead-deletions`);
      url.searchParams.set('chatbot_id', chatbotId);
      url.searchParams.set('limit', '100');
      if (from) url.searchParams.set('deleted_after', new Date(from - CATCH_UP_OVERLAP_MS).toISOString());
      if (cursor) url.searchParams.set('starting_after', cursor);
      const page = await parleyGet(url);
      for (const deletion of page.data) {
        if (deletedLeads.has(deletion.lead_id)) continue;
        rememberDeleted(deletion.lead_id);
        missed += 1;
      }
      cursor = page.has_more ? page.next_cursor : undefined;
    } while (cursor);
    // Deletions first, so that a lead deleted meanwhile is never sent. Then the leads the webhook did not bring.
    if (from) {
      const since = new Date(from - CATCH_UP_OVERLAP_MS).toISOString();
      try {
        for await (const lead of listLeads(chatbotId, since)) {
          await sendOrSkip(lead);
          changed += 1;
          // At most 8 HubSpot calls a second, as in the backfill.
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      } catch (error) {
        // 404: the chatbot was deleted, with its leads; the deletions above, or the reconcile, erased their contacts.
        if (error.status !== 404) throw error;
      }
    }
    // Every deletion and change of this chatbot up to startedAt is now applied: its next run can start there.
    appendFileSync(LEAD_STATE_FILE, `caught-up ${chatbotId} ${startedAt}\n`);
    caughtUpFrom.set(chatbotId, startedAt);
  }
  await erasePending();
  const full = reconciled ? ` (a full reconcile: the last catch-up was over 30 days ago)` : '';
  console.log(`Caught up with missed deletions: ${missed} missed, ${pending.size} pending${full}`);
  console.log(`Caught up with missed leads: ${changed} created or changed since the last run, sent or skipped (lines above)`);
}

// The leads of one chatbot, from the Leads API with PARLEY_API_KEY, a page of 100 at a time: every lead, or with
// `updatedAfter` only those created or changed since then.
async function* listLeads(chatbotId, updatedAfter) {
  let cursor;
  do {
    const url = new URL(`${PARLEY}/chatbots/${chatbotId}/leads`);
    url.searchParams.set('limit', '100');
    if (updatedAfter) url.searchParams.set('updated_after', updatedAfter);
    if (cursor) url.searchParams.set('starting_after', cursor);
    const page = await parleyGet(url);
    yield* page.data;
    cursor = page.has_more ? page.next_cursor : undefined;
  } while (cursor);
}

// The leads of one chatbot whose contacts this server wrote and that List leads no longer holds: deleted. Only the
// leads known before the listing starts are compared, so that a lead created during it is never taken for deleted.
// A chatbot deleted during the stop was deleted with its leads: its lists answer 404, and every one of them counts.
async function reconcileLeads(chatbotId) {
  const known = [...leadChatbots].filter(([, chatbot]) => chatbot === chatbotId).map(([leadId]) => leadId);
  const listed = new Set();
  try {
    for await (const lead of listLeads(chatbotId)) listed.add(lead.id);
  } catch (error) {
    if (error.status !== 404) throw error;
    console.log(`${chatbotId} answers 404: deleted with its leads, their contacts are erased`);
  }
  const gone = known.filter((leadId) => !listed.has(leadId) && !deletedLeads.has(leadId));
  for (const leadId of gone) rememberDeleted(leadId);
  return gone.length;
}

// One lead's events, one at a time: two deliveries of the same lead at once (revisions 2 and 3) would both read the
// contact before either wrote it, and the older could then overwrite the newer. Run one instance of this server.
const leadTasks = new Map(); // lead ID -> its last queued task
function oneAtATime(leadId, task) {
  const next = (leadTasks.get(leadId) ?? Promise.resolve()).catch(() => {}).then(task);
  leadTasks.set(leadId, next);
  const forget = () => leadTasks.get(leadId) === next && leadTasks.delete(leadId);
  next.then(forget, forget);
  return next;
}

// Leads from before the webhook: `npm run backfill` (`node hubspot-leads.mjs --backfill`) first catches up, as a start
// does, then sends each existing lead of the chatbots in PARLEY_LEAD_WEBHOOK_SECRETS once, through the same upsert as
// the webhook, then exits: it serves no webhook, and holds the state file's lock only while it runs, so the deployed
// instance must be stopped first. Running it again is safe: a lead HubSpot already has at its revision is skipped, a
// deleted lead is never sent again, and only a lead changed since is written.
async function backfill() {
  let read = 0;
  for (const chatbotId of CHATBOT_IDS) {
    for await (const lead of listLeads(chatbotId)) {
      await sendOrSkip(lead);
      read += 1;
      // Two HubSpot calls a lead, at most 8 a second: below HubSpot's limit of 100 calls in 10 seconds.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  console.log(`Backfill done: ${read} existing leads sent to HubSpot or skipped (lines above)`);
}

function inBackground(task, name, next) {
  task().catch((error) => console.error(`${name} failed, next try ${next}:`, error.message));
}

const app = express();

app.post('/webhooks/parley-leads', express.raw({type: 'application/json'}), async (req, res) => {
  const signedFor = verifySignature(req.body, req.get('Parley-Signature'), SECRETS);
  if (signedFor.length === 0) return res.status(400).send('Invalid signature');
  let event;
  try {
    event = JSON.parse(req.body.toString('utf8'));
  } catch {
    return res.status(400).send('Invalid JSON');
  }
  // Signed with another chatbot's secret: a leaked secret must not pass for every chatbot's leads.
  const chatbotId = event.data?.chatbot_id ?? event.data?.lead?.chatbot_id;
  if (!signedFor.includes(chatbotId)) {
    // IDs only, so that a secret listed after the wrong chatbot shows in the log.
    console.warn(
      `Event ${event.id} refused: about ${chatbotId}, signed with the secret of ${signedFor.join(', ')} ` +
        'in PARLEY_LEAD_WEBHOOK_SECRETS',
    );
    return res.status(400).send('Signed for another chatbot');
  }
  try {
    if (event.type === 'lead.deleted') {
      // Written to the file first, then answered 200, then erased: erasing can take several HubSpot calls, longer
      // than the delivery may wait, and a deletion that fails stays pending and is tried again every minute.
      rememberDeleted(event.data.lead_id);
      res.sendStatus(200);
      const leadId = event.data.lead_id;
      return inBackground(() => oneAtATime(leadId, () => eraseContacts(leadId)), `Erasing ${leadId}`, 'in a minute');
    }
    // An upsert takes two calls, within the time limit: answering after them lets a HubSpot failure be retried.
    if (event.type === 'lead.created' || event.type === 'lead.updated') {
      await oneAtATime(event.data.lead.id, () => upsertContact(event.data.lead));
    }
    res.sendStatus(200);
  } catch (error) {
    console.error(`${event.id} failed, Parley will retry it:`, error.message);
    res.sendStatus(500);
  }
});

if (process.argv.includes('--backfill')) {
  try {
    await catchUp();
    await backfill();
    process.exit(0);
  } catch (error) {
    console.error('Backfill failed, run npm run backfill again:', error.message);
    process.exit(1);
  }
}

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => {
  console.log(`Listening on http://localhost:${port}/webhooks/parley-leads`);
  inBackground(catchUp, 'Catching up', 'in an hour');
  setInterval(() => inBackground(erasePending, 'Erasing pending deletions', 'in a minute'), 60 * 1000);
  setInterval(() => inBackground(catchUp, 'Catching up', 'in an hour'), 60 * 60 * 1000);
});
