/**
 * The user guide's model table (src/components/AiModelTable, user/chatbots/choose-an-ai-model.mdx) comes from
 * config/facts.ts `aiModels`; the API reference shows openapi.yaml's model list. This test holds the two to one
 * list: the same models, names, providers, tiers and context windows, and the same default model.
 */
import {expect, test} from 'vitest';
import {aiModels, plans, plansWithModel, subProcessors} from '../../../config/facts';
import {loadDocument} from './document';
import type {Schema} from './types';

test("the model list example is config/facts.ts's aiModels, model for model", async () => {
  const {dereferenced} = await loadDocument();
  const example = dereferenced.paths['/models'].get!.responses['200'].content!['application/json'].example as {
    data: Array<{id: string; name: string; provider: string; tier: string; context_window: number}>;
  };
  expect(
    example.data.map((model) => ({
      id: model.id,
      name: model.name,
      provider: model.provider,
      tier: model.tier,
      contextWindow: model.context_window,
    })),
  ).toEqual(aiModels.models.map((model) => ({...model, provider: model.provider.toLowerCase()})));
});

test("a model's provider is one of config/facts.ts's aiModels providers, each a disclosed sub-processor", async () => {
  const {dereferenced} = await loadDocument();
  const providers = new Set(aiModels.models.map((model) => model.provider));
  const {schemas} = dereferenced.components as {schemas: Record<string, Schema>};
  expect(schemas.Model.properties?.provider.enum).toEqual([...providers].map((provider) => provider.toLowerCase()));
  for (const provider of providers) {
    expect(subProcessors.map((processor) => processor.name)).toContain(provider);
  }
});

test("a chatbot's default model is config/facts.ts's aiModels.defaultModel", async () => {
  const {dereferenced} = await loadDocument();
  const defaults = JSON.stringify(dereferenced.components)
    .match(/"model":\{[^{}]*"default":"([^"]+)"/g)
    ?.map((match) => /"default":"([^"]+)"/.exec(match)![1]);
  expect(defaults?.length, 'a `model` property with a default in openapi.yaml').toBeGreaterThan(0);
  for (const value of defaults ?? []) expect(value).toBe(aiModels.defaultModel);
});

test('the plan that includes the API includes every model the model list example holds', () => {
  const apiPlans = plans.filter((plan) => plan.api);
  expect(apiPlans.length).toBeGreaterThan(0);
  for (const model of aiModels.models) {
    for (const plan of apiPlans) {
      expect(
        plansWithModel(model).map((included) => included.id),
        `${model.id} on ${plan.name}`,
      ).toContain(plan.id);
    }
  }
});
