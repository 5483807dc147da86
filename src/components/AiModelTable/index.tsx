/**
 * The AI models a chatbot can use, from config/facts.ts (`aiModels`, held to openapi.yaml's model list by
 * src/plugins/api-reference/ai-models-facts.test.ts), with the message credits one answer costs (`credits`) and
 * the plans that include each (`plansWithModel`, the same fact as the plan table's "AI models" row).
 */
import type {ReactNode} from 'react';
import {aiModels, credits, plans, plansWithModel, type Plan} from '../../../config/facts';

const joinNames = (included: readonly Plan[]): string => {
  const names = included.map((plan) => plan.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

const formatNumber = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export default function AiModelTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Model</th>
          <th scope="col">Provider</th>
          <th scope="col">Tier</th>
          <th scope="col">Credits per answer</th>
          <th scope="col">Plans</th>
          <th scope="col">Reads at once (tokens)</th>
        </tr>
      </thead>
      <tbody>
        {aiModels.models.map((model) => (
          <tr key={model.id}>
            <th scope="row">
              {model.name} (<code>{model.id}</code>){model.id === aiModels.defaultModel ? ', the default' : ''}
            </th>
            <td>{model.provider}</td>
            <td>{model.tier === 'advanced' ? 'Advanced' : 'Standard'}</td>
            <td>{model.tier === 'advanced' ? credits.perAnswerAdvanced : credits.perAnswerStandard}</td>
            <td>{plansWithModel(model).length === plans.length ? 'Every plan' : joinNames(plansWithModel(model))}</td>
            <td>{formatNumber(model.contextWindow)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
