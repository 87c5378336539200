// What a site's identity provider said about a person, as each protocol hands it over once it has
// checked it (SAML: ./saml, the response's signature, audience, time window, replay and request; OIDC:
// ./oidc, the ID token). Attributes are kept raw; ./attributes.ts reads the person from them with the
// site's mapping, the same way for both protocols.
export interface SsoAssertion {
  protocol: 'saml' | 'oidc';
  /** SAML: the NameID; OIDC: the `sub` claim. */
  nameId: string;
  /** SAML only: the NameID's format and the session index, for single logout. */
  nameIdFormat?: string;
  sessionIndex?: string;
  /**
   * Every attribute (SAML: by its Name, e.g. `urn:oid:0.9.2342.19200300.100.1.3`, and by FriendlyName
   * when it has one, e.g. `mail`) or claim (OIDC), each as a list of strings.
   */
  attributes: Record<string, string[]>;
}
