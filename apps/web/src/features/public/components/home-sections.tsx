import { useEffect } from 'react';
import { jumpToHash } from '../../../lib/jump-to-hash';
import { AppGuideSection } from './app-guide-section';
import { ClosingCall } from './closing-call';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { FoundersSection } from './founders-section';
import { GuardianSection } from './guardian-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing/pricing-section';
import { RulesSection } from './rules-section';

/** The home page below the hero, loaded as its own chunk (see home-page.tsx). */
export function HomeSections() {
  // Opened at '/#pricing': these sections arrive after the route rendered, when ScrollToTop
  // found no section of that name yet.
  useEffect(() => {
    jumpToHash(window.location.hash);
  }, []);
  return (
    <>
      <FeaturesSection />
      <HowItWorksSection />
      <AppGuideSection />
      <PricingSection />
      <GuardianSection />
      <RulesSection />
      <FoundersSection />
      <FaqSection />
      <ClosingCall />
    </>
  );
}
