/**
 * Every flow of data out of a workspace's data region, from config/facts.ts: the sub-processors that carry one
 * (`subProcessors` with a `flow`), grouped by flow, then the services the workspace connects itself
 * (`connectedServices`). Shown on user/workspace/security-and-compliance.mdx, beside `SubProcessorTable`, which reads
 * the same rows, so the two tables cannot disagree.
 */
import type {ReactNode} from 'react';
import {connectedServices, dataFlowsOutOfRegion, subProcessors} from '../../../config/facts';

const unique = (items: readonly string[]): string[] => [...new Set(items)];
const or = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

export default function DataFlowTable(): ReactNode {
  const rows = dataFlowsOutOfRegion.map((flow) => {
    const carriers = subProcessors.filter((row) => row.flow === flow);
    return {
      flow,
      by: or(unique(carriers.map((row) => row.name))),
      data: unique(carriers.map((row) => row.data)).join(' '),
      where: unique(carriers.map((row) => row.location)).join('; '),
      kept: unique(carriers.map((row) => row.kept)).join(' '),
    };
  });
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">What leaves the region</th>
          <th scope="col">Through</th>
          <th scope="col">What it carries</th>
          <th scope="col">Where</th>
          <th scope="col">Kept there</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.flow}>
            <th scope="row">{row.flow}</th>
            <td>{row.by}</td>
            <td>{row.data}</td>
            <td>{row.where}</td>
            <td>{row.kept}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">What you send to services you connect</th>
          <td>{or(connectedServices)}</td>
          <td>What each connection sends: messages, leads, rows or payment requests</td>
          <td>Wherever the service processes data, under your account</td>
          <td>As your account with the service says</td>
        </tr>
      </tbody>
    </table>
  );
}
