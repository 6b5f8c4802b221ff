{{/* The image of one app: <registry>/<app>:<tag>. */}}
{{- define "reeltime.image" -}}
{{ .root.Values.image.registry }}/{{ .app }}:{{ .root.Values.image.tag | default .root.Chart.AppVersion }}
{{- end }}

{{/* Labels of every object; `name` is the app's own name label. */}}
{{- define "reeltime.labels" -}}
app.kubernetes.io/name: {{ .name }}
app.kubernetes.io/component: {{ .component }}
app.kubernetes.io/part-of: reeltime
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ .root.Chart.Name }}-{{ .root.Chart.Version }}
{{- end }}

{{/* Non-root, read-only, no privilege escalation, no capabilities; pod-level part. Given a dict, its `volumes`
     are added to the writable /tmp. */}}
{{- define "reeltime.podSecurity" -}}
automountServiceAccountToken: false
securityContext:
  runAsNonRoot: true
  runAsUser: 1000
  runAsGroup: 1000
  fsGroup: 1000
  seccompProfile:
    type: RuntimeDefault
volumes:
  - name: tmp
    emptyDir:
      sizeLimit: 64Mi
  {{- with get . "volumes" }}
  {{- toYaml . | nindent 2 }}
  {{- end }}
{{- end }}

{{/* Container-level part of the same; a dict's `volumeMounts` are added to /tmp's. */}}
{{- define "reeltime.containerSecurity" -}}
securityContext:
  allowPrivilegeEscalation: false
  readOnlyRootFilesystem: true
  privileged: false
  capabilities:
    drop: ["ALL"]
volumeMounts:
  - name: tmp
    mountPath: /tmp
  {{- with get . "volumeMounts" }}
  {{- toYaml . | nindent 2 }}
  {{- end }}
{{- end }}

{{/* DATABASE_URL (pooled) and DATABASE_DIRECT_URL, from the operator's Secret or the existing one. */}}
{{- define "reeltime.databaseEnv" -}}
{{- if .Values.database.cloudnativePg.enabled }}
- name: DB_USER
  valueFrom:
    secretKeyRef: { name: reeltime-db-app, key: username }
- name: DB_PASSWORD
  valueFrom:
    secretKeyRef: { name: reeltime-db-app, key: password }
- name: DATABASE_URL
  value: postgresql://$(DB_USER):$(DB_PASSWORD)@reeltime-db-pooler-rw:5432/reeltime
- name: DATABASE_DIRECT_URL
  valueFrom:
    secretKeyRef: { name: reeltime-db-app, key: uri }
{{- else }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef: { name: {{ .Values.database.existingSecret }}, key: DATABASE_URL }
- name: DATABASE_DIRECT_URL
  valueFrom:
    secretKeyRef: { name: {{ .Values.database.existingSecret }}, key: DATABASE_DIRECT_URL }
{{- end }}
{{- end }}

{{/* A remote's manifest URL: the value given, else its path on the site's own host. */}}
{{- define "reeltime.remoteUrl" -}}
{{- $given := index .root.Values.frontends.remoteUrls .remote -}}
{{- $given | default (printf "https://%s/remotes/%s/mf-manifest.json" .root.Values.host .remote) -}}
{{- end }}
