import Head from 'next/head';
import { AccountForms } from '@/components/account/AccountForms';

export default function LoginPage() {
  return (
    <main className="page">
      <Head>
        <title>Sign in · Community</title>
      </Head>
      <AccountForms />
    </main>
  );
}
