// Reading XML that came from outside (an IdP's metadata, a SAML message) with a real parser, refusing
// what no SAML document needs: a DOCTYPE (entity expansion, external entities) and broken markup, which
// xmldom would otherwise repair silently.
import { DOMParser } from '@xmldom/xmldom';

export const NS = {
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
} as const;

/** Parses `xml`; returns null for anything that is not one well-formed document without a DOCTYPE. */
export function parseXml(xml: string): Document | null {
  // A DOCTYPE anywhere (even after a comment) is where entity tricks live; SAML never uses one.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml) || xml.includes('\u0000')) return null;
  let failed = false;
  const fail = () => {
    failed = true;
  };
  try {
    const doc = new DOMParser({
      errorHandler: { warning: () => undefined, error: fail, fatalError: fail },
    }).parseFromString(xml, 'text/xml');
    if (failed || !doc?.documentElement) return null;
    return doc;
  } catch {
    return null;
  }
}

/** The element children of `parent` in `ns` named `name` (direct children only, so nothing nested is mistaken for them). */
export function childElements(parent: Element, ns: string, name: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1) {
      const element = node as Element;
      if (element.namespaceURI === ns && element.localName === name) found.push(element);
    }
  }
  return found;
}

export function descendants(parent: Element | Document, ns: string, name: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS(ns, name) as unknown as ArrayLike<Element>);
}
