export { CATALOG_VERSION, catalogGeneration } from './version';
export type { WorkflowTemplate } from './workflow-template';
export { workflowTemplates } from './workflow-templates';
export { candidateWorkflows, suggestWorkflows } from './suggest-workflows';
export { highImpactFirst, impactAtMost } from './rate-impact';
export { composePlan, type PlanInput } from './compose-plan';
export { composeEmail, composePlanOnItsWay, type EmailInput } from './compose-email';
export { composeOnboardingForm, type OnboardingInput } from './compose-onboarding-form';
export { composeGuide, type GuideInput } from './compose-guide';
