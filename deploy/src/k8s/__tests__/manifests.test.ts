import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { checkHaproxyConfig, HAPROXY_CFG, HAPROXY_KUBERNETES_SERVERS } from '../../harness/haproxy.js';
import { cloudNativePgErrors, isCloudNativePg } from '../cloudnative-pg-shape.js';
import { lintHelmChart, renderHelmChart, renderKustomization, type K8sObject } from '../render.js';
import { schemaErrors, unknownFieldErrors } from '../kubernetes-schema.js';

const DEPLOY_DIR = path.join(import.meta.dirname, '..', '..', '..');
const OVERLAYS_DIR = path.join(DEPLOY_DIR, 'k8s', 'overlays');
const CHART_DIR = path.join(DEPLOY_DIR, 'helm', 'reeltime');

/** Every way the manifests are rendered: the Kustomize overlays, and the Helm chart with CloudNativePG or a managed database. */
interface Target {
  name: string;
  render: () => K8sObject[];
  /** The namespace every object is rendered in (Kustomize); Helm leaves it to `helm install --namespace`. */
  namespace?: string;
  /** What names the release's migration Job, so each release runs one: the image tag, or the Helm revision. */
  migration: 'named-by-tag' | 'named-by-revision';
  cloudNativePg: boolean;
}
const TARGETS: Target[] = [
  {
    name: 'overlay staging',
    render: () => renderKustomization(path.join(OVERLAYS_DIR, 'staging')),
    namespace: 'reeltime-staging',
    migration: 'named-by-tag',
    cloudNativePg: true,
  },
  {
    name: 'overlay production',
    render: () => renderKustomization(path.join(OVERLAYS_DIR, 'production')),
    namespace: 'reeltime',
    migration: 'named-by-tag',
    cloudNativePg: true,
  },
  { name: 'helm chart', render: () => renderHelmChart(CHART_DIR), migration: 'named-by-revision', cloudNativePg: true },
  {
    name: 'helm chart, managed database',
    render: () =>
      renderHelmChart(CHART_DIR, {
        'database.cloudnativePg.enabled': 'false',
        host: 'tickets.example.org',
        'image.tag': '2027.1.2-3',
      }),
    migration: 'named-by-revision',
    cloudNativePg: false,
  },
];
const REMOTES = ['catalog', 'booking', 'account', 'admin'];

/* eslint-disable @typescript-eslint/no-explicit-any -- rendered YAML is read field by field */
type Any = any;

const rendered = new Map<string, K8sObject[]>();
let fieldErrorsByTarget = new Map<string, string[]>();
let misspeltFieldErrors: string[][] = [];

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function find(objects: K8sObject[], kind: string, name: string): Any {
  const object = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  assert.ok(object, `${kind} ${name} is rendered`);
  return object;
}

/** The generated ConfigMap whose name starts with `name` (kustomize appends a hash of the contents). */
function configMap(objects: K8sObject[], name: string): Any {
  const object = objects.find(
    (candidate) =>
      candidate.kind === 'ConfigMap' && new RegExp(`^${name}(-[a-z0-9]{10})?$`).test(candidate.metadata.name),
  );
  assert.ok(object, `ConfigMap ${name} is rendered`);
  return object;
}

function podSpecs(objects: K8sObject[]): { owner: string; spec: Any }[] {
  return objects
    .filter((object) => object.kind === 'Deployment' || object.kind === 'Job')
    .map((object) => ({ owner: `${object.kind} ${object.metadata.name}`, spec: (object as Any).spec.template.spec }));
}

/** The pods that connect to PostgreSQL: the API's and the migration Job's. */
function databaseClients(objects: K8sObject[]): { owner: string; spec: Any }[] {
  return podSpecs(objects).filter(({ owner }) => owner === 'Deployment reeltime-api' || owner.startsWith('Job '));
}

function matches(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.entries(selector).every(([key, value]) => labels[key] === value);
}

/** How ingress-nginx picks among one host's regex locations: the longest path first, case-insensitive, from the start. */
function routeOf(
  objects: K8sObject[],
  host: string,
  requestPath: string,
): { ingress: Any; service: string; rewritten: string } | undefined {
  const candidates = objects
    .filter((object) => object.kind === 'Ingress')
    .flatMap((ingress: Any) =>
      ingress.spec.rules
        .filter((rule: Any) => rule.host === host)
        .flatMap((rule: Any) => rule.http.paths.map((entry: Any) => ({ ingress, entry }))),
    )
    .sort((a, b) => b.entry.path.length - a.entry.path.length);
  for (const { ingress, entry } of candidates) {
    const match = new RegExp(`^${entry.path}`, 'i').exec(requestPath);
    if (!match) continue;
    const rewrite: string | undefined = ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/rewrite-target'];
    const rewritten = rewrite
      ? rewrite.replace(/\$(\d)/g, (_all, group: string) => match[Number(group)] ?? '')
      : requestPath;
    return { ingress, service: entry.backend.service.name, rewritten: rewritten || '/' };
  }
  return undefined;
}

before(() => {
  for (const target of TARGETS) rendered.set(target.name, target.render());
  const production = rendered.get('overlay production')!;
  // Objects each with misspelt fields, checked in the same program as the rendered ones.
  const deployment: Any = copy(find(production, 'Deployment', 'reeltime-api'));
  deployment.spec.replica = 3;
  const shell: Any = copy(find(production, 'Deployment', 'reeltime-shell'));
  const [container] = shell.spec.template.spec.containers;
  container.readinesProbe = container.readinessProbe;
  delete container.readinessProbe;
  const ingress: Any = copy(find(production, 'Ingress', 'reeltime-api-events'));
  ingress.spec.rules[0].http.paths[0].backend.service.port.nmae = 'http';
  const misspelt = [deployment, shell, ingress];

  const core = TARGETS.flatMap(({ name }) =>
    rendered
      .get(name)!
      .filter((object) => !isCloudNativePg(object))
      .map((object) => ({ name, object })),
  );
  const errors = unknownFieldErrors([...core.map(({ object }) => object), ...misspelt]);
  fieldErrorsByTarget = new Map(
    TARGETS.map(({ name }) => [name, core.flatMap((entry, index) => (entry.name === name ? errors[index] : []))]),
  );
  misspeltFieldErrors = errors.slice(core.length);
});

test('a misspelt field is refused: unknown fields at any depth, wrong types, unknown CloudNativePG fields', async () => {
  assert.match(misspeltFieldErrors[0].join('\n'), /'"replica"' does not exist in type 'IDeploymentSpec'/);
  assert.match(misspeltFieldErrors[1].join('\n'), /'"readinesProbe"' does not exist in type 'IContainer'/);
  assert.match(misspeltFieldErrors[2].join('\n'), /'"nmae"' does not exist in type 'IServiceBackendPort'/);

  const wrongType: Any = copy(find(rendered.get('overlay production')!, 'Deployment', 'reeltime-api'));
  wrongType.spec.template.spec.containers[0].ports[0].containerPort = 'eight thousand';
  assert.match((await schemaErrors([wrongType])).join('\n'), /containerPort must be integer/);
  assert.match(
    (await schemaErrors([{ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } }])).join('\n'),
    /no Kubernetes schema/,
  );

  const pooler: Any = copy(find(rendered.get('overlay production')!, 'Pooler', 'reeltime-db-pooler-rw'));
  pooler.spec.pgbouncer.poolMod = 'transaction';
  pooler.spec.type = 'primary';
  assert.deepEqual(cloudNativePgErrors(pooler), [
    'Pooler reeltime-db-pooler-rw: spec.pgbouncer.poolMod is not a field of this object',
    'Pooler reeltime-db-pooler-rw: spec.type must be one of rw, ro, r',
  ]);
});

test("a remote moved to a CDN is one patch of the shell's environment, kept as given", (context) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-overlay-'));
  context.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const cdn = 'https://cdn.example.net/catalog/2026.11.26-1/mf-manifest.json';
  fs.writeFileSync(
    path.join(dir, 'kustomization.yaml'),
    [
      'resources:',
      `  - ${path.relative(dir, path.join(OVERLAYS_DIR, 'production'))}`,
      'patches:',
      '  - target:',
      '      kind: Deployment',
      '      name: reeltime-shell',
      '    patch: |-',
      '      - op: add',
      '        path: /spec/template/spec/containers/0/env',
      '        value:',
      '          - name: CATALOG_REMOTE_URL',
      `            value: ${cdn}`,
      '',
    ].join('\n'),
  );
  const shell = find(renderKustomization(dir), 'Deployment', 'reeltime-shell');
  assert.deepEqual(shell.spec.template.spec.containers[0].env, [{ name: 'CATALOG_REMOTE_URL', value: cdn }]);
});

test('the deploying guide names every setting and Secret key the manifests give the containers', () => {
  const guide = fs.readFileSync(path.join(DEPLOY_DIR, '..', 'docs', 'deploying.md'), 'utf8');
  const objects = rendered.get('overlay production')!;
  const names = new Set<string>();
  for (const container of podSpecs(objects).flatMap(({ spec }) => spec.containers as Any[])) {
    for (const entry of container.env ?? []) names.add(entry.name);
    // Settings given whole from a ConfigMap (the others hold files, e.g. HAProxy's configuration).
    for (const source of container.envFrom ?? [])
      for (const key of Object.keys(find(objects, 'ConfigMap', source.configMapRef.name).data)) names.add(key);
  }
  const missing = [...names].filter(
    (name) => !['DB_USER', 'DB_PASSWORD'].includes(name) && !guide.includes(`\`${name}\``),
  );
  assert.deepEqual(missing, []);
});

test('the Helm chart passes helm lint --strict', () => {
  lintHelmChart(CHART_DIR);
});

for (const target of TARGETS) {
  describe(target.name, () => {
    const objects = () => rendered.get(target.name)!;

    test('every object conforms to the Kubernetes API schemas, with no unknown field', async () => {
      assert.ok(objects().length > 20);
      assert.deepEqual(await schemaErrors(objects().filter((object) => !isCloudNativePg(object))), []);
      assert.deepEqual(fieldErrorsByTarget.get(target.name), []);
      assert.deepEqual(objects().filter(isCloudNativePg).flatMap(cloudNativePgErrors), []);
      if (target.namespace) {
        const namespace = find(objects(), 'Namespace', target.namespace);
        assert.equal(namespace.metadata.labels['pod-security.kubernetes.io/enforce'], 'restricted');
        for (const object of objects().filter((candidate) => candidate.kind !== 'Namespace')) {
          assert.equal(
            object.metadata.namespace,
            target.namespace,
            `${object.kind} ${object.metadata.name} is in the overlay's namespace`,
          );
        }
      }
    });

    test('no secret value is written: no Secret object, secrets only referenced', () => {
      assert.deepEqual(
        objects()
          .filter((object) => object.kind === 'Secret')
          .map((object) => object.metadata.name),
        [],
      );
      for (const { owner, spec } of podSpecs(objects())) {
        for (const entry of spec.containers.flatMap((container: Any) => container.env ?? [])) {
          if (/SECRET|KEY|TOKEN|PASSWORD|SMTP_URL/.test(entry.name)) {
            assert.ok(entry.valueFrom?.secretKeyRef, `${owner}: ${entry.name} comes from a Secret`);
          }
          if (/^DATABASE(_DIRECT)?_URL$/.test(entry.name) && entry.value !== undefined) {
            // Composed from the operator's Secret: no credential in the text itself.
            assert.match(entry.value, /^postgresql:\/\/\$\(DB_USER\):\$\(DB_PASSWORD\)@/, `${owner}: ${entry.name}`);
          }
        }
      }
      for (const config of objects().filter((object) => object.kind === 'ConfigMap') as Any[]) {
        for (const key of Object.keys(config.data))
          assert.doesNotMatch(key, /SECRET|PASSWORD|TOKEN|DATABASE_URL|SMTP_URL/, `${config.metadata.name}: ${key}`);
      }
    });

    test('every container runs non-root, read-only, without privilege escalation or capabilities, with limits', () => {
      const specs = podSpecs(objects());
      assert.equal(specs.length, 8, 'the API, its migration Job, its load balancer, the shell and four remotes');
      for (const { owner, spec } of specs) {
        assert.equal(spec.securityContext.runAsNonRoot, true, owner);
        assert.ok(spec.securityContext.runAsUser > 0, owner);
        assert.equal(spec.automountServiceAccountToken, false, owner);
        for (const container of spec.containers) {
          assert.equal(container.securityContext.readOnlyRootFilesystem, true, owner);
          assert.equal(container.securityContext.allowPrivilegeEscalation, false, owner);
          assert.deepEqual(container.securityContext.capabilities.drop, ['ALL'], owner);
          assert.ok(
            container.resources.requests.cpu && container.resources.limits.memory,
            `${owner} has requests and limits`,
          );
          const tmp = container.volumeMounts.find((mount: Any) => mount.mountPath === '/tmp');
          assert.ok(
            spec.volumes.find((volume: Any) => volume.name === tmp?.name)?.emptyDir,
            `${owner} writes only to an emptyDir /tmp`,
          );
        }
      }
    });

    test('the API: readiness and liveness probes, migrations left to the Job, replicas kept by a PDB and an HPA', () => {
      const api = find(objects(), 'Deployment', 'reeltime-api');
      const [container] = api.spec.template.spec.containers;
      assert.equal(container.readinessProbe.httpGet.path, '/health/ready');
      assert.equal(container.livenessProbe.httpGet.path, '/health/live');
      assert.equal(api.spec.strategy.rollingUpdate.maxUnavailable, 0);
      const config = configMap(objects(), 'reeltime-api');
      assert.equal(container.envFrom[0].configMapRef.name, config.metadata.name);
      assert.equal(config.data.DB_MIGRATE_ON_START, 'false');
      assert.equal(
        config.data.DB_SESSION_SETTINGS,
        'role',
        'nothing a transaction pooler would refuse is sent on connect',
      );
      assert.equal(config.data.NODE_ENV, 'production');
      const grace = Number(config.data.SHUTDOWN_DRAIN_SECONDS) + Number(config.data.SHUTDOWN_GRACE_SECONDS) + 5;
      assert.ok(
        api.spec.template.spec.terminationGracePeriodSeconds > grace,
        'the pod is not killed before the process has drained',
      );

      const podLabels = api.spec.template.metadata.labels;
      const pdb = find(objects(), 'PodDisruptionBudget', 'reeltime-api');
      assert.ok(matches(pdb.spec.selector.matchLabels, podLabels), 'the PDB selects the API pods');
      assert.equal(pdb.spec.maxUnavailable, 1);
      const hpa = find(objects(), 'HorizontalPodAutoscaler', 'reeltime-api');
      assert.deepEqual(hpa.spec.scaleTargetRef, { apiVersion: 'apps/v1', kind: 'Deployment', name: 'reeltime-api' });
      assert.ok(hpa.spec.minReplicas >= 2 && hpa.spec.maxReplicas >= hpa.spec.minReplicas);
      assert.equal(api.spec.replicas, undefined, 'the HPA owns the replica count');
      const service = find(objects(), 'Service', 'reeltime-api');
      assert.ok(matches(service.spec.selector, podLabels));

      // Metrics on their own port, announced to Prometheus, out of reach of every Service (so of the Ingress).
      const metricsPort = container.ports.find((port: Any) => port.name === 'metrics').containerPort;
      assert.equal(config.data.METRICS_PORT, String(metricsPort));
      assert.equal(api.spec.template.metadata.annotations['prometheus.io/port'], String(metricsPort));
      for (const candidate of objects().filter((object) => object.kind === 'Service') as Any[]) {
        for (const port of candidate.spec.ports)
          assert.ok(
            ![metricsPort, 'metrics'].includes(port.targetPort),
            `${candidate.metadata.name} does not expose the metrics`,
          );
      }
    });

    test("HAProxy between the Ingress and the API: the repository's configuration, valid with the pod's environment, finding the API pods", async (context) => {
      const balancer = find(objects(), 'Deployment', 'reeltime-api-balancer');
      const pod = balancer.spec.template.spec;
      const [container] = pod.containers;
      const labels = balancer.spec.template.metadata.labels;
      assert.ok(matches(find(objects(), 'Service', 'reeltime-api-balancer').spec.selector, labels));
      assert.ok(
        matches(find(objects(), 'PodDisruptionBudget', 'reeltime-api-balancer').spec.selector.matchLabels, labels),
      );
      assert.ok(balancer.spec.replicas >= 2, 'a node drain never leaves the API unreachable');

      // The files HAProxy is started with are the repository's, from the mounted ConfigMap.
      const mount = container.volumeMounts.find((entry: Any) => entry.name !== 'tmp');
      const config = find(
        objects(),
        'ConfigMap',
        pod.volumes.find((volume: Any) => volume.name === mount.name).configMap.name,
      );
      const files = container.command.filter((_arg: string, index: number) => container.command[index - 1] === '-f');
      assert.deepEqual(
        files.map((file: string) => path.posix.relative(mount.mountPath, file)),
        ['haproxy.cfg', 'servers-kubernetes.cfg'],
      );
      assert.equal(config.data['haproxy.cfg'], fs.readFileSync(HAPROXY_CFG, 'utf8'));
      assert.equal(config.data['servers-kubernetes.cfg'], fs.readFileSync(HAPROXY_KUBERNETES_SERVERS, 'utf8'));

      // The environment as the kubelet gives it: the pod's namespace, then $(VAR) references expanded in order.
      const podNamespace = target.namespace ?? 'reeltime';
      const env: Record<string, string> = {};
      for (const entry of container.env as Any[]) {
        env[entry.name] =
          entry.valueFrom?.fieldRef?.fieldPath === 'metadata.namespace'
            ? podNamespace
            : String(entry.value).replace(/\$\((\w+)\)/g, (_all, name: string) => env[name]);
      }
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-balancer-'));
      context.after(() => fs.rmSync(dir, { recursive: true, force: true }));
      for (const [name, text] of Object.entries(config.data as Record<string, string>))
        fs.writeFileSync(path.join(dir, name), text);
      assert.match(
        await checkHaproxyConfig(
          files.map((file: string) => path.join(dir, path.posix.basename(file))),
          env,
        ),
        /Configuration file is valid/,
      );

      const port = (name: string) => container.ports.find((entry: Any) => entry.name === name).containerPort;
      assert.equal(env.HAPROXY_BIND, `:${port('http')}`);
      assert.equal(env.HAPROXY_STATS_BIND, `:${port('stats')}`);
      assert.deepEqual(container.readinessProbe.httpGet, { path: '/ready', port: 'stats' });

      // The API pods, by their own addresses: a headless Service of the API's ready pods, in the pod's namespace.
      const [serviceName, namespace, svc] = env.API_SERVICE_HOST.split('.');
      assert.deepEqual([namespace, svc], [podNamespace, 'svc']);
      const headless = find(objects(), 'Service', serviceName);
      assert.equal(headless.spec.clusterIP, 'None');
      const api = find(objects(), 'Deployment', 'reeltime-api');
      assert.ok(matches(headless.spec.selector, api.spec.template.metadata.labels));
      const apiPort = api.spec.template.spec.containers[0].ports.find(
        (entry: Any) => entry.name === 'http',
      ).containerPort;
      assert.equal(env.API_PORT, String(apiPort));
      const hpa = find(objects(), 'HorizontalPodAutoscaler', 'reeltime-api');
      assert.ok(Number(env.API_SERVER_SLOTS) > hpa.spec.maxReplicas, 'a slot for every API pod, surge included');
      assert.equal(
        configMap(objects(), 'reeltime-api').data.TRUST_PROXY,
        '2',
        'the client is the address the ingress controller saw, before HAProxy',
      );
    });

    test('the shell and each remote: a Deployment, a Service and a PDB of their own, configured by the site ConfigMap', () => {
      const site = configMap(objects(), 'reeltime-site');
      for (const app of ['shell', ...REMOTES]) {
        const deployment = find(objects(), 'Deployment', `reeltime-${app}`);
        const labels = deployment.spec.template.metadata.labels;
        assert.match(
          deployment.spec.template.spec.containers[0].image,
          new RegExp(`/${app === 'shell' ? 'shell' : `mf-${app}`}:`),
        );
        assert.equal(deployment.spec.template.spec.containers[0].envFrom[0].configMapRef.name, site.metadata.name);
        assert.ok(matches(find(objects(), 'Service', `reeltime-${app}`).spec.selector, labels));
        assert.ok(matches(find(objects(), 'PodDisruptionBudget', `reeltime-${app}`).spec.selector.matchLabels, labels));
      }
    });

    test('the migration Job runs the migrations once per release, on the direct connection', () => {
      const api = find(objects(), 'Deployment', 'reeltime-api');
      const image: string = api.spec.template.spec.containers[0].image;
      const tag = image.split(':')[1];
      const jobs = objects().filter((object) => object.kind === 'Job') as Any[];
      assert.equal(jobs.length, 1);
      const [job] = jobs;
      if (target.migration === 'named-by-tag') {
        assert.equal(job.metadata.name, `reeltime-migrate-${tag}`, 'a new release is a new Job');
      } else {
        assert.equal(
          job.metadata.name,
          'reeltime-migrate-1',
          'each revision (helm template renders the first) is a new Job',
        );
      }
      const [container] = job.spec.template.spec.containers;
      assert.deepEqual(container.command, ['node', 'api/dist/cli/migrate.js']);
      assert.equal(container.image, image, "the release's own migrations");
      assert.equal(job.spec.template.spec.restartPolicy, 'Never');
      assert.ok(
        container.env.some((entry: Any) => entry.name === 'DATABASE_DIRECT_URL' && entry.valueFrom?.secretKeyRef),
      );
    });

    test('PostgreSQL through PgBouncer in transaction mode; LISTEN and migrations on the primary directly', () => {
      if (!target.cloudNativePg) {
        assert.deepEqual(objects().filter(isCloudNativePg), []);
        for (const { owner, spec } of databaseClients(objects())) {
          const env = spec.containers[0].env as Any[];
          for (const name of ['DATABASE_URL', 'DATABASE_DIRECT_URL']) {
            assert.deepEqual(
              env.find((entry) => entry.name === name).valueFrom.secretKeyRef,
              { name: 'reeltime-database', key: name },
              `${owner}: ${name}`,
            );
          }
        }
        return;
      }
      const cluster = find(objects(), 'Cluster', 'reeltime-db');
      const pooler = find(objects(), 'Pooler', 'reeltime-db-pooler-rw');
      assert.equal(pooler.spec.cluster.name, cluster.metadata.name);
      assert.equal(pooler.spec.pgbouncer.poolMode, 'transaction');
      assert.equal(pooler.spec.type, 'rw');
      assert.ok(
        cluster.spec.bootstrap.initdb.postInitApplicationSQL.some((sql: string) =>
          /ALTER ROLE reeltime SET statement_timeout/.test(sql),
        ),
        'the timeouts are role defaults, which a transaction pooler keeps',
      );
      for (const { owner, spec } of databaseClients(objects())) {
        const env = spec.containers[0].env as Any[];
        const pooled = env.find((entry) => entry.name === 'DATABASE_URL');
        assert.equal(
          new URL(pooled.value.replace(/\$\(\w+\)/g, 'x')).hostname,
          pooler.metadata.name,
          `${owner}: DATABASE_URL is the pooler`,
        );
        const direct = env.find((entry) => entry.name === 'DATABASE_DIRECT_URL');
        assert.deepEqual(
          direct.valueFrom.secretKeyRef,
          { name: `${cluster.metadata.name}-app`, key: 'uri' },
          `${owner}: the primary's own URL`,
        );
        const names = env.map((entry) => entry.name);
        assert.ok(
          names.indexOf('DB_PASSWORD') < names.indexOf('DATABASE_URL'),
          `${owner}: $(DB_PASSWORD) is defined before it is used`,
        );
      }
    });

    test('the Ingress: TLS, / to the shell, each remote under /remotes, /_api to the API, live streams unbuffered', () => {
      const site = configMap(objects(), 'reeltime-site');
      const host: string = site.data.PUBLIC_HOST;
      const ingresses = objects().filter((object) => object.kind === 'Ingress') as Any[];
      assert.ok(ingresses.length > 0);
      for (const ingress of ingresses) {
        assert.deepEqual(
          ingress.spec.rules.map((rule: Any) => rule.host),
          [host],
          ingress.metadata.name,
        );
        assert.deepEqual(
          ingress.spec.tls,
          [{ hosts: [host], secretName: 'reeltime-tls' }],
          `${ingress.metadata.name} serves HTTPS`,
        );
        for (const entry of ingress.spec.rules.flatMap((rule: Any) => rule.http.paths)) {
          const service = find(objects(), 'Service', entry.backend.service.name);
          const deployment = objects().find(
            (object: Any) =>
              object.kind === 'Deployment' && matches(service.spec.selector, object.spec.template.metadata.labels),
          );
          assert.ok(deployment, `${service.metadata.name} has pods`);
        }
      }
      assert.ok(
        find(objects(), 'Ingress', 'reeltime-site').metadata.annotations['cert-manager.io/cluster-issuer'],
        'cert-manager issues the certificate',
      );

      assert.deepEqual(routeOf(objects(), host, '/movies/12')?.service, 'reeltime-shell');
      assert.deepEqual(routeOf(objects(), host, '/')?.service, 'reeltime-shell');
      for (const remote of REMOTES) {
        // The shell's config names each remote's manifest; the Ingress must lead there, prefix removed.
        const manifest = new URL(site.data[`${remote.toUpperCase()}_REMOTE_URL`]);
        assert.equal(manifest.protocol, 'https:');
        assert.equal(manifest.host, host);
        const route = routeOf(objects(), host, manifest.pathname);
        assert.deepEqual(
          { service: route?.service, path: route?.rewritten },
          { service: `reeltime-${remote}`, path: '/mf-manifest.json' },
        );
        assert.equal(
          routeOf(objects(), host, `${path.posix.dirname(manifest.pathname)}/static/js/1.js`)?.rewritten,
          '/static/js/1.js',
        );
      }
      assert.equal(site.data.API_PATH, '/_api');
      assert.equal(site.data.SHELL_URL, `https://${host}`);
      const api = routeOf(objects(), host, '/_api/movies/browse?city=Mumbai');
      assert.deepEqual(
        { service: api?.service, path: api?.rewritten },
        { service: 'reeltime-api-balancer', path: '/movies/browse?city=Mumbai' },
      );
      assert.equal(api?.ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-buffering'], undefined);

      for (const stream of ['/_api/api/seats/slot/42/events', '/_api/api/admin/reports/today/events']) {
        const route = routeOf(objects(), host, stream);
        assert.deepEqual(
          { service: route?.service, path: route?.rewritten },
          { service: 'reeltime-api-balancer', path: stream.slice('/_api'.length) },
        );
        const annotations = route?.ingress.metadata.annotations;
        assert.equal(annotations['nginx.ingress.kubernetes.io/proxy-buffering'], 'off', `${stream} is not buffered`);
        assert.ok(
          Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']) >= 3600,
          `${stream} stays open`,
        );
      }

      const apiConfig = configMap(objects(), 'reeltime-api');
      assert.equal(apiConfig.data.SITE_URL, `https://${host}`);
      assert.equal(apiConfig.data.CORS_ORIGINS, `https://${host}`);
      assert.equal(apiConfig.data.API_PUBLIC_URL, `https://${host}/_api`);
    });
  });
}
