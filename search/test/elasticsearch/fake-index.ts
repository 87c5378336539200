// One index of the fake cluster: its mapping (enforced like `dynamic: strict` does), its documents as
// written (what GET sees, in real time) and as of the last refresh (what search sees).
import { englishTokens } from './analysis.ts';
import { EsError } from './errors.ts';

export interface FieldMapping {
  type?: string;
  analyzer?: string;
  index?: boolean;
  doc_values?: boolean;
  fields?: Record<string, FieldMapping>;
  properties?: Record<string, FieldMapping>;
}

export interface Mappings {
  dynamic?: string | boolean;
  properties?: Record<string, FieldMapping>;
}

export interface FieldInfo {
  path: string;
  /** The _source key the value comes from (a multi-field reads its parent's value). */
  sourceKey: string;
  type: string;
  analyzer: string | undefined;
  indexed: boolean;
  sortable: boolean;
}

export interface StoredDoc {
  id: string;
  source: Record<string, unknown>;
  version: number;
  seqNo: number;
  tokens: Map<string, string[]>;
}

const FIELD_TYPES = new Set(['text', 'keyword', 'date', 'boolean', 'integer', 'long', 'float', 'double']);
const ANALYZERS = new Set(['english', 'standard']);

/** Refuses mappings Elasticsearch would refuse (unknown types or analyzers). */
export function validateMappings(mappings: Mappings | undefined): void {
  const check = (name: string, field: FieldMapping) => {
    if (!field.type || !FIELD_TYPES.has(field.type)) {
      throw new EsError(
        400,
        'mapper_parsing_exception',
        `No handler for type [${field.type}] declared on field [${name}]`,
      );
    }
    if (field.analyzer && !ANALYZERS.has(field.analyzer)) {
      throw new EsError(
        400,
        'mapper_parsing_exception',
        `analyzer [${field.analyzer}] has not been configured in mappings`,
      );
    }
    for (const [sub, subField] of Object.entries(field.fields ?? {})) check(`${name}.${sub}`, subField);
  };
  for (const [name, field] of Object.entries(mappings?.properties ?? {})) check(name, field);
}

export class FakeIndex {
  readonly aliases = new Set<string>();
  /** Every write, immediately (GET is real time). */
  readonly live = new Map<string, StoredDoc>();
  /** What search sees: the documents as of the last refresh. */
  visible = new Map<string, StoredDoc>();
  private seqNo = 0;

  constructor(
    readonly name: string,
    readonly settings: Record<string, unknown>,
    readonly mappings: Mappings,
  ) {}

  get maxResultWindow(): number {
    const value = this.settings['index.max_result_window'] ?? this.settings['max_result_window'];
    return value === undefined ? 10_000 : Number(value);
  }

  field(path: string): FieldInfo | undefined {
    const [top, sub] = path.split('.', 2) as [string, string | undefined];
    if (path === '_id')
      return { path, sourceKey: '_id', type: 'keyword', analyzer: undefined, indexed: true, sortable: false };
    const parent = this.mappings.properties?.[top];
    const mapping = sub === undefined ? parent : parent?.fields?.[sub];
    if (!mapping?.type) return undefined;
    const indexed = mapping.index !== false;
    const sortable = mapping.type !== 'text' && mapping.doc_values !== false;
    return { path, sourceKey: top, type: mapping.type, analyzer: mapping.analyzer, indexed, sortable };
  }

  /** What `dynamic: strict` and the field types let in. */
  validate(source: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(source)) {
      const mapping = this.mappings.properties?.[key];
      if (!mapping) {
        if (this.mappings.dynamic === 'strict') {
          throw new EsError(
            400,
            'strict_dynamic_mapping_exception',
            `[1:2] mapping set to strict, dynamic introduction of [${key}] within [_doc] is not allowed`,
          );
        }
        continue;
      }
      if (value === null || value === undefined) continue;
      // Any field may hold an array of its type, as in Elasticsearch (eligible_countries does).
      const ok = (Array.isArray(value) ? value : [value]).every((item) => this.fits(mapping.type, item));
      if (!ok) {
        throw new EsError(
          400,
          'document_parsing_exception',
          `[1:2] failed to parse field [${key}] of type [${mapping.type}]`,
        );
      }
    }
  }

  /** Whether one value parses as a field of this type. */
  private fits(type: string | undefined, value: unknown): boolean {
    if (value === null || value === undefined) return true;
    if (type === 'date')
      return (typeof value === 'string' && !Number.isNaN(Date.parse(value))) || typeof value === 'number';
    if (type === 'boolean') return typeof value === 'boolean' || value === 'true' || value === 'false';
    if (type === 'text' || type === 'keyword') return ['string', 'number', 'boolean'].includes(typeof value);
    return Number.isFinite(Number(value));
  }

  write(id: string, source: Record<string, unknown>): StoredDoc {
    this.validate(source);
    const previous = this.live.get(id);
    this.seqNo += 1;
    const doc = { id, source, version: (previous?.version ?? 0) + 1, seqNo: this.seqNo, tokens: new Map() };
    this.live.set(id, doc);
    return doc;
  }

  delete(id: string): StoredDoc | undefined {
    const doc = this.live.get(id);
    this.live.delete(id);
    return doc;
  }

  refresh(): void {
    this.visible = new Map(this.live);
  }

  /** The indexed terms of one field of one document (analysed text, exact keywords), cached. */
  tokens(doc: StoredDoc, path: string): string[] {
    const cached = doc.tokens.get(path);
    if (cached) return cached;
    const info = this.field(path);
    const raw = info ? (info.sourceKey === '_id' ? doc.id : doc.source[info.sourceKey]) : undefined;
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v) => v !== null && v !== undefined);
    let tokens: string[];
    if (!info || !info.indexed) tokens = [];
    else if (info.type === 'text') tokens = values.flatMap((v) => analyze(info.analyzer, String(v)));
    else if (info.type === 'date')
      tokens = values.map((v) => String(typeof v === 'number' ? v : Date.parse(String(v))));
    else tokens = values.map(String);
    doc.tokens.set(path, tokens);
    return tokens;
  }
}

export function analyze(analyzer: string | undefined, text: string): string[] {
  if (analyzer === 'english') return englishTokens(text);
  // standard: words, lower case, no stop words, no stemming.
  return [...text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)].map(([word]) => word.toLowerCase());
}
