/**
 * Finds product facts typed by hand in guide pages where config/facts.ts has them: plan figures, credit costs,
 * limits, sync intervals, retention, plan gates and channel names. Each finding names the file, the line and the
 * token or component to use instead. Code blocks are skipped: they show code, not facts.
 */
import {
  channels,
  exportLinkHours,
  googleSheetSync,
  googleVoice,
  handOffResumeWait,
  knowledge,
  leadDeletions,
  limits,
  plans,
  retention,
  textChannels,
  webhookDelivery,
  webhookSenders,
} from '../config/facts';

export type Finding = {file: string; line: number; text: string; fix: string};

type Rule = {
  /** What the rule finds, for the message. */
  fact: string;
  /** A match; the first capture, when there is one, is the number compared with `values`. */
  pattern: RegExp;
  /** Only lines that also match this are looked at. */
  context?: RegExp;
  /** Lines that also match this are left alone. */
  unless?: RegExp;
  /** Flag only these numbers; without it every match is a finding (a hand-typed value is a copy or a mistake). */
  values?: number[];
  fix: string;
};

const planNames = plans.map((plan) => plan.name).join('|');
const number = (text: string) => Number(text.replace(/,/g, ''));

export const rules: Rule[] = [
  {
    fact: 'message credits',
    pattern: /\b(\d[\d,]*) (?:message )?credits?\b/gi,
    fix: 'write %CREDITS_PER_ANSWER_STANDARD%, %CREDITS_PER_ANSWER_ADVANCED% or %PLAN_<ID>_CREDITS% (config/facts.ts credits, plans)',
  },
  {
    fact: 'a plan price',
    pattern: /\$(\d+)\b/g,
    values: plans.map((plan) => plan.priceUsdMonthly),
    context: new RegExp(`\\b(${planNames})\\b|month`),
    fix: "write %PLAN_<ID>_PRICE%, or show <PlanTable rows={['price']} />",
  },
  {
    fact: 'a retention period',
    pattern: /\b(\d+) (?:days?|months?|years?)\b/g,
    context: /\b(kept|retention|history|deleted|erased)\b/i,
    fix: "write %PLAN_<ID>_RETENTION%, %DELETED_WORKSPACE_DAYS%, %BACKUP_DAYS% or %WEBHOOK_DELIVERY_LOG_DAYS%, or show <PlanTable rows={['historyRetentionDays']} />",
  },
  {
    fact: 'the idle time that ends a conversation',
    pattern: /\b(\d+) (?:minutes|hours) (?:without a message|of inactivity)/g,
    fix: 'write %CONVERSATION_IDLE_MINUTES% or %TEXT_CONVERSATION_IDLE_HOURS%',
  },
  {
    fact: 'the wait before the chatbot resumes after a hand-off',
    pattern: /\b(\d+) minutes\b/g,
    context: /Wait before the chatbot resumes/,
    values: [handOffResumeWait.defaultMinutes, handOffResumeWait.maxMinutes],
    fix: 'write %HANDOFF_RESUME_WAIT% or %HANDOFF_RESUME_WAIT_RANGE%',
  },
  {
    fact: 'messages per visitor',
    pattern: /\b(\d+) (?:messages )?a minute\b/g,
    values: [limits.messagesPerVisitorPerMinute],
    fix: 'write %MESSAGES_PER_VISITOR_PER_MINUTE%',
  },
  {
    fact: 'the Google Sheet sync interval',
    pattern: /\b(?:every|within) (\d+) minutes\b/gi,
    context: /\bsync|sheet/i,
    fix: `write %GOOGLE_SHEET_DEFAULT_SYNC% ("${googleSheetSync.defaultInterval}", a label in a table cell), %GOOGLE_SHEET_DEFAULT_SYNC_IN_TEXT% inside a sentence, or %GOOGLE_SHEET_OTHER_SYNC%`,
  },
  {
    fact: 'Google Sheets per chatbot',
    pattern: /\bup to (\d+)\b/gi,
    context: /sheets per chatbot/i,
    values: [limits.googleSheetsPerChatbot],
    fix: 'write %GOOGLE_SHEETS_PER_CHATBOT%',
  },
  {
    fact: 'the webhook answer time',
    pattern: /\b(?:answer|answers|respond|responds) within (\d+) seconds\b/gi,
    values: [webhookDelivery.timeoutSeconds],
    fix: 'write %WEBHOOK_TIMEOUT_SECONDS%',
  },
  {
    fact: 'the signature tolerance',
    pattern: /\b(\d+) minutes (?:old|from your clock)\b/g,
    values: [webhookDelivery.signatureToleranceMinutes],
    fix: 'write %WEBHOOK_SIGNATURE_TOLERANCE_MINUTES%',
  },
  {
    fact: 'the catch-up margin',
    pattern: /\b(\d+) minutes\b/g,
    context: /catch-up|cursor|updated_after|deleted_after|last run started/i,
    values: [leadDeletions.catchUpMarginMinutes],
    fix: 'write %CATCH_UP_MARGIN_MINUTES%',
  },
  {
    fact: 'the overlap after rolling a secret or token',
    pattern: /\b(\d+) hours\b/g,
    context: /\b(secret|token)\b/i,
    values: [webhookDelivery.secretRollOverlapHours],
    fix: 'write %WEBHOOK_SECRET_OVERLAP_HOURS%',
  },
  {
    fact: 'the payment link expiry',
    pattern: /\b(\d+) (?:minutes|hours)\b/g,
    context: /expir/i,
    values: [limits.paymentLinkMinMinutes, limits.paymentLinkMaxHours],
    fix: 'write %PAYMENT_LINK_MIN_MINUTES% or %PAYMENT_LINK_MAX_HOURS%',
  },
  {
    fact: 'a text answer length',
    pattern: /\b(\d+) characters\b/g,
    values: [textChannels.answerMaxCharacters],
    fix: 'write %TEXT_ANSWER_MAX_CHARACTERS%',
  },
  {
    fact: 'a knowledge limit',
    pattern: /\b(\d[\d,]*) (?:MB|pages)\b/g,
    values: [knowledge.fileMaxMegabytes, knowledge.pagesPerCrawl],
    fix: 'write %KNOWLEDGE_FILE_MAX_MB% or %KNOWLEDGE_PAGES_PER_CRAWL%',
  },
  {
    fact: 'a deletion delay',
    pattern: /\b(\d+) days\b/g,
    values: [retention.deletedWorkspaceDays, retention.backupDays, retention.downgradeNoticeDays],
    context: /\b(restore|backup|downgrade)/i,
    fix: 'write %DELETED_WORKSPACE_DAYS%, %BACKUP_DAYS% or %DOWNGRADE_NOTICE_DAYS%',
  },
  {
    fact: 'the conversations in one export',
    pattern: /\b(\d[\d,]*) conversations\b/g,
    values: [retention.exportMaxConversations],
    fix: 'write %CONVERSATION_EXPORT_MAX%',
  },
  {
    fact: "Gmail's daily sending limit",
    pattern: /\b(\d[\d,]*) (?:emails|messages) a day\b/g,
    values: [googleVoice.gmailDailySendLimitPersonal, googleVoice.gmailDailySendLimitWorkspace],
    fix: 'write %GMAIL_DAILY_SEND_LIMIT_PERSONAL% or %GMAIL_DAILY_SEND_LIMIT_WORKSPACE%',
  },
  {
    fact: 'the plans that include a feature',
    pattern: new RegExp(
      `\\b(?:${planNames})(?:,? (?:and|or) (?:${planNames}))+ plans?\\b|\\bpart of the (?:${planNames}) plan\\b|\\bOnly (?:${planNames}) plans\\b`,
      'g',
    ),
    fix: 'write %PLANS_WITH_PHONE_CHANNELS%, %PLANS_WITH_INTEGRATIONS%, %PLANS_WITH_API%, %PLANS_WITH_SSO% or %PLANS_WITH_REMOVE_BRANDING%',
  },
  {
    fact: 'a channel value that is not in the channel enum',
    pattern: /`(sms|widget|whatsapp|messenger|google-voice|googlevoice|ghl)`/g,
    // A Twilio message's `via` (`sms` or `whatsapp`) says how it went over the `twilio` channel: not a channel.
    unless: /`via`/,
    fix: `use one of ${channels.map((channel) => `\`${channel.id}\``).join(', ')} (config/facts.ts channels)`,
  },
  {
    fact: 'a list of file types',
    pattern: /\bPDF, DOCX\b[^.|]*/g,
    fix: 'write %KNOWLEDGE_FILE_TYPES% (config/facts.ts knowledge.fileTypes)',
  },
  {
    fact: 'knowledge counted in items',
    pattern: /\bknowledge items?\b/gi,
    fix: "knowledge is counted in characters: write %PLAN_<ID>_KNOWLEDGE_CHARACTERS% or show <PlanTable rows={['knowledgeCharacters']} />",
  },
  {
    fact: 'what deleting a chatbot deletes',
    pattern: /\bleads (?:stay|are kept|remain)\b/gi,
    context: /chatbot/i,
    fix: 'a deleted chatbot takes its leads with it: write %CHATBOT_DELETION_DELETES% (config/facts.ts chatbotDeletion)',
  },
  {
    fact: 'the support answer time',
    pattern: /\b(one business day|four hours)\b/g,
    context: /support|answer/i,
    fix: 'write %SUPPORT_FIRST_ANSWER% or %SUPPORT_FIRST_ANSWER_BUSINESS%',
  },
  {
    fact: 'the webhook sender addresses',
    pattern: new RegExp(
      `\\b(?:${webhookSenders.map((sender) => sender.address.replace(/\/32$/, '').replaceAll('.', '\\.')).join('|')})\\b`,
      'g',
    ),
    fix: 'show <WebhookSenderTable /> or write %WEBHOOK_SENDER_IPS% or %WEBHOOK_SENDER_LOCATIONS% (config/facts.ts webhookSenders)',
  },
  {
    fact: 'a claim that all data stays in the region',
    pattern: /\b(?:everything|all (?:of )?(?:the |your |its )?data)\b[^.|]*\bstays?\b[^.|]*\bregion\b/gi,
    fix: 'say what is stored in the region (%DATA_AT_REST%) and link to what leaves it (security-and-compliance#leaves-the-region, %DATA_FLOWS_OUT_OF_REGION%)',
  },
  {
    fact: 'the life of an export link',
    pattern: /\bvalid for (\d+) hours\b/g,
    context: /\b(link|export)/i,
    values: [exportLinkHours],
    fix: 'write %EXPORT_LINK_HOURS%',
  },
];

/**
 * Pages that quote a past fact on purpose: the changelog names the sender address each dated entry announced.
 * Only the rules named here are skipped there.
 */
const historical: Record<string, string[]> = {
  'developer/changelog.mdx': ['the webhook sender addresses'],
};

/** A Markdown table whose header names every plan is a plan table typed by hand. */
const planHeader = new RegExp(plans.map((plan) => `\\|\\s*${plan.name}\\s*`).join(''));

export function findTypedFacts(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  let inCode = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inCode = !inCode;
      return;
    }
    if (inCode) return;
    const at = {file, line: index + 1, text: line.trim()};
    if (planHeader.test(line)) {
      findings.push({...at, fix: 'a table of plan figures: show <PlanTable rows={[…]} /> (src/components/PlanTable)'});
      return;
    }
    // Tokens are what the rule asks for; a line that uses one is fine where the token stands.
    const prose = line.replace(/%[A-Z][A-Z0-9_]*%/g, '');
    for (const rule of rules) {
      if (historical[file]?.includes(rule.fact)) continue;
      if (rule.context && !rule.context.test(prose)) continue;
      if (rule.unless?.test(prose)) continue;
      for (const match of prose.matchAll(rule.pattern)) {
        if (rule.values && !rule.values.includes(number(match[1] ?? ''))) continue;
        findings.push({...at, fix: `${rule.fact} typed by hand ("${match[0]}"): ${rule.fix}`});
      }
    }
  });
  return findings;
}
