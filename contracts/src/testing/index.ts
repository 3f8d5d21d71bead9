// `@biz/contracts/testing`: the example payloads and the pact file locations that tests on both sides of
// an edge share. Left out of the production build with the rest of src/testing.
export * from './api-examples.fixture';
export { fieldErrors } from './field-errors.fixture';
export { PACT_DIR, pactFilesFor } from './pact-files';
export { shippedAgencyContent, shippedAgencyContentFile } from './agency-content.fixture';
