/**
 * The copies of a customer's data that the services a workspace connects keep, and where to delete each: a deletion
 * in %PRODUCT_NAME% reaches none of them. From `connectedServiceCopies` of config/facts.ts. Shown on
 * user/workspace/privacy.mdx, to which the data-retention and workspace-deletion pages link.
 */
import type {ReactNode} from 'react';
import {connectedServiceCopies} from '../../../config/facts';
import {withInlineCode} from '../../utils/inline-code';

const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export default function ConnectedServiceCopiesTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">What it keeps</th>
          <th scope="col">Delete it there</th>
        </tr>
      </thead>
      <tbody>
        {connectedServiceCopies.map((copy) => (
          <tr key={copy.service}>
            <th scope="row">{upperFirst(copy.service)}</th>
            <td>{withInlineCode(copy.keeps)}</td>
            <td>{withInlineCode(copy.deleteIt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
