// An in-memory Elasticsearch behind @elastic/elasticsearch-mock, for the subset of the API the
// engine uses: index templates, indices (create, exists, get, delete, refresh), aliases (get, exists,
// put, atomic _aliases), documents (_bulk index/create/delete/update, GET), _search and _msearch.
// It keeps Elasticsearch's rules where they change outcomes: writes are invisible to search until a
// refresh, `dynamic: strict` refuses unknown fields, aliases resolve to one write index, templates
// apply to matching new indices, deleting by wildcard or alias is refused, and so on.
// Every request is recorded, for tests that check what the engine sends.
import { createRequire } from 'node:module';
import type { Client } from '@elastic/elasticsearch';
import { EsError, httpError } from './errors.ts';
import { FakeIndex, validateMappings, type Mappings } from './fake-index.ts';
import { executeSearch, filterSource } from './search.ts';

type Json = Record<string, unknown>;

const require = createRequire(import.meta.url);
// CommonJS copies (see errors.ts): the mock's Connection must meet the client it was built for.
const { Client: CjsClient } = require('@elastic/elasticsearch') as typeof import('@elastic/elasticsearch');
const Mock = require('@elastic/elasticsearch-mock') as typeof import('@elastic/elasticsearch-mock').default;

export interface RecordedRequest {
  method: string;
  path: string;
  querystring: Record<string, string>;
  body: unknown;
}

interface Params {
  method: string;
  path: string;
  querystring: Record<string, string>;
  body: unknown;
}

interface Template {
  index_patterns: string[];
  priority?: number;
  template?: { settings?: Json; mappings?: Mappings; aliases?: Record<string, Json> };
}

const globToRegExp = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/** index.number_of_shards and { index: { number_of_shards } } alike, as Elasticsearch normalises them. */
function flattenSettings(settings: Json | undefined, prefix = ''): Json {
  const flat: Json = {};
  for (const [key, value] of Object.entries(settings ?? {})) {
    const name = prefix + key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      Object.assign(flat, flattenSettings(value as Json, `${name}.`));
    else flat[name.startsWith('index.') ? name : `index.${name}`] = value;
  }
  return flat;
}

export class FakeCluster {
  readonly templates = new Map<string, Template>();
  readonly indices = new Map<string, FakeIndex>();
  readonly requests: RecordedRequest[] = [];
  readonly mock = new Mock();
  /** Test hook: bulk items this returns true for fail as a mapping error would (status 400). */
  rejectWrite: ((index: string, id: string) => boolean) | undefined;
  private idCounter = 0;

  constructor() {
    this.routes();
  }

  /** A client whose every request this fake answers. */
  client(): Client {
    return new CjsClient({ node: 'http://fake-cluster.invalid:9200', Connection: this.mock.getConnection() });
  }

  /** Requests since the last call (or since the start), and forget them. */
  takeRequests(): RecordedRequest[] {
    return this.requests.splice(0, this.requests.length);
  }

  aliasTargets(alias: string): string[] {
    return [...this.indices.values()].filter((index) => index.aliases.has(alias)).map((index) => index.name);
  }

  private on(method: string | string[], path: string | string[], handler: (p: Params, route: string[]) => unknown) {
    this.mock.add({ method, path }, (raw) => {
      const params = raw as unknown as Params;
      this.requests.push({
        method: params.method,
        path: params.path,
        querystring: params.querystring,
        body: params.body,
      });
      try {
        return handler(params, decodeURIComponent(params.path).split('/').slice(1)) as Json;
      } catch (error) {
        if (error instanceof EsError) return httpError(error.status, error.body) as unknown as Json;
        throw error;
      }
    });
  }

  private routes(): void {
    this.on(['PUT', 'POST'], '/_index_template/:name', (p, [, name]) => this.putTemplate(name!, p.body as Template));
    this.on('GET', '/_index_template/:name', (_p, [, name]) => {
      const template = this.templates.get(name!);
      if (!template)
        throw new EsError(404, 'resource_not_found_exception', `index template matching [${name}] not found`);
      return { index_templates: [{ name, index_template: template }] };
    });
    this.on('DELETE', '/_index_template/:name', (_p, [, name]) => {
      if (!this.templates.delete(name!))
        throw new EsError(404, 'resource_not_found_exception', `index template matching [${name}] not found`);
      return { acknowledged: true };
    });
    this.on('PUT', '/:index', (p, [name]) => this.createIndex(name!, (p.body ?? {}) as Json));
    this.on('HEAD', '/:index', (_p, [name]) => {
      if (!this.indices.has(name!) && this.aliasTargets(name!).length === 0)
        throw new EsError(404, 'index_not_found_exception', name!);
      return '';
    });
    this.on('GET', '/:index', (_p, [name]) =>
      Object.fromEntries(
        this.resolve(name!).map((index) => [
          index.name,
          {
            aliases: Object.fromEntries([...index.aliases].map((a) => [a, {}])),
            mappings: index.mappings,
            settings: index.settings,
          },
        ]),
      ),
    );
    this.on('DELETE', '/:index', (_p, [name]) => this.deleteIndex(name!));
    this.on(['GET', 'POST'], ['/_refresh', '/:index/_refresh'], (_p, [first]) => {
      const targets = first === '_refresh' ? [...this.indices.values()] : this.resolve(first!);
      for (const index of targets) index.refresh();
      return { _shards: { total: targets.length, successful: targets.length, failed: 0 } };
    });
    this.on('HEAD', '/_alias/:name', (_p, [, name]) => {
      if (this.aliasTargets(name!).length === 0) throw new EsError(404, 'aliases_not_found_exception', name!);
      return '';
    });
    this.on('GET', '/_alias/:name', (_p, [, name]) => {
      const targets = this.aliasTargets(name!);
      if (targets.length === 0) throw new EsError(404, 'aliases_not_found_exception', `alias [${name}] missing`);
      return Object.fromEntries(targets.map((index) => [index, { aliases: { [name!]: {} } }]));
    });
    this.on(['PUT', 'POST'], '/:index/_alias/:name', (_p, [index, , name]) =>
      this.updateAliases([{ add: { index, alias: name } }]),
    );
    this.on('POST', '/_aliases', (p) => this.updateAliases(((p.body as Json).actions ?? []) as Json[]));
    this.on(['PUT', 'POST'], ['/_bulk', '/:index/_bulk'], (p, [first]) =>
      this.bulk(p.body as Json[], first === '_bulk' ? undefined : first, p.querystring.refresh),
    );
    this.on('GET', '/:index/_doc/:id', (p, [name, , id]) => this.getDocument(name!, id!, p.querystring));
    this.on(['GET', 'POST'], ['/_search', '/:index/_search'], (p, [first]) =>
      executeSearch(this.resolve(first === '_search' ? '*' : first!), (p.body ?? {}) as Json, p.querystring),
    );
    this.on(['GET', 'POST'], ['/_msearch', '/:index/_msearch'], (p, [first]) =>
      this.msearch(p.body as Json[], first === '_msearch' ? undefined : first),
    );
  }

  private putTemplate(name: string, body: Template) {
    if (!Array.isArray(body.index_patterns) || body.index_patterns.length === 0) {
      throw new EsError(
        400,
        'action_request_validation_exception',
        'Validation Failed: 1: index patterns are missing;',
      );
    }
    validateMappings(body.template?.mappings);
    const priority = body.priority ?? 0;
    for (const [other, template] of this.templates) {
      if (other === name || (template.priority ?? 0) !== priority) continue;
      const overlaps = body.index_patterns.some((a) =>
        template.index_patterns.some((b) => globToRegExp(a).test(b) || globToRegExp(b).test(a)),
      );
      if (overlaps) {
        throw new EsError(
          400,
          'illegal_argument_exception',
          `index template [${name}] has index patterns ${JSON.stringify(body.index_patterns)} matching patterns from existing templates [${other}] with the same priority [${priority}]`,
        );
      }
    }
    this.templates.set(name, structuredClone(body));
    return { acknowledged: true };
  }

  /** The one template that applies to a new index: the highest priority among the matching ones. */
  private templateFor(name: string): Template | undefined {
    return [...this.templates.values()]
      .filter((t) => t.index_patterns.some((pattern) => globToRegExp(pattern).test(name)))
      .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))[0];
  }

  createIndex(name: string, body: Json): Json {
    if (name !== name.toLowerCase() || /^[-_+]/.test(name) || /[\\/*?"<>| ,#:]/.test(name)) {
      throw new EsError(400, 'invalid_index_name_exception', `Invalid index name [${name}]`);
    }
    if (this.indices.has(name))
      throw new EsError(400, 'resource_already_exists_exception', `index [${name}/x] already exists`);
    if (this.aliasTargets(name).length > 0)
      throw new EsError(400, 'invalid_index_name_exception', `Invalid index name [${name}], already exists as alias`);
    const template = this.templateFor(name)?.template ?? {};
    const requested = (body.mappings ?? {}) as Mappings;
    validateMappings(requested);
    const mappings: Mappings = {
      ...template.mappings,
      ...requested,
      properties: { ...template.mappings?.properties, ...requested.properties },
    };
    const settings = { ...flattenSettings(template.settings), ...flattenSettings(body.settings as Json | undefined) };
    const index = new FakeIndex(name, settings, structuredClone(mappings));
    const aliases = { ...template.aliases, ...(body.aliases as Record<string, Json> | undefined) };
    for (const alias of Object.keys(aliases)) {
      if (this.indices.has(alias))
        throw new EsError(
          400,
          'invalid_alias_name_exception',
          `Invalid alias name [${alias}]: an index or data stream exists with the same name as the alias`,
        );
      index.aliases.add(alias);
    }
    this.indices.set(name, index);
    return { acknowledged: true, shards_acknowledged: true, index: name };
  }

  private deleteIndex(expression: string): Json {
    for (const name of expression.split(',')) {
      // action.destructive_requires_name defaults to true: no wildcards, and never through an alias.
      if (name.includes('*') || name === '_all') {
        throw new EsError(400, 'illegal_argument_exception', 'Wildcard expressions or all indices are not allowed');
      }
      if (!this.indices.has(name)) {
        if (this.aliasTargets(name).length > 0) {
          throw new EsError(
            400,
            'illegal_argument_exception',
            `The provided expression [${name}] matches an alias, specify the corresponding concrete indices instead.`,
          );
        }
        throw new EsError(404, 'index_not_found_exception', `no such index [${name}]`);
      }
    }
    for (const name of expression.split(',')) this.indices.delete(name);
    return { acknowledged: true };
  }

  /** Indices an expression names for reading: names, aliases, wildcards, comma-separated. */
  resolve(expression: string): FakeIndex[] {
    const found = new Set<FakeIndex>();
    for (const part of expression.split(',')) {
      if (part.includes('*') || part === '_all') {
        const pattern = globToRegExp(part === '_all' ? '*' : part);
        for (const index of this.indices.values()) {
          if (pattern.test(index.name) || [...index.aliases].some((a) => pattern.test(a))) found.add(index);
        }
        continue;
      }
      const direct = this.indices.get(part);
      const viaAlias = this.aliasTargets(part).map((name) => this.indices.get(name)!);
      if (!direct && viaAlias.length === 0)
        throw new EsError(404, 'index_not_found_exception', `no such index [${part}]`);
      if (direct) found.add(direct);
      for (const index of viaAlias) found.add(index);
    }
    return [...found];
  }

  /** The index a write to `name` lands in: the index itself, its alias's only index, or a new one. */
  private writeIndex(name: string): FakeIndex {
    const direct = this.indices.get(name);
    if (direct) return direct;
    const targets = this.aliasTargets(name);
    if (targets.length > 1) {
      throw new EsError(
        400,
        'illegal_argument_exception',
        `no write index is defined for alias [${name}]. The write index may be explicitly disabled using is_write_index=false or the alias points to multiple indices without one being designated as a write index`,
      );
    }
    if (targets.length === 1) return this.indices.get(targets[0]!)!;
    // action.auto_create_index: a write to an unknown name creates a concrete index (templates apply).
    this.createIndex(name, {});
    return this.indices.get(name)!;
  }

  private updateAliases(actions: Json[]): Json {
    // Validate everything first: the actions apply atomically, all or none.
    const plan: (() => void)[] = [];
    for (const action of actions) {
      const [type, spec] = Object.entries(action)[0] as [string, Json];
      const index = this.indices.get(String(spec.index));
      if (!index) throw new EsError(404, 'index_not_found_exception', `no such index [${String(spec.index)}]`);
      const alias = String(spec.alias);
      if (type === 'add') {
        if (this.indices.has(alias))
          throw new EsError(
            400,
            'invalid_alias_name_exception',
            `Invalid alias name [${alias}]: an index or data stream exists with the same name as the alias`,
          );
        plan.push(() => index.aliases.add(alias));
      } else if (type === 'remove') {
        if (!index.aliases.has(alias) && spec.must_exist === true) {
          throw new EsError(404, 'aliases_not_found_exception', `aliases [${alias}] missing`);
        }
        plan.push(() => index.aliases.delete(alias));
      } else {
        throw new EsError(400, 'parsing_exception', `the fake does not model alias action [${type}]`);
      }
    }
    for (const step of plan) step();
    return { acknowledged: true, errors: false };
  }

  private bulk(lines: Json[], pathIndex: string | undefined, refresh: string | undefined): Json {
    const items: Json[] = [];
    const touched = new Set<FakeIndex>();
    for (let i = 0; i < lines.length;) {
      const [op, meta] = Object.entries(lines[i++]!)[0] as [string, Json];
      const payload = op === 'delete' ? undefined : lines[i++];
      const target = (meta._index as string | undefined) ?? pathIndex;
      const id = meta._id === undefined ? `auto-${++this.idCounter}` : String(meta._id);
      try {
        if (!target)
          throw new EsError(400, 'action_request_validation_exception', 'Validation Failed: 1: index is missing;');
        const index = this.writeIndex(target);
        if (this.rejectWrite?.(index.name, id))
          throw new EsError(400, 'document_parsing_exception', `[1:1] rejected by the test`);
        touched.add(index);
        items.push({ [op]: { _index: index.name, _id: id, ...this.applyBulkItem(index, op, id, payload) } });
      } catch (error) {
        if (!(error instanceof EsError)) throw error;
        items.push({
          [op]: { _index: target, _id: id, status: error.status, error: { type: error.type, reason: error.reason } },
        });
      }
    }
    if (refresh === 'true' || refresh === '' || refresh === 'wait_for') for (const index of touched) index.refresh();
    return { took: 1, errors: items.some((item) => 'error' in (Object.values(item)[0] as Json)), items };
  }

  private applyBulkItem(index: FakeIndex, op: string, id: string, payload: Json | undefined): Json {
    const existing = index.live.get(id);
    switch (op) {
      case 'index':
      case 'create': {
        if (op === 'create' && existing)
          throw new EsError(
            409,
            'version_conflict_engine_exception',
            `[${id}]: version conflict, document already exists`,
          );
        const doc = index.write(id, structuredClone(payload!));
        return { _version: doc.version, result: existing ? 'updated' : 'created', status: existing ? 200 : 201 };
      }
      case 'delete': {
        const doc = index.delete(id);
        return doc
          ? { _version: doc.version + 1, result: 'deleted', status: 200 }
          : { result: 'not_found', status: 404 };
      }
      case 'update': {
        if (!existing) throw new EsError(404, 'document_missing_exception', `[${id}]: document missing`);
        const merged = { ...existing.source, ...((payload!.doc ?? {}) as Json) };
        // detect_noop (the default): an update that changes nothing writes nothing.
        if (JSON.stringify(merged) === JSON.stringify(existing.source))
          return { _version: existing.version, result: 'noop', status: 200 };
        const doc = index.write(id, merged);
        return { _version: doc.version, result: 'updated', status: 200 };
      }
      default:
        throw new EsError(
          400,
          'illegal_argument_exception',
          `Malformed action/metadata line, expected one of [create, delete, index, update] but found [${op}]`,
        );
    }
  }

  private getDocument(name: string, id: string, querystring: Record<string, string>): Json {
    const targets = this.resolve(name);
    if (targets.length !== 1)
      throw new EsError(
        400,
        'illegal_argument_exception',
        `alias [${name}] has more than one index associated with it, can't execute a single index op`,
      );
    const index = targets[0]!;
    const doc = index.live.get(id);
    if (!doc) throw new EsError(404, 'not_found', id, { _index: index.name, _id: id, found: false });
    const includes = querystring._source_includes?.split(',');
    const excludes = querystring._source_excludes?.split(',');
    return {
      _index: index.name,
      _id: id,
      _version: doc.version,
      _seq_no: doc.seqNo,
      _primary_term: 1,
      found: true,
      _source: filterSource(doc.source, { includes, excludes }),
    };
  }

  private msearch(lines: Json[], pathIndex: string | undefined): Json {
    const responses: Json[] = [];
    for (let i = 0; i < lines.length; i += 2) {
      const header = lines[i]!;
      const body = lines[i + 1] ?? {};
      try {
        const expression = (header.index as string | undefined) ?? pathIndex ?? '*';
        responses.push({ ...executeSearch(this.resolve(expression), body), status: 200 });
      } catch (error) {
        if (!(error instanceof EsError)) throw error;
        responses.push({ ...(error.body as Json), status: error.status });
      }
    }
    return { took: 1, responses };
  }
}
