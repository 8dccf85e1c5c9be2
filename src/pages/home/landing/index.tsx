import { useVipHomeRedirect } from '../../../guards/use-vip-home';
import PageShell from '../../../layouts/page-shell';
import LandingBody from './components/landing-body';
import './index.scss';

export default function LandingPage() {
  useVipHomeRedirect();
  return (
    <PageShell name='home'>
      <LandingBody />
    </PageShell>
  );
}
