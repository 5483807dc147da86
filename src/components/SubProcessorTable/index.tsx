/**
 * The sub-processors of every workspace, from config/facts.ts (`subProcessors`): the only place they are typed.
 * Shown once, on user/workspace/security-and-compliance.mdx (review 34 #6: one table, not a second table of the
 * flows out of the region). Review 39 #3: five columns, to read on a phone; whether a row takes data out of the
 * region or brings it in is the page's sentence under the table (**Leaves the region.**).
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
