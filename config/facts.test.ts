import {describe, expect, it} from 'vitest';
import {
  api,
  apiDeprecations,
  channels,
  conversationIdleMinutesByChannel,
  credits,
  downgrade,
  factTokens,
  formatDate,
  formatDays,
  inboxAiCredits,
  limits,
  plans,
  plansWith,
  sdk,
  sdkReleases,
  textChannels,
} from './facts';

describe('config/facts.ts tokens', () => {
  it('every token is well formed and stands for a value', () => {
    for (const [token, value] of Object.entries(factTokens)) {
      expect(token).toMatch(/^%[A-Z][A-Z0-9_]*[A-Z0-9]%$/);
      expect(value, token).not.toBe('');
    }
  });

  it('no value holds another token: the build expands a page once, so a token inside a value would show as typed', () => {
    const nested = Object.entries(factTokens).filter(([, value]) => /%[A-Z][A-Z0-9_]*%/.test(value));
    expect(nested.map(([token]) => token)).toEqual([]);
  });

  it('plan gates name the plans that have the feature, in plan order', () => {
    const expected = plans.filter((plan) => plan.integrations).map((plan) => plan.name);
    expect(plansWith('integrations').split(/, | and /)).toEqual(expected);
    expect(factTokens['%PLANS_WITH_API%']).toBe(plansWith('api'));
  });

  it('retention reads as people say it', () => {
    expect(formatDays(30)).toBe('30 days');
    expect(formatDays(365)).toBe('1 year');
    expect(formatDays(730)).toBe('2 years');
  });
});

describe('config/facts.ts promises the API keeps (issue 31)', () => {
  it('a deprecation works for at least the notice the changelog promises', () => {
    for (const [name, {announced, lastDay}] of Object.entries(apiDeprecations)) {
      const earliest = new Date(`${announced}T00:00:00Z`);
      earliest.setUTCMonth(earliest.getUTCMonth() + api.versionNoticeMonths);
      expect(Date.parse(`${lastDay}T00:00:00Z`), name).toBeGreaterThanOrEqual(earliest.getTime());
    }
    expect(formatDate('2027-11-30')).toBe('30 November 2027');
    expect(factTokens['%SHEET_ROWS_FIRST_SHEET_LAST_DAY%']).toBe('30 November 2027');
  });

  it('the SDK release `v1` serves is the newest numbered release', () => {
    expect(sdk.version).toBe(sdkReleases[0].version);
    const dates = sdkReleases.map((release) => release.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('every channel has its wait before a conversation ends, text channels the longer one', () => {
    expect(Object.keys(conversationIdleMinutesByChannel).sort()).toEqual(channels.map((channel) => channel.id).sort());
    expect(conversationIdleMinutesByChannel.twilio).toBe(textChannels.conversationIdleHours * 60);
    // GoHighLevel carries SMS and messaging apps: it follows the text-message rule (issue 45).
    expect(conversationIdleMinutesByChannel.gohighlevel).toBe(textChannels.conversationIdleHours * 60);
    expect(conversationIdleMinutesByChannel.website).toBe(limits.conversationIdleMinutes);
    expect(factTokens['%CONVERSATION_IDLE_BY_CHANNEL%']).toBe(
      "on `website` and `api`, the chatbot's **End conversation after**, 30 minutes by default; 24 hours on " +
        '`google_voice`, `twilio` and `gohighlevel`',
    );
    expect(factTokens['%TEXT_CHANNEL_NAMES%']).toBe('Google Voice, Twilio and GoHighLevel');
    // Create a chat session gives the `api` wait first, then "other channels": `api` is not among them.
    expect(factTokens['%CONVERSATION_IDLE_BY_CHANNEL_NOT_API%']).toBe(
      "on `website`, the chatbot's **End conversation after**, 30 minutes by default; 24 hours on " +
        '`google_voice`, `twilio` and `gohighlevel`',
    );
  });
});

describe('config/facts.ts: the Inbox AI tools and downgrades', () => {
  it('Suggest costs what an answer of the same model costs; the summary and Improve answer read as their cost', () => {
    expect(inboxAiCredits.suggest).toBe(credits);
    expect(factTokens['%CREDITS_PER_SUGGESTION%']).toBe(
      `${credits.perAnswerStandard} with a standard model, ${credits.perAnswerAdvanced} with an advanced one`,
    );
    expect(factTokens['%CREDITS_HANDOFF_SUMMARY%']).toBe(
      inboxAiCredits.handOffSummary === 0 ? 'None' : `${inboxAiCredits.handOffSummary} each`,
    );
    expect(factTokens['%CREDITS_INBOX_AI_TOOLS%']).toContain(
      `(${credits.perAnswerStandard} with a standard model, ${credits.perAnswerAdvanced} with an advanced one)`,
    );
  });

  it('connections a downgrade stops are kept for a whole number of days', () => {
    expect(Number.isInteger(downgrade.keepConnectionsDays)).toBe(true);
    expect(factTokens['%DOWNGRADE_KEEP_CONNECTIONS_DAYS%']).toBe(String(downgrade.keepConnectionsDays));
  });
});
