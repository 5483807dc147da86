/**
 * The sub-processors of every workspace, from config/facts.ts (`subProcessors`): the only place they are typed.
 * Shown on user/workspace/security-and-compliance.mdx, beside the flows out of the region (`DataFlowTable`), which
 * reads the same rows.
 */
import type {ReactNode} from 'react';
import {subProcessors} from '../../../config/facts';

export default function SubProcessorTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Sub-processor</th>
          <th scope="col">What it does</th>
          <th scope="col">Data it processes</th>
          <th scope="col">Where</th>
          <th scope="col">How long it keeps it</th>
        </tr>
      </thead>
      <tbody>
        {subProcessors.map((row) => (
          <tr key={`${row.name}: ${row.purpose}`}>
            <th scope="row">{row.name}</th>
            <td>{row.purpose}</td>
            <td>{row.data}</td>
            <td>{row.location}</td>
            <td>{row.kept}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
