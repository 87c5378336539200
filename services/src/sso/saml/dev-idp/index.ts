// The development SAML identity provider (see ./idp.ts).
export { createSamlIdp, fetchMetadataAtEntityId, type SamlIdp, type SamlIdpOptions, type SignedAnswer } from './idp.ts';
export { startSamlIdp, type RunningSamlIdp } from './server.ts';
export { DEMO_ADMIN_ENTITLEMENT, DEMO_SAML_PEOPLE, SAML_ATTRIBUTES, type SamlPerson } from './people.ts';
