import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import CrashTest from '@site/src/components/CrashTest';

/** Test-only page, excluded from production builds (see `pages.exclude` in docusaurus.config.ts). */
export default function CrashTestPage(): ReactNode {
  return (
    <Layout title="Crash test" description="Test-only page that makes the error screens appear.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Crash test</Heading>
        <CrashTest />
      </main>
    </Layout>
  );
}
