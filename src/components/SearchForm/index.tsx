import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type Props = {
  /** Id of the input, unique on the page. */
  id: string;
  /** Visible label of the input. */
  label: string;
};

/**
 * A plain GET form to the search page. It works before hydration and without
 * JavaScript reaching the search page, which reads `q` from the URL.
 */
export default function SearchForm({id, label}: Props): ReactNode {
  return (
    <form className={styles.form} action={useBaseUrl('/search')} method="get" role="search">
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="search"
          name="q"
          placeholder="For example: webhook signature"
          autoComplete="off"
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  );
}
