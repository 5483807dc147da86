/**
 * The rows of the plan table (src/components/PlanTable): a label and how each plan's value reads, from
 * config/facts.ts. Pure, so that a test can hold the wording to the facts.
 */
import {
  aiModels,
  formatDays,
  freePlanCredits,
  planLimits,
  plansWithModel,
  roughPages,
  support,
  type Plan,
} from '../../config/facts';
import {product} from '../../config/product';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const count = (value: number) => value.toLocaleString('en-GB');

/** One row of the table: its label and how a plan's value reads. */
export const planRows = {
  price: {
    label: 'Price a month (USD)',
    value: (plan: Plan) => (plan.priceUsdMonthly === 0 ? 'Free' : `$${plan.priceUsdMonthly}`),
  },
  chatbots: {label: 'Chatbots', value: (plan: Plan) => count(plan.chatbots)},
  monthlyCredits: {
    label: 'Message credits a month',
    // The Free plan has no billing period: its cell says the credits renew and links the rule, which differs for a
    // workspace that moved to Free from a paid plan (review 31 #1, review 35 #3).
    value: (plan: Plan) =>
      plan.priceUsdMonthly === 0
        ? `${count(plan.monthlyCredits)}, ${freePlanCredits.tableCell}`
        : count(plan.monthlyCredits),
    href: (plan: Plan): string | undefined => (plan.priceUsdMonthly === 0 ? freePlanCredits.ruleLink : undefined),
  },
  seats: {label: 'Seats (team members of any role, invited or active)', value: (plan: Plan) => count(plan.seats)},
  knowledgeCharacters: {
    label: 'Knowledge per chatbot, in characters of text',
    value: (plan: Plan) => {
      const characters = planLimits[plan.id].knowledgeCharactersPerChatbot;
      return `${count(characters)} (about ${count(roughPages(characters))} pages)`;
    },
  },
  aiModels: {
    label: 'AI models',
    value: (plan: Plan) =>
      aiModels.models
        .filter((model) => plansWithModel(model).some((included) => included.id === plan.id))
        .map((model) => model.name)
        .join(', '),
  },
  flows: {
    label: 'Flows per chatbot',
    value: (plan: Plan) => (plan.flowsPerChatbot === null ? 'Unlimited' : count(plan.flowsPerChatbot)),
  },
  historyRetentionDays: {label: 'Conversations kept for', value: (plan: Plan) => formatDays(plan.historyRetentionDays)},
  phoneChannels: {label: 'Phone channels (Google Voice, Twilio)', value: (plan: Plan) => yesNo(plan.phoneChannels)},
  integrations: {
    label: 'Integrations (payments, GoHighLevel, Google Sheets)',
    value: (plan: Plan) => yesNo(plan.integrations),
  },
  api: {label: 'HTTP API and webhooks', value: (plan: Plan) => yesNo(plan.api)},
  removeBranding: {
    label: `Remove the "Powered by ${product.productName}" label`,
    value: (plan: Plan) => yesNo(plan.removeBranding),
  },
  sso: {label: 'Single sign-on (SAML)', value: (plan: Plan) => yesNo(plan.sso)},
  // Review 43 #10: the support times the intro names, from `support`.
  support: {
    label: 'Support answers within',
    value: (plan: Plan) => (plan.id === 'business' ? support.firstAnswerBusinessPlan : support.firstAnswer),
  },
} as const;

export type PlanRow = keyof typeof planRows;
