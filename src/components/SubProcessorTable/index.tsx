/**
 * The sub-processors of every workspace, from config/facts.ts (`subProcessors`): the only place they are typed.
 * Shown once, on user/workspace/security-and-compliance.mdx (review 34 #6: one table, not a second table of the
 * flows out of the region), with a column that says whether each row takes data out of the region or brings it in.
 */
import type {ReactNode} from 'react';
import {subProcessors} from '../../../config/facts';

const leaves = (row: (typeof subProcessors)[number]): string =>
  row.flow === null ? 'No: stored there' : row.inbound ? 'No: it comes in this way' : 'Yes';

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
          <th scope="col">Leaves the region</th>
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
            <td>{leaves(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
