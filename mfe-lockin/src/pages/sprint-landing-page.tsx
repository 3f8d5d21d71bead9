import { useDocumentTitle } from '@biz/ui-kit';
import { CaseStudiesSection } from '../landing/case-studies-section';
import { CountdownBanner } from '../landing/countdown-banner';
import { FaqSection } from '../landing/faq-section';
import { FinalCtaSection } from '../landing/final-cta-section';
import { GuaranteeSection } from '../landing/guarantee-section';
import { HeroSection } from '../landing/hero-section';
import { HowItWorksSection } from '../landing/how-it-works-section';
import { OfferSection } from '../landing/offer-section';
import { PainPointsSection } from '../landing/pain-points-section';
import { useCountdown } from '../landing/use-countdown';
import { useScrollToHash } from '../landing/use-scroll-to-hash';
import { WhySection } from '../landing/why-section';

/** SPEC §2 /lockin: the sprint sales page. Every call to action opens the lead form with a full page load. */
export function SprintLandingPage() {
  useDocumentTitle('Automate Your Business in 24 Hours');
  const countdown = useCountdown();
  useScrollToHash();
  return (
    <div className="flex flex-col">
      <CountdownBanner countdown={countdown} />
      <HeroSection />
      <PainPointsSection />
      <HowItWorksSection />
      <CaseStudiesSection />
      <OfferSection countdown={countdown} />
      <WhySection />
      <GuaranteeSection />
      <FaqSection />
      <FinalCtaSection />
    </div>
  );
}
