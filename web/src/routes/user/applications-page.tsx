import { ComingSoon } from '../../components/coming-soon';

/** Placeholder while this page is being built. */
export default function Page() {
  return <ComingSoon title="My Applications" />;
}
