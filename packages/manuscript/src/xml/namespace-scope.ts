const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

/** Prefix → namespace URI in scope at an element ('' is the default namespace); inherits its parent's bindings. */
export type Bindings = Record<string, string>;

/** The bindings every document starts with. */
export const ROOT_BINDINGS: Bindings = Object.freeze(
  Object.assign(Object.create(null) as Bindings, { xml: XML_NAMESPACE, xmlns: XMLNS_NAMESPACE }),
);

export interface QName {
  prefix: string;
  local: string;
}

/**
 * A qualified name split at its colon. Malformed names (`:a`, `a:`, `a:b:c`) throw with saxes' own message, as its
 * namespace mode did before the reader resolved namespaces itself (see parse-xml.ts).
 */
export function splitQName(name: string): QName {
  const colon = name.indexOf(':');
  if (colon === -1) return { prefix: '', local: name };
  const prefix = name.slice(0, colon);
  const local = name.slice(colon + 1);
  if (prefix === '' || local === '' || local.includes(':')) throw new Error(`malformed name: ${name}.`);
  return { prefix, local };
}

/**
 * The bindings inside an element: its parent's, plus what its `xmlns` / `xmlns:p` attributes declare, with the
 * Namespaces in XML checks saxes made (no undeclaring a prefix in XML 1.0; `xml` and `xmlns` keep their URIs).
 * The parent's object itself when the element declares nothing.
 */
export function declareNamespaces(
  parent: Bindings,
  attributes: Record<string, string>,
  xml10: boolean,
): Bindings {
  let bindings = parent;
  for (const name in attributes) {
    if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
    const prefix = name === 'xmlns' ? '' : splitQName(name).local;
    const uri = (attributes[name] ?? '').trim();
    if (prefix !== '' && xml10 && uri === '')
      throw new Error('invalid attempt to undefine prefix in XML 1.0');
    checkPair(prefix, uri);
    if (bindings === parent) bindings = Object.create(parent) as Bindings;
    bindings[prefix] = uri;
  }
  return bindings;
}

function checkPair(prefix: string, uri: string): void {
  if (prefix === 'xml' && uri !== XML_NAMESPACE)
    throw new Error(`xml prefix must be bound to ${XML_NAMESPACE}.`);
  if (prefix === 'xmlns' && uri !== XMLNS_NAMESPACE)
    throw new Error(`xmlns prefix must be bound to ${XMLNS_NAMESPACE}.`);
  if (uri === XMLNS_NAMESPACE)
    throw new Error(
      prefix === ''
        ? `the default namespace may not be set to ${uri}.`
        : `may not assign a prefix (even "xmlns") to the URI ${XMLNS_NAMESPACE}.`,
    );
  if (uri === XML_NAMESPACE && prefix !== 'xml')
    throw new Error(
      prefix === ''
        ? `the default namespace may not be set to ${uri}.`
        : 'may not assign the xml namespace to another prefix.',
    );
}
