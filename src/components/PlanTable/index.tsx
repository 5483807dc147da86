/**
 * The plans and what each includes, from config/facts.ts: the only place the figures are typed. Pages choose
 * the rows they need (`<PlanTable rows={['historyRetentionDays']} />`); the default is every row.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {plans, type Plan} from '../../../config/facts';
import {planRows, type PlanRow} from '../../utils/plan-rows';
import styles from './styles.module.css';

export default function PlanTable({rows}: {rows?: PlanRow[]}): ReactNode {
  const shown = rows ?? (Object.keys(planRows) as PlanRow[]);
  return (
    // Focusable so that a keyboard can scroll the table sideways on a narrow screen.
    <div className={styles.scroll} role="region" aria-label="Plans compared" tabIndex={0}>
      <table className={styles.planTable}>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row}>
              <th scope="row">{planRows[row].label}</th>
              {plans.map((plan) => {
                const entry: {value: (shown: Plan) => string; href?: (shown: Plan) => string | undefined} =
                  planRows[row];
                const value = entry.value(plan);
                const href = entry.href?.(plan);
                return <td key={plan.id}>{href ? <Link to={href}>{value}</Link> : value}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
