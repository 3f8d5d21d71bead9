import { CaseStudiesSection } from './case-studies-section';
import type { CountdownParts } from './countdown';
import { FaqSection } from './faq-section';
import { FinalCtaSection } from './final-cta-section';
import { GuaranteeSection } from './guarantee-section';
import { HowItWorksSection } from './how-it-works-section';
import { OfferSection } from './offer-section';
import { PainPointsSection } from './pain-points-section';
import { WhySection } from './why-section';

/** Everything of the sales page past its first screen: its own chunk, hydrated after the hero. */
export function BelowTheFold({ countdown }: { countdown: CountdownParts }) {
  return (
    <>
      <PainPointsSection />
      <HowItWorksSection />
      <CaseStudiesSection />
      <OfferSection countdown={countdown} />
      <WhySection />
      <GuaranteeSection />
      <FaqSection />
      <FinalCtaSection />
    </>
  );
}
