import type { GetServerSideProps } from 'next';

/** The site opens on the discussions feed. */
export const getServerSideProps: GetServerSideProps = async () => ({
  redirect: { destination: '/discussions', permanent: false },
});

export default function Home() {
  return null;
}
