<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AdvisoryRules</name>
    <message>
        <source>the training data lives in %1 but the TPUs run in %2: reads cross regions, which is slower and billed as network egress; keep the bucket in %2 or in a multi-region that contains it</source>
        <translation>die Trainingsdaten liegen in %1, die TPUs laufen aber in %2: Lesezugriffe gehen über Regionsgrenzen hinweg, sind dadurch langsamer und werden als ausgehender Netzwerktraffic (Egress) abgerechnet; legen Sie den Bucket in %2 oder in einer Multi-Region ab, die diese Region enthält</translation>
    </message>
    <message>
        <source>%1 needs GKE %2</source>
        <translation>%1 erfordert GKE %2</translation>
    </message>
    <message>
        <source>node auto-provisioning creates TPU node pools only within the cluster&apos;s TPU resource limits: set a limit for each TPU accelerator the plan uses</source>
        <translation>die automatische Knotenbereitstellung erstellt TPU-Knotenpools nur innerhalb der TPU-Ressourcenlimits des Clusters: legen Sie für jeden TPU-Beschleuniger, den der Plan verwendet, ein Limit fest</translation>
    </message>
    <message>
        <source>; auto-provisioning of TPU pools: %1</source>
        <translation>; automatische Bereitstellung von TPU-Pools: %1</translation>
    </message>
    <message>
        <source>GKE cost allocation and usage metering do not include TPU usage or cost; use the cost summary and Cloud Billing reports for TPUs</source>
        <translation>GKE-Kostenzuordnung und Nutzungsmessung erfassen weder TPU-Nutzung noch TPU-Kosten; verwenden Sie für TPUs die Kostenübersicht und die Cloud Billing-Berichte</translation>
    </message>
    <message>
        <source>long-running training loses the work since its last checkpoint when interrupted: give it a higher priority class than other jobs, set a maintenance exclusion and checkpoint often</source>
        <translation>ein lang laufendes Training verliert bei einer Unterbrechung die Arbeit seit dem letzten Checkpoint: geben Sie ihm eine höhere Prioritätsklasse als anderen Jobs, legen Sie einen Wartungsausschluss fest und erstellen Sie häufig Checkpoints</translation>
    </message>
    <message>
        <source>%1 does not support %2 (source: %3); port the workload to a framework it supports or choose another TPU version</source>
        <translation>%1 unterstützt %2 nicht (Quelle: %3); portieren Sie die Arbeitslast auf ein unterstütztes Framework oder wählen Sie eine andere TPU-Version</translation>
    </message>
    <message>
        <source>multi-host %1 pools are placed by a %2 workload policy for topology %3, applied with --placement-policy instead of --tpu-topology (GKE refuses compact placement for %1); one policy per project, region and topology serves every such pool, and the export creates it</source>
        <translation>Multi-Host-Pools von %1 werden durch eine %2-Workload-Richtlinie für die Topologie %3 platziert, angewendet mit --placement-policy statt --tpu-topology (GKE lehnt kompakte Platzierung für %1 ab); eine Richtlinie pro Projekt, Region und Topologie dient allen solchen Pools, und der Export legt sie an</translation>
    </message>
    <message>
        <source>%1 block pools for dynamic slicing are placed by a %2 workload policy for topology %3 in the %4 mode (--accelerator-topology-mode=%4), applied with --placement-policy instead of --tpu-topology: the blocks&apos; nodes come up without their ICI links and GKE&apos;s slice controller links each workload&apos;s slice; one policy per project, region, topology and mode serves every such pool, and the export creates it</source>
        <translation>%1-Block-Pools für dynamisches Slicing werden über eine Workload-Richtlinie vom Typ %2 für die Topologie %3 im Modus %4 (--accelerator-topology-mode=%4) platziert, zugewiesen mit --placement-policy statt --tpu-topology: Die Knoten der Blöcke starten ohne ihre ICI-Verbindungen, und der Slice-Controller von GKE verbindet den Slice jeder Arbeitslast; eine Richtlinie pro Projekt, Region, Topologie und Modus dient allen solchen Pools, und der Export legt sie an</translation>
    </message>
</context>
<context>
    <name>AvailabilityRules</name>
    <message>
        <source>&apos;%1&apos; is not a TPU version this catalog knows; use one of: %2</source>
        <translation>&apos;%1&apos; ist keine TPU-Version, die dieser Katalog kennt; verwenden Sie eine der folgenden: %2</translation>
    </message>
    <message>
        <source>&apos;accelerator&apos; is for Autopilot plans; a Standard pool names a machine type instead (for %1: %2)</source>
        <translation>&apos;accelerator&apos; ist für Autopilot-Pläne gedacht; ein Standard-Pool gibt stattdessen einen Maschinentyp an (für %1: %2)</translation>
    </message>
    <message>
        <source>a Standard pool needs a machine type; for %1 choose one of: %2</source>
        <translation>ein Standard-Pool benötigt einen Maschinentyp; wählen Sie für %1 einen der folgenden: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an Autopilot accelerator, not a Standard machine type; for %2 choose one of: %3</source>
        <translation>&apos;%1&apos; ist ein Autopilot-Beschleuniger, kein Standard-Maschinentyp; wählen Sie für %2 einen der folgenden: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU machine type; for %2 choose one of: %3</source>
        <translation>&apos;%1&apos; ist kein TPU-Maschinentyp; wählen Sie für %2 einen der folgenden: %3</translation>
    </message>
    <message>
        <source>%1 is a %2 machine type, but the pool asks for %3; choose one of: %4, or set tpu to %2</source>
        <translation>%1 ist ein Maschinentyp für %2, der Pool verlangt aber %3; wählen Sie einen der folgenden: %4, oder setzen Sie tpu auf %2</translation>
    </message>
    <message>
        <source>Autopilot chooses the machine type itself; remove &apos;machineType&apos; and, if you like, name the accelerator instead (%1)</source>
        <translation>Autopilot wählt den Maschinentyp selbst; entfernen Sie &apos;machineType&apos; und geben Sie stattdessen bei Bedarf den Beschleuniger an (%1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a Standard machine type; Autopilot pools name an accelerator: %2</source>
        <translation>&apos;%1&apos; ist ein Standard-Maschinentyp; Autopilot-Pools geben einen Beschleuniger an: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU accelerator; for %2 use: %3</source>
        <translation>&apos;%1&apos; ist kein TPU-Beschleuniger; verwenden Sie für %2: %3</translation>
    </message>
    <message>
        <source>%1 is the %2 accelerator, but the pool asks for %3; use %4, or set tpu to %2</source>
        <translation>%1 ist der Beschleuniger für %2, der Pool verlangt aber %3; verwenden Sie %4 oder setzen Sie tpu auf %2</translation>
    </message>
    <message>
        <source>zone %1 is not in the cluster&apos;s region %2, and %3 is not offered anywhere in %2; move the cluster to a region of: %4</source>
        <translation>die Zone %1 liegt nicht in der Region %2 des Clusters, und %3 wird nirgends in %2 angeboten; verlegen Sie den Cluster in eine dieser Regionen: %4</translation>
    </message>
    <message>
        <source>zone %1 is not in the cluster&apos;s region %2; use a zone of %2 that offers %3: %4</source>
        <translation>die Zone %1 liegt nicht in der Region %2 des Clusters; verwenden Sie eine Zone in %2, die %3 anbietet: %4</translation>
    </message>
    <message>
        <source>single-host %1 pools in %2 must use zone %3; change the zone to %3</source>
        <translation>Single-Host-Pools mit %1 in %2 müssen die Zone %3 verwenden; ändern Sie die Zone in %3</translation>
    </message>
    <message>
        <source>%1 needs GKE %2 or later on Standard clusters, but the cluster runs %3; raise cluster.version</source>
        <translation>%1 erfordert auf Standard-Clustern GKE %2 oder höher, der Cluster läuft aber mit %3; erhöhen Sie cluster.version</translation>
    </message>
    <message>
        <source>%1 needs GKE %2 or later on Autopilot clusters, but the cluster runs %3; raise cluster.version</source>
        <translation>%1 erfordert auf Autopilot-Clustern GKE %2 oder höher, der Cluster läuft aber mit %3; erhöhen Sie cluster.version</translation>
    </message>
    <message>
        <source>%1 is offered only in %2, not in %3; pick that zone or another TPU version</source>
        <translation>%1 wird nur in %2 angeboten, nicht in %3; wählen Sie diese Zone oder eine andere TPU-Version</translation>
    </message>
    <message>
        <source>%1 is not offered in %2; it is offered in %3; pick one of those zones or another TPU version</source>
        <translation>%1 wird in %2 nicht angeboten, aber in %3; wählen Sie eine dieser Zonen oder eine andere TPU-Version</translation>
    </message>
    <message>
        <source>%1 is offered in %2 but not in %3; pick one of those zones or another machine type</source>
        <translation>%1 wird in %2 angeboten, aber nicht in %3; wählen Sie eine dieser Zonen oder einen anderen Maschinentyp</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message numerus="yes">
        <source>in %1, single-host %2 pools need at least %n chip(s), more than one %3-chip %2 VM holds, so %2 cannot be single-host there; use %4 for a single-host pool, or another zone</source>
        <translation>
            <numerusform>in %1 brauchen Single-Host-Pools von %2 mindestens %n Chip, mehr als eine %2-VM mit %3 Chips fasst, daher kann %2 dort nicht Single-Host sein; verwenden Sie %4 für einen Single-Host-Pool oder eine andere Zone</numerusform>
            <numerusform>in %1 brauchen Single-Host-Pools von %2 mindestens %n Chips, mehr als eine %2-VM mit %3 Chips fasst, daher kann %2 dort nicht Single-Host sein; verwenden Sie %4 für einen Single-Host-Pool oder eine andere Zone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %1, single-host %2 pools need a topology of at least %n chip(s); use a larger topology, another machine type or another zone</source>
        <translation>
            <numerusform>in %1 brauchen Single-Host-Pools von %2 eine Topologie mit mindestens %n Chip; verwenden Sie eine größere Topologie, einen anderen Maschinentyp oder eine andere Zone</numerusform>
            <numerusform>in %1 brauchen Single-Host-Pools von %2 eine Topologie mit mindestens %n Chips; verwenden Sie eine größere Topologie, einen anderen Maschinentyp oder eine andere Zone</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BundleReadme</name>
    <message>
        <source>Indexed Job + headless Service</source>
        <translation>Indexed Job + Headless Service</translation>
    </message>
    <message>
        <source>Review bundle: %1</source>
        <translation>Prüfpaket: %1</translation>
    </message>
    <message>
        <source>Generated by tpu-plan from `%1`. Cluster **%2** (%3) in %4, GKE %5.</source>
        <translation>Von tpu-plan aus `%1` generiert. Cluster **%2** (%3) in %4, GKE %5.</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message numerus="yes">
        <source>this plan has %n error finding(s) and was exported with --force. Read findings.json before applying anything.</source>
        <translation>
            <numerusform>Dieser Plan enthält %n Fehler und wurde mit --force exportiert. Lesen Sie findings.json, bevor Sie etwas anwenden.</numerusform>
            <numerusform>Dieser Plan enthält %n Fehler und wurde mit --force exportiert. Lesen Sie findings.json, bevor Sie etwas anwenden.</numerusform>
        </translation>
    </message>
    <message>
        <source>What is in this folder</source>
        <translation>Inhalt dieses Ordners</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>the plan as saved (normalised)</source>
        <translation>der Plan in gespeicherter Form (normalisiert)</translation>
    </message>
    <message>
        <source>validation findings, as `tpu-plan validate --format json` prints them: %1 error(s), %2 warning(s), %3 info</source>
        <translation>Validierungsbefunde im Format von `tpu-plan validate --format json` (Fehler: %1, Warnungen: %2, Info: %3)</translation>
    </message>
    <message>
        <source>creates the Autopilot cluster (`clusters create-auto`)</source>
        <translation>erstellt den Autopilot-Cluster (`clusters create-auto`)</translation>
    </message>
    <message>
        <source>creates the cluster, its small system node pool and one TPU node pool per slice</source>
        <translation>erstellt den Cluster, seinen kleinen System-Knotenpool und einen TPU-Knotenpool pro Slice</translation>
    </message>
    <message>
        <source>node auto-provisioning limits (CPU, memory, TPU chips) that gcloud.sh passes to the cluster</source>
        <translation>Limits der automatischen Knotenbereitstellung (CPU, Arbeitsspeicher, TPU-Chips), die gcloud.sh an den Cluster übergibt</translation>
    </message>
    <message>
        <source>the same cluster and node pools for Terraform</source>
        <translation>derselbe Cluster und dieselben Knotenpools für Terraform</translation>
    </message>
    <message>
        <source>cost summary per pool and total, selected price beside on-demand, Spot, 1y and 3y</source>
        <translation>Kostenübersicht pro Pool und insgesamt, ausgewählter Preis neben On-Demand, Spot, 1 Jahr und 3 Jahren</translation>
    </message>
    <message>
        <source>the cost summary for spreadsheets and scripts</source>
        <translation>die Kostenübersicht für Tabellenkalkulationen und Skripte</translation>
    </message>
    <message>
        <source>this file</source>
        <translation>diese Datei</translation>
    </message>
    <message>
        <source>pool %1: %2 for %3 %4 (%5 chips per node)</source>
        <translation>Pool %1: %2 für %3 %4 (%5 Chips pro Knoten)</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Pools</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Selected %1/month</source>
        <translation>Ausgewählt %1/Monat</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Total per month with the GKE cluster fee: **%1 %2** (prices as of %3; see cost.md for sources and notes).</source>
        <translation>Gesamt pro Monat einschließlich GKE-Clustergebühr: **%1 %2** (Preise mit Stand %3; Quellen und Hinweise finden Sie in cost.md).</translation>
    </message>
    <message>
        <source>How to apply it</source>
        <translation>So wenden Sie es an</translation>
    </message>
    <message>
        <source>Create the cluster with **one** of:
   - gcloud: `PROJECT=my-project bash gcloud.sh` (it ends by fetching kubectl credentials);
   - Terraform: `terraform init &amp;&amp; terraform apply -var project=my-project`, then
     `gcloud container clusters get-credentials %1 --location %2 --project my-project`.</source>
        <translation>Erstellen Sie den Cluster auf **eine** dieser Arten:
   - gcloud: `PROJECT=my-project bash gcloud.sh` (ruft am Ende die Anmeldedaten für kubectl ab);
   - Terraform: `terraform init &amp;&amp; terraform apply -var project=my-project`, danach
     `gcloud container clusters get-credentials %1 --location %2 --project my-project`.</translation>
    </message>
    <message>
        <source>JobSet (https://jobset.sigs.k8s.io/docs/installation/)</source>
        <translation>JobSet (https://jobset.sigs.k8s.io/docs/installation/)</translation>
    </message>
    <message>
        <source>Kueue (https://kueue.sigs.k8s.io/docs/installation/)</source>
        <translation>Kueue (https://kueue.sigs.k8s.io/docs/installation/)</translation>
    </message>
    <message>
        <source>Install the controllers the manifests use: %1.</source>
        <translation>Installieren Sie die Controller, die die Manifeste verwenden: %1.</translation>
    </message>
    <message>
        <source>Apply the workloads: `kubectl apply -f manifests/` (or one pool at a time, `kubectl apply -f manifests/POOL.yaml`). Objects several pools share are written identically into each of their files.</source>
        <translation>Wenden Sie die Arbeitslasten an: `kubectl apply -f manifests/` (oder einen Pool nach dem anderen, `kubectl apply -f manifests/POOL.yaml`). Objekte, die mehrere Pools gemeinsam nutzen, stehen identisch in jeder ihrer Dateien.</translation>
    </message>
    <message>
        <source>Watch them start: `kubectl get pods -o wide`. TPU nodes appear when the pods ask for them; multi-host slices come up whole or not at all.</source>
        <translation>Beobachten Sie den Start: `kubectl get pods -o wide`. TPU-Knoten erscheinen, sobald die Pods sie anfordern; Multi-Host-Slices starten vollständig oder gar nicht.</translation>
    </message>
    <message>
        <source>Good to know</source>
        <translation>Wissenswertes</translation>
    </message>
    <message>
        <source>Every TPU pod requests all the chips of its node (`google.com/tpu` in requests and limits) and selects its slice with `cloud.google.com/gke-tpu-accelerator` and `cloud.google.com/gke-tpu-topology`.</source>
        <translation>Jeder TPU-Pod fordert alle Chips seines Knotens an (`google.com/tpu` in requests und limits) und wählt sein Slice über `cloud.google.com/gke-tpu-accelerator` und `cloud.google.com/gke-tpu-topology` aus.</translation>
    </message>
    <message>
        <source>Collection scheduling on Autopilot is requested through the ComputeClass in the pool&apos;s manifest.</source>
        <translation>Collection Scheduling wird in Autopilot über die ComputeClass im Manifest des Pools angefordert.</translation>
    </message>
    <message>
        <source>Terraform keeps the provider&apos;s deletion protection on the cluster; set `deletion_protection = false` before `terraform destroy`.</source>
        <translation>Terraform behält den Löschschutz des Providers für den Cluster bei; setzen Sie `deletion_protection = false`, bevor Sie `terraform destroy` ausführen.</translation>
    </message>
    <message>
        <source>GKE cost allocation and usage metering include no TPU data; use cost.md for TPU spend.</source>
        <translation>GKE-Kostenzuordnung und Nutzungsmessung enthalten keine TPU-Daten; verwenden Sie für TPU-Ausgaben cost.md.</translation>
    </message>
    <message>
        <source>Total per month: **unknown**, because %1 has no published price (prices as of %2; see cost.md for the other columns, sources and notes).</source>
        <translation>Gesamt pro Monat: **unbekannt**, da es für %1 keinen veröffentlichten Preis gibt (Preise mit Stand %2; die übrigen Spalten, Quellen und Hinweise finden Sie in cost.md).</translation>
    </message>
    <message>
        <source>Review `findings.json`, `cost.md` and every file listed above; nothing here runs by itself.</source>
        <translation>Prüfen Sie `findings.json`, `cost.md` und jede oben aufgeführte Datei; nichts hiervon wird von selbst ausgeführt.</translation>
    </message>
    <message>
        <source>Deployment + Service + autoscaler</source>
        <translation>Deployment + Service + Autoscaler</translation>
    </message>
    <message>
        <source>Deployment + Service</source>
        <translation>Deployment + Service</translation>
    </message>
    <message>
        <source>The cluster is enrolled in the `%1` release channel: the version above is where it starts, and GKE upgrades it within the channel (maintenance windows and exclusions decide when).</source>
        <translation>Der Cluster ist im Release-Channel `%1` registriert: Die obige Version ist sein Ausgangspunkt, und GKE aktualisiert ihn innerhalb des Channels (Wartungsfenster und -ausschlüsse bestimmen, wann).</translation>
    </message>
    <message>
        <source>Every namespaced object is in namespace `default`, so each LocalQueue and the workloads that name it meet. For another namespace, change `metadata.namespace` in every manifest (`kubectl apply -n` refuses a file that names a different one).</source>
        <translation>Jedes Objekt mit Namespace liegt im Namespace `default`, damit jede LocalQueue und die Workloads, die sie nennen, zusammenfinden. Für einen anderen Namespace `metadata.namespace` in jedem Manifest ändern (`kubectl apply -n` lehnt eine Datei ab, die einen anderen nennt).</translation>
    </message>
    <message>
        <source>A JobSet restarts as a whole after a preemption, node repair or host error, up to `failurePolicy.maxRestarts` times (%1 unless the pool&apos;s `workload.maxRestarts` says otherwise): the program must resume from its last checkpoint. Multi-host JobSets get their headless Service from the JobSet controller.</source>
        <translation>Ein JobSet startet nach einer Unterbrechung, einer Knotenreparatur oder einem Hostfehler als Ganzes neu, bis zu `failurePolicy.maxRestarts`-mal (%1, sofern `workload.maxRestarts` des Pools nichts anderes sagt): Das Programm muss vom letzten Checkpoint weiterlaufen. Multi-Host-JobSets erhalten ihren Headless Service vom JobSet-Controller.</translation>
    </message>
    <message>
        <source>Serving pools get a ClusterIP Service on the server&apos;s port (`workload.port`, %1 unless set) and a TCP readiness probe. A serving pool that autoscales also gets a PodMonitoring (Managed Service for Prometheus scrapes `/metrics` on that port) and a HorizontalPodAutoscaler on the server&apos;s queue gauge (`workload.queueMetric`, `vllm:num_requests_waiting` unless set), one replica per TPU VM. The autoscaler reads the gauge through the Custom Metrics Stackdriver Adapter, which must be installed in the cluster; a server that exports its metrics on another port needs the PodMonitoring&apos;s endpoint changed.</source>
        <translation>Serving-Pools erhalten einen ClusterIP-Service auf dem Port des Servers (`workload.port`, %1 falls nicht gesetzt) und eine TCP-Readiness-Probe. Ein Serving-Pool, der automatisch skaliert, erhält zusätzlich ein PodMonitoring (Managed Service for Prometheus liest `/metrics` auf diesem Port) und einen HorizontalPodAutoscaler auf der Warteschlangen-Metrik des Servers (`workload.queueMetric`, `vllm:num_requests_waiting` falls nicht gesetzt), eine Replik pro TPU-VM. Der Autoscaler liest die Metrik über den Custom Metrics Stackdriver Adapter, der im Cluster installiert sein muss; ein Server, der seine Metriken auf einem anderen Port ausgibt, braucht einen geänderten Endpunkt im PodMonitoring.</translation>
    </message>
    <message>
        <source>the cost chart: each pool and the total per month under each way of paying, as the window&apos;s Cost dock draws it</source>
        <translation>das Kostendiagramm: jeder Pool und die Summe pro Monat für jede Zahlungsart, wie das Kosten-Dock des Fensters es zeichnet</translation>
    </message>
    <message>
        <source>The workloads run as the Kubernetes service account `default/%1`; gcloud.sh (or main.tf) turns on Workload Identity Federation for GKE and grants that account `roles/storage.objectUser` on `gs://%2`, so the pods read and write the bucket without a key. Buckets in another project need the same binding there.</source>
        <translation>Die Workloads laufen als Kubernetes-Dienstkonto `default/%1`; gcloud.sh (oder main.tf) schaltet Workload Identity Federation for GKE ein und gibt diesem Konto `roles/storage.objectUser` auf `gs://%2`, damit die Pods den Bucket ohne Schlüssel lesen und schreiben. Buckets in einem anderen Projekt brauchen dort dieselbe Bindung.</translation>
    </message>
    <message>
        <source>Multislice JobSets set `MEGASCALE_NUM_SLICES`, `MEGASCALE_SLICE_ID` and `MEGASCALE_COORDINATOR_ADDRESS` (worker 0 of slice 0) from the labels and annotations JobSet puts on each pod, as xpk does; JobSet does not set them itself (kubernetes-sigs/jobset#787).</source>
        <translation>Multislice-JobSets setzen `MEGASCALE_NUM_SLICES`, `MEGASCALE_SLICE_ID` und `MEGASCALE_COORDINATOR_ADDRESS` (Worker 0 von Slice 0) aus den Labels und Annotationen, die JobSet an jeden Pod hängt, wie xpk es tut; JobSet setzt sie nicht selbst (kubernetes-sigs/jobset#787).</translation>
    </message>
    <message>
        <source>Pools with `workload.containersPerPod` run one container per NUMA node of the TPU VM (`NAME-1`, `NAME-2`, ...), each with an equal share of the pod&apos;s chips, CPU and memory; the command starts in each, and the containers declare no port because they share the host network.</source>
        <translation>Pools mit `workload.containersPerPod` führen je NUMA-Knoten der TPU-VM einen Container aus (`NAME-1`, `NAME-2`, ...), jeder mit einem gleichen Anteil an Chips, CPU und Speicher des Pods; der Befehl startet in jedem, und die Container geben keinen Port an, weil sie sich das Host-Netzwerk teilen.</translation>
    </message>
    <message>
        <source>The system node pool (`%1`, %2 vCPU and %3 GB per node, one node per TPU zone) carries kube-system and the controllers installed above, which request %4 by default: %5 CPU and %6 together, less than half of one node.</source>
        <translation>Der System-Knotenpool (`%1`, %2 vCPU und %3 GB pro Knoten, ein Knoten je TPU-Zone) trägt kube-system und die oben installierten Controller, die standardmäßig %4 anfordern: zusammen %5 CPU und %6, weniger als die Hälfte eines Knotens.</translation>
    </message>
    <message>
        <source>The system node pool (`%1`, %2 vCPU and %3 GB per node, one node per TPU zone) carries kube-system and the controllers installed above, which request %4 by default: %5 CPU and %6 together, more than half of one node; give the system pool a larger machine type or more nodes.</source>
        <translation>Der System-Knotenpool (`%1`, %2 vCPU und %3 GB pro Knoten, ein Knoten je TPU-Zone) trägt kube-system und die oben installierten Controller, die standardmäßig %4 anfordern: zusammen %5 CPU und %6, mehr als die Hälfte eines Knotens; geben Sie dem System-Pool einen größeren Maschinentyp oder mehr Knoten.</translation>
    </message>
    <message>
        <source>Multi-host slices of %1 are created with `--placement-type=COMPACT` and `--tpu-topology`; such a node pool is atomic: it holds none or all of the slice&apos;s nodes.</source>
        <translation>Multi-Host-Slices von %1 werden mit `--placement-type=COMPACT` und `--tpu-topology` erstellt; ein solcher Knotenpool ist atomar: Er hat keinen oder alle Knoten des Slices.</translation>
    </message>
    <message>
        <source>On Autopilot, every TPU pod selects its pool&apos;s zone (`topology.kubernetes.io/zone`): Autopilot would otherwise pick any zone of the region, while the plan&apos;s availability, reservation and cost are those of that zone.</source>
        <translation>Unter Autopilot wählt jeder TPU-Pod die Zone seines Pools (`topology.kubernetes.io/zone`): Sonst nähme Autopilot irgendeine Zone der Region, während Verfügbarkeit, Reservierung und Kosten des Plans die dieser Zone sind.</translation>
    </message>
    <message>
        <source>Pool `%1` consumes the reservation `%2` of project `%3`: that project must share it with the project this cluster runs in before the node pool can use it (a shared reservation, created with `--share-setting=projects`; the owner adds this project with `%4`).</source>
        <translation>Pool `%1` nutzt die Reservierung `%2` des Projekts `%3`: Dieses Projekt muss sie für das Projekt freigeben, in dem dieser Cluster läuft, bevor der Knotenpool sie nutzen kann (eine geteilte Reservierung, erstellt mit `--share-setting=projects`; der Eigentümer fügt dieses Projekt mit `%4` hinzu).</translation>
    </message>
    <message>
        <source>Slices of %1 are placed by the workload policy named beside each, which gcloud.sh creates and passes with `--placement-policy`: the policy carries the topology, so these node pools take no `--tpu-topology` and no compact placement. main.tf names the same policy in `placement_policy.policy_name`; the Terraform provider requires a `type` there, so it also writes `COMPACT` and the policy&apos;s own topology as `tpu_topology`, as Google&apos;s cluster-toolkit does, and ignores later changes to the type (GKE keeps only the policy). A multi-host node pool is atomic: it holds none or all of the slice&apos;s nodes.</source>
        <translation>Slices von %1 werden durch die daneben genannte Workload-Richtlinie platziert, die gcloud.sh erstellt und mit `--placement-policy` übergibt: Die Richtlinie trägt die Topologie, daher erhalten diese Knotenpools kein `--tpu-topology` und keine kompakte Platzierung. main.tf nennt dieselbe Richtlinie in `placement_policy.policy_name`; der Terraform-Provider verlangt dort einen `type`, daher schreibt es wie Googles cluster-toolkit auch `COMPACT` und die Topologie der Richtlinie als `tpu_topology` und ignoriert spätere Änderungen des Typs (GKE speichert nur die Richtlinie). Ein Multi-Host-Knotenpool ist atomar: Er hat keinen oder alle Knoten des Slices.</translation>
    </message>
    <message>
        <source>Dynamic slicing: install Kueue&apos;s slice controller from GKE&apos;s guide (https://docs.cloud.google.com/kubernetes-engine/docs/how-to/use-gke-dynamic-slicing); it turns each admitted workload into a Slice that GKE&apos;s slice controller forms.</source>
        <translation>Dynamisches Slicing: den Slice-Controller für Kueue nach der GKE-Anleitung installieren (https://docs.cloud.google.com/kubernetes-engine/docs/how-to/use-gke-dynamic-slicing); er macht aus jedem zugelassenen Workload einen Slice, den der Slice-Controller von GKE bildet.</translation>
    </message>
    <message>
        <source>Block pools (%1) are whole blocks, one node pool each, placed by a provision-only workload policy: their nodes come up unlinked. Each slice workload is a JobSet whose pods name their slice with `cloud.google.com/gke-tpu-slice-topology` and select no topology; Kueue admits it through the slice admission check and GKE&apos;s slice controller links its chips inside the blocks.</source>
        <translation>Block-Pools (%1) bestehen aus ganzen Blöcken, je ein Knotenpool, platziert durch eine Workload-Richtlinie, die nur bereitstellt: ihre Knoten starten ohne Verbindungen. Jeder Slice-Workload ist ein JobSet, dessen Pods ihren Slice mit `cloud.google.com/gke-tpu-slice-topology` nennen und keine Topologie auswählen; Kueue lässt ihn über die Slice-Zulassungsprüfung zu, und der Slice-Controller von GKE verbindet seine Chips in den Blöcken.</translation>
    </message>
    <message>
        <source>Kueue shares these pools through sub-slicing: %1. Install Kueue %2 or later (Topology Aware Scheduling). Each sub-slice workload is a JobSet whose pods name their shape with `cloud.google.com/gke-tpu-slice-topology` and require one domain of the node label `cloud.google.com/gke-tpu-slice-&lt;shape&gt;-id`; one pod per VM of the sub-slice, not of the node pool.</source>
        <translation>Kueue teilt diese Pools per Sub-Slicing: %1. Installieren Sie Kueue %2 oder neuer (Topology Aware Scheduling). Jeder Sub-Slice-Workload ist ein JobSet, dessen Pods ihre Form mit `cloud.google.com/gke-tpu-slice-topology` nennen und eine Domäne des Knotenlabels `cloud.google.com/gke-tpu-slice-&lt;shape&gt;-id` verlangen; ein Pod pro VM des Sub-Slices, nicht des Knotenpools.</translation>
    </message>
    <message>
        <source>Generated by TPU Planner from the plan being edited (never saved). Cluster **%1** (%2) in %3, GKE %4.</source>
        <translation>Vom TPU-Planer aus dem gerade bearbeiteten Plan generiert (nie gespeichert). Cluster **%1** (%2) in %3, GKE %4.</translation>
    </message>
    <message>
        <source>Generated by TPU Planner from the plan being edited, unsaved changes included (last saved as `%1`, which is older). Cluster **%2** (%3) in %4, GKE %5.</source>
        <translation>Vom TPU-Planer aus dem gerade bearbeiteten Plan generiert, ungespeicherte Änderungen eingeschlossen (zuletzt gespeichert als `%1`, das älter ist). Cluster **%2** (%3) in %4, GKE %5.</translation>
    </message>
    <message>
        <source>the plan as exported, unsaved changes included (normalised)</source>
        <translation>der Plan in exportierter Form, ungespeicherte Änderungen eingeschlossen (normalisiert)</translation>
    </message>
</context>
<context>
    <name>BundleWriter</name>
    <message>
        <source>cannot move %1 to %2: %3</source>
        <translation>%1 kann nicht nach %2 verschoben werden: %3</translation>
    </message>
    <message>
        <source>%1 exists and is not a folder</source>
        <translation>%1 existiert und ist kein Ordner</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>cannot create a temporary folder in %1: %2</source>
        <translation>in %1 kann kein temporärer Ordner erstellt werden: %2</translation>
    </message>
    <message>
        <source>cannot create the folder for %1</source>
        <translation>der Ordner für %1 kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>cannot make %1 executable</source>
        <translation>%1 kann nicht ausführbar gemacht werden</translation>
    </message>
    <message>
        <source>cannot keep %1 in the new bundle: %2</source>
        <translation>%1 kann nicht in das neue Paket übernommen werden: %2</translation>
    </message>
    <message>
        <source>%1 is another file system mounted in the folder; export into a folder of its own</source>
        <translation>%1 ist ein anderes Dateisystem, das in den Ordner eingehängt ist; exportieren Sie in einen eigenen Ordner</translation>
    </message>
    <message>
        <source>the folder %1 is where the bundle writes a file; move it elsewhere</source>
        <translation>an der Stelle des Ordners %1 schreibt das Paket eine Datei; verschieben Sie den Ordner an einen anderen Ort</translation>
    </message>
    <message>
        <source>cannot create the folder %1: %2</source>
        <translation>der Ordner %1 kann nicht erstellt werden: %2</translation>
    </message>
    <message>
        <source>%1 is where the bundle writes a folder; move it elsewhere</source>
        <translation>an der Stelle von %1 schreibt das Paket einen Ordner; verschieben Sie %1 an einen anderen Ort</translation>
    </message>
    <message>
        <source>cannot read the folder %1: %2</source>
        <translation>der Ordner %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot set the permissions of %1: %2</source>
        <translation>die Berechtigungen von %1 können nicht gesetzt werden: %2</translation>
    </message>
    <message>
        <source>%1: the new bundle could not be put in place and the earlier folder could not be moved back; it is in %2</source>
        <translation>%1: das neue Paket konnte nicht an seinen Platz gebracht und der frühere Ordner nicht zurückverschoben werden; er liegt in %2</translation>
    </message>
    <message>
        <source>%1: nothing was changed; the files there are as they were</source>
        <translation>%1: es wurde nichts geändert; die Dateien dort sind unverändert</translation>
    </message>
    <message>
        <source>%1: nothing was written</source>
        <translation>%1: es wurde nichts geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>Kept %n file(s) in the folder that tpu-plan did not write: %1</source>
        <translation>
            <numerusform>%n Datei im Ordner, die nicht von tpu-plan stammt, wurde behalten: %1</numerusform>
            <numerusform>%n Dateien im Ordner, die nicht von tpu-plan stammen, wurden behalten: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n file(s) an earlier export wrote that this bundle no longer has: %1</source>
        <translation>
            <numerusform>%n Datei aus einem früheren Export, die dieses Paket nicht mehr enthält, wurde entfernt: %1</numerusform>
            <numerusform>%n Dateien aus einem früheren Export, die dieses Paket nicht mehr enthält, wurden entfernt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The earlier bundle could not be deleted; it is still in %1</source>
        <translation>Das frühere Paket konnte nicht gelöscht werden; es liegt weiterhin in %1</translation>
    </message>
    <message>
        <source>%1: %2; nothing was written</source>
        <translation>%1: %2; es wurde nichts geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weitere</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the plan being exported, and the bundle writes its own %2 there; nothing was written. Export into another folder.</source>
        <translation>%1 ist der Plan, der exportiert wird, und das Paket schreibt dort seine eigene Datei %2; es wurde nichts geschrieben. Exportieren Sie in einen anderen Ordner.</translation>
    </message>
    <message>
        <source>%1 is not empty and holds no bundle tpu-plan wrote (%2); nothing was written. Export into an empty or new folder, or allow replacing files tpu-plan did not write.</source>
        <translation>%1 ist nicht leer und enthält kein Paket, das tpu-plan geschrieben hat (%2); es wurde nichts geschrieben. Exportieren Sie in einen leeren oder neuen Ordner, oder erlauben Sie, Dateien zu ersetzen, die tpu-plan nicht geschrieben hat.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n file(s) of the bundle&apos;s names that tpu-plan did not write: %2; nothing was written. Export into an empty or new folder, or allow replacing them.</source>
        <translation>
            <numerusform>%1 enthält %n Datei mit einem Namen des Pakets, die tpu-plan nicht geschrieben hat: %2; es wurde nichts geschrieben. Exportieren Sie in einen leeren oder neuen Ordner, oder erlauben Sie, sie zu ersetzen.</numerusform>
            <numerusform>%1 enthält %n Dateien mit Namen des Pakets, die tpu-plan nicht geschrieben hat: %2; es wurde nichts geschrieben. Exportieren Sie in einen leeren oder neuen Ordner, oder erlauben Sie, sie zu ersetzen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaced %n file(s) tpu-plan did not write, as asked: %1</source>
        <translation>
            <numerusform>%n Datei, die tpu-plan nicht geschrieben hat, wie gewünscht ersetzt: %1</numerusform>
            <numerusform>%n Dateien, die tpu-plan nicht geschrieben hat, wie gewünscht ersetzt: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n hidden folder(s) interrupted exports left beside the folder: %1</source>
        <translation>
            <numerusform>%n versteckten Ordner entfernt, den ein abgebrochener Export neben dem Ordner hinterlassen hat: %1</numerusform>
            <numerusform>%n versteckte Ordner entfernt, die abgebrochene Exporte neben dem Ordner hinterlassen haben: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the export was cancelled; nothing was written</source>
        <translation>der Export wurde abgebrochen; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1: the export stopped while moving the files in one by one; the files moved so far are the new bundle&apos;s, the others are as they were</source>
        <translation>%1: der Export brach beim einzelnen Verschieben der Dateien ab; die bisher verschobenen Dateien gehören zum neuen Paket, die übrigen sind unverändert</translation>
    </message>
    <message>
        <source>The folder could not be replaced in one step (%1), so the files were moved into it one by one: each file is whole, but the bundle was not written all or nothing.</source>
        <translation>Der Ordner ließ sich nicht in einem Schritt ersetzen (%1), daher wurden die Dateien einzeln hineinverschoben: jede Datei ist vollständig, aber das Paket wurde nicht in einem Zug geschrieben.</translation>
    </message>
</context>
<context>
    <name>CalendarCost</name>
    <message>
        <source>calendar-mode reservation of %1</source>
        <translation>Reservierung im Kalendermodus für %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 chips x %n day(s) x 24 h = %2 chip-hours, paid whether used or not; price not published (different from on-demand)</source>
        <translation>
            <numerusform>%1 Chips x %n Tag x 24 h = %2 Chip-Stunden, bezahlt ob genutzt oder nicht; Preis nicht veröffentlicht (anders als On-Demand)</numerusform>
            <numerusform>%1 Chips x %n Tage x 24 h = %2 Chip-Stunden, bezahlt ob genutzt oder nicht; Preis nicht veröffentlicht (anders als On-Demand)</numerusform>
        </translation>
    </message>
    <message>
        <source>A calendar-mode reservation is priced differently from on-demand (%1), and no price is published in the catalog&apos;s sources: the selected price is unknown; the other columns are for comparison.</source>
        <translation>Eine Reservierung im Kalendermodus hat einen anderen Preis als On-Demand (%1), und die Quellen des Katalogs veröffentlichen keinen: Der gewählte Preis ist unbekannt; die anderen Spalten dienen dem Vergleich.</translation>
    </message>
</context>
<context>
    <name>CalendarReservation</name>
    <message numerus="yes">
        <source>Future reservation %1 in calendar mode for pool %2: %n %3 chip(s) in %4 from %5 to %6. It is created as a draft; a submitted request cannot be changed, cancelled or deleted.</source>
        <translation>
            <numerusform>Zukünftige Reservierung %1 im Kalendermodus für Pool %2: %n %3-Chip in %4 von %5 bis %6. Sie wird als Entwurf angelegt; eine gestellte Anfrage lässt sich nicht mehr ändern, stornieren oder löschen.</numerusform>
            <numerusform>Zukünftige Reservierung %1 im Kalendermodus für Pool %2: %n %3-Chips in %4 von %5 bis %6. Sie wird als Entwurf angelegt; eine gestellte Anfrage lässt sich nicht mehr ändern, stornieren oder löschen.</numerusform>
        </translation>
    </message>
    <message>
        <source>gcloud lists no --tpu-version value for %1 at the catalog&apos;s date: request it in the Google Cloud console (Compute Engine, Reservations, calendar mode) or through the API.</source>
        <translation>gcloud kennt zum Stand des Katalogs keinen --tpu-version-Wert für %1: Fordern Sie die Reservierung in der Google Cloud Console (Compute Engine, Reservierungen, Kalendermodus) oder über die API an.</translation>
    </message>
    <message>
        <source>Review the draft, then submit it: gcloud beta compute future-reservations update %1 %2 --planning-status=SUBMITTED</source>
        <translation>Prüfen Sie den Entwurf und reichen Sie ihn dann ein: gcloud beta compute future-reservations update %1 %2 --planning-status=SUBMITTED</translation>
    </message>
    <message>
        <source>The reservation exists from %1, when Compute Engine delivers it; run this script again then if it skips the node pool.</source>
        <translation>Die Reservierung besteht ab %1, wenn Compute Engine sie bereitstellt; führen Sie dieses Skript dann erneut aus, falls es den Knotenpool überspringt.</translation>
    </message>
    <message>
        <source>reservation %1 is not delivered yet (window starts %2): node pool %3 skipped</source>
        <translation>Reservierung %1 ist noch nicht bereitgestellt (Zeitfenster beginnt %2): Knotenpool %3 übersprungen</translation>
    </message>
    <message>
        <source>Calendar-mode reservations</source>
        <translation>Reservierungen im Kalendermodus</translation>
    </message>
    <message>
        <source>These pools run on a future reservation in calendar mode (%1 to %2 days%3; source: %4): gcloud.sh creates the request as a draft, which you submit once the window is right. After Google approves it, Compute Engine delivers a reservation of the same name at the start and deletes it, with the VMs on it, at the end. The node pool consumes it by name (reservation affinity specific); gcloud.sh creates the pool only once the reservation exists.</source>
        <translation>Diese Pools laufen auf einer zukünftigen Reservierung im Kalendermodus (%1 bis %2 Tage%3; Quelle: %4): gcloud.sh legt die Anfrage als Entwurf an, den Sie einreichen, sobald das Zeitfenster stimmt. Nachdem Google sie genehmigt hat, stellt Compute Engine zum Beginn eine gleichnamige Reservierung bereit und löscht sie am Ende samt den VMs darauf. Der Knotenpool nutzt sie über ihren Namen (Reservierungsaffinität specific); gcloud.sh legt den Pool erst an, wenn die Reservierung besteht.</translation>
    </message>
    <message>
        <source>, preview</source>
        <translation>, Vorschau</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Reservierung</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Workload type</source>
        <translation>Art der Arbeitslast</translation>
    </message>
    <message>
        <source>Window (UTC)</source>
        <translation>Zeitfenster (UTC)</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 (%n day(s))</source>
        <translation>
            <numerusform>%1 bis %2 (%n Tag)</numerusform>
            <numerusform>%1 bis %2 (%n Tage)</numerusform>
        </translation>
    </message>
    <message>
        <source>A calendar-mode request needs no TPU quota; the nodes&apos; boot disks still draw on disk quota (see Quota). main.tf consumes the reservation but does not request it: the provider&apos;s google_compute_future_reservation resource was not checked for TPU requests here, so the request stays in gcloud.sh.</source>
        <translation>Eine Anfrage im Kalendermodus braucht kein TPU-Kontingent; die Bootdatenträger der Knoten zählen weiter gegen das Datenträgerkontingent (siehe Kontingent). main.tf nutzt die Reservierung, fordert sie aber nicht an: Die Ressource google_compute_future_reservation des Providers wurde hier nicht für TPU-Anfragen geprüft, daher bleibt die Anfrage in gcloud.sh.</translation>
    </message>
</context>
<context>
    <name>CapacityRules</name>
    <message>
        <source>TPU reservations are consumed by name only: affinity &apos;%1&apos; is not supported; use &apos;specific&apos;</source>
        <translation>TPU-Reservierungen werden nur über ihren Namen genutzt: affinity &apos;%1&apos; wird nicht unterstützt; verwenden Sie &apos;specific&apos;</translation>
    </message>
    <message>
        <source>flex-start is not offered for %1; use on-demand, spot or a reservation, or another TPU version</source>
        <translation>flex-start wird für %1 nicht angeboten; verwenden Sie on-demand, spot oder eine Reservierung oder eine andere TPU-Version</translation>
    </message>
    <message>
        <source>on-demand multi-host capacity is not guaranteed: the cluster autoscaler gives up on a TPU scale-up that stays pending for %1 hours (and retries later); use a reservation for capacity you depend on</source>
        <translation>On-Demand-Kapazität für Multi-Host ist nicht garantiert: der Cluster Autoscaler gibt ein TPU-Hochskalieren auf, das %1 Stunden lang aussteht (und versucht es später erneut); verwenden Sie für Kapazität, auf die Sie angewiesen sind, eine Reservierung</translation>
    </message>
    <message>
        <source>Spot TPUs can be preempted at any time: checkpoint often and resume from the last checkpoint</source>
        <translation>Spot-TPUs können jederzeit vorzeitig beendet werden: erstellen Sie häufig Checkpoints und setzen Sie beim letzten Checkpoint fort</translation>
    </message>
    <message>
        <source>flex-start %1 capacity is offered only in %2; move the pool to one of those zones or use another capacity type</source>
        <translation>flex-start-Kapazität für %1 wird nur in %2 angeboten; verschieben Sie den Pool in eine dieser Zonen oder verwenden Sie einen anderen Kapazitätstyp</translation>
    </message>
    <message>
        <source>flex-start TPU capacity needs GKE %1 or later, but the cluster runs %2; raise cluster.version</source>
        <translation>flex-start-TPU-Kapazität erfordert GKE %1 oder höher, der Cluster läuft aber mit %2; erhöhen Sie cluster.version</translation>
    </message>
    <message>
        <source>flex-start with queued provisioning (a Kueue queue) for TPUs: %1 uses it, but GKE answered &quot;Flex start node pools don&apos;t support TPUs with queued provisioning&quot; in %2. If GKE refuses the pool, drop workload.queue to use plain flex-start VMs (the safer choice for single-host pools)</source>
        <translation>Flex-Start mit Bereitstellung in der Warteschlange (eine Kueue-Warteschlange) für TPUs: %1 verwendet es, aber GKE antwortete in %2 &quot;Flex start node pools don&apos;t support TPUs with queued provisioning&quot;. Lehnt GKE den Pool ab, entfernen Sie workload.queue, um einfache Flex-Start-VMs zu nutzen (die sicherere Wahl für Single-Host-Pools)</translation>
    </message>
    <message>
        <source>; the tutorial needs GKE %1 or later, and the cluster runs %2</source>
        <translation>; das Tutorial braucht GKE %1 oder neuer, und der Cluster läuft mit %2</translation>
    </message>
    <message>
        <source>Spot TPUs can be preempted at any time, and %1 has a higher likelihood of preemption: checkpoint often and resume from the last checkpoint</source>
        <translation>Spot-TPUs können jederzeit unterbrochen werden, und bei %1 ist eine Unterbrechung wahrscheinlicher: speichern Sie oft Checkpoints und setzen Sie beim letzten fort</translation>
    </message>
    <message>
        <source>a reservation is given but capacity is &apos;%1&apos;; set capacity to &apos;reservation&apos; or remove the reservation</source>
        <translation>eine Reservierung ist angegeben, aber die Kapazität ist &apos;%1&apos;; Kapazität auf &apos;reservation&apos; setzen oder die Reservierung entfernen</translation>
    </message>
    <message>
        <source>TPU reservations are consumed by name only: set reservation.affinity to &apos;specific&apos;</source>
        <translation>TPU-Reservierungen werden nur über ihren Namen genutzt: reservation.affinity auf &apos;specific&apos; setzen</translation>
    </message>
    <message>
        <source>Spot TPUs can be preempted at any time, and this Deployment has a single replica: when its VM is preempted nothing serves; run at least two replicas or keep an on-demand pool serving beside it, and give it a PodDisruptionBudget so that upgrades and scale-downs never take every replica at once</source>
        <translation>Spot-TPUs können jederzeit zurückgeholt werden, und dieses Deployment hat nur eine Replica: Wird ihre VM zurückgeholt, bedient nichts mehr; betreiben Sie mindestens zwei Replicas oder einen On-Demand-Pool daneben, und geben Sie ihm ein PodDisruptionBudget, damit Upgrades und Verkleinerungen nie alle Replicas zugleich beenden</translation>
    </message>
    <message>
        <source>calendar-mode reservations are not offered for %1; use another TPU version, a reservation you already have, or flex-start</source>
        <translation>Reservierungen im Kalendermodus gibt es für %1 nicht; nutzen Sie eine andere TPU-Version, eine bestehende Reservierung oder Flex-Start</translation>
    </message>
    <message>
        <source>%1 can be reserved in calendar mode for serving only in %2; move the pool to one of those zones or use another capacity type</source>
        <translation>%1 lässt sich im Kalendermodus für Serving nur in %2 reservieren; verschieben Sie den Pool in eine dieser Zonen oder nutzen Sie eine andere Kapazitätsart</translation>
    </message>
    <message>
        <source>%1 can be reserved in calendar mode only in %2; move the pool to one of those zones or use another capacity type</source>
        <translation>%1 lässt sich im Kalendermodus nur in %2 reservieren; verschieben Sie den Pool in eine dieser Zonen oder nutzen Sie eine andere Kapazitätsart</translation>
    </message>
    <message>
        <source>calendar-mode reservations are in preview: a request cannot be changed, cancelled or deleted once submitted, and the reservation and its VMs are deleted at the end of the window</source>
        <translation>Reservierungen im Kalendermodus sind in der Vorschau: Eine gestellte Anfrage lässt sich nicht mehr ändern, stornieren oder löschen, und Reservierung und VMs werden am Ende des Zeitfensters gelöscht</translation>
    </message>
    <message>
        <source>a calendar-mode request needs no TPU quota: the reserved chips are yours for the window; only the resources outside the reservation (boot disks, IP addresses) draw on quota</source>
        <translation>Eine Anfrage im Kalendermodus braucht kein TPU-Kontingent: Die reservierten Chips gehören Ihnen für das Zeitfenster; nur Ressourcen außerhalb der Reservierung (Bootdatenträger, IP-Adressen) zählen gegen Kontingente</translation>
    </message>
    <message>
        <source>a calendar-mode reservation needs its start: set reservation.startTime (UTC, YYYY-MM-DDTHH:MM:SSZ)</source>
        <translation>Eine Reservierung im Kalendermodus braucht ihren Beginn: Setzen Sie reservation.startTime (UTC, YYYY-MM-DDTHH:MM:SSZ)</translation>
    </message>
    <message>
        <source>a calendar-mode reservation needs its length: set reservation.durationDays (%1 to %2 days)</source>
        <translation>Eine Reservierung im Kalendermodus braucht ihre Dauer: Setzen Sie reservation.durationDays (%1 bis %2 Tage)</translation>
    </message>
    <message>
        <source>a calendar-mode reservation lasts %1 to %2 days, not %3; for longer, use an ordinary reservation</source>
        <translation>Eine Reservierung im Kalendermodus dauert %1 bis %2 Tage, nicht %3; für länger nutzen Sie eine gewöhnliche Reservierung</translation>
    </message>
    <message>
        <source>capacity &apos;%1&apos; needs the name of the reservation to consume: set reservation.name (GKE consumes TPU reservations by name)</source>
        <translation>Kapazität &apos;%1&apos; braucht den Namen der zu nutzenden Reservierung: Setzen Sie reservation.name (GKE nutzt TPU-Reservierungen über ihren Namen)</translation>
    </message>
</context>
<context>
    <name>CatalogAge</name>
    <message>
        <source>The catalog does not say when its facts were collected.</source>
        <translation>Der Katalog sagt nicht, wann seine Fakten erhoben wurden.</translation>
    </message>
    <message numerus="yes">
        <source>Facts as of %1 (%n month(s) ago).</source>
        <translation>
            <numerusform>Fakten vom Stand %1 (vor %n Monat).</numerusform>
            <numerusform>Fakten vom Stand %1 (vor %n Monaten).</numerusform>
        </translation>
    </message>
    <message>
        <source>Zones and GKE versions change monthly. To refresh them, save gcloud&apos;s listings and write a team overlay:
  gcloud compute machine-types list --filter=&quot;name~^(ct|tpu7x)&quot; --format=json &gt; machine-types.json
  gcloud container get-server-config --location=REGION --format=json &gt; server-config.json
  tpu-plan catalog refresh machine-types.json server-config.json --out team-catalog.yaml
then start the planner with --catalog team-catalog.yaml.</source>
        <translation>Zonen und GKE-Versionen ändern sich monatlich. Zum Auffrischen die Listen von gcloud speichern und ein Team-Overlay schreiben:
  gcloud compute machine-types list --filter=&quot;name~^(ct|tpu7x)&quot; --format=json &gt; machine-types.json
  gcloud container get-server-config --location=REGION --format=json &gt; server-config.json
  tpu-plan catalog refresh machine-types.json server-config.json --out team-catalog.yaml
und dann den Planer mit --catalog team-catalog.yaml starten.</translation>
    </message>
</context>
<context>
    <name>CatalogLoader</name>
    <message>
        <source>must be a topology such as 2x4 or 4x4x8</source>
        <translation>muss eine Topologie wie 2x4 oder 4x4x8 sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has %2 dimensions but this TPU version is %3D</source>
        <translation>&apos;%1&apos; hat %2 Dimensionen, diese TPU-Version ist aber %3D</translation>
    </message>
    <message>
        <source>TPU version &apos;%1&apos; is listed twice</source>
        <translation>TPU-Version &apos;%1&apos; ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>machine type or accelerator &apos;%1&apos; is listed twice</source>
        <translation>Maschinentyp oder Beschleuniger &apos;%1&apos; ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>lists no TPU version</source>
        <translation>führt keine TPU-Version auf</translation>
    </message>
    <message>
        <source>source &apos;%1&apos; is not declared under &apos;sources&apos;</source>
        <translation>die Quelle &apos;%1&apos; ist nicht unter &apos;sources&apos; deklariert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a zone name such as us-east5-a</source>
        <translation>&apos;%1&apos; ist kein Zonenname wie us-east5-a</translation>
    </message>
    <message>
        <source>give either &apos;zones&apos; or &apos;region&apos;</source>
        <translation>geben Sie entweder &apos;zones&apos; oder &apos;region&apos; an</translation>
    </message>
    <message>
        <source>topology %1 has %2 chips, not a whole number of %3-chip VMs</source>
        <translation>die Topologie %1 hat %2 Chips, keine ganze Zahl von VMs mit je %3 Chips</translation>
    </message>
    <message>
        <source>%1 chips per pod do not divide topology %2</source>
        <translation>mit %1 Chips pro Pod lässt sich die Topologie %2 nicht gleichmäßig aufteilen</translation>
    </message>
    <message>
        <source>must list at least one chip count</source>
        <translation>muss mindestens eine Chipanzahl auflisten</translation>
    </message>
    <message>
        <source>only &apos;chip-hour&apos; prices are understood</source>
        <translation>nur Preise pro &apos;chip-hour&apos; werden unterstützt</translation>
    </message>
    <message>
        <source>a price cannot be negative</source>
        <translation>ein Preis darf nicht negativ sein</translation>
    </message>
    <message>
        <source>must list positive whole numbers</source>
        <translation>muss positive ganze Zahlen auflisten</translation>
    </message>
    <message>
        <source>give &apos;largest&apos;, &apos;maxChips&apos; or both</source>
        <translation>geben Sie &apos;largest&apos;, &apos;maxChips&apos; oder beides an</translation>
    </message>
    <message>
        <source>zone %1 is not among the version&apos;s zones</source>
        <translation>Zone %1 gehört nicht zu den Zonen der Version</translation>
    </message>
    <message>
        <source>this entry changes a built-in fact; give the &apos;source&apos; of the new value (add it under &apos;sources&apos;)</source>
        <translation>dieser Eintrag ändert eine eingebaute Angabe; nennen Sie die &apos;source&apos; des neuen Werts (unter &apos;sources&apos; ergänzen)</translation>
    </message>
    <message>
        <source>a new entry needs its own &apos;source&apos; (add it under &apos;sources&apos;)</source>
        <translation>ein neuer Eintrag braucht seine eigene &apos;source&apos; (unter &apos;sources&apos; ergänzen)</translation>
    </message>
    <message numerus="yes">
        <source>replaces the built-in list of %n entries</source>
        <translation>
            <numerusform>ersetzt die eingebaute Liste mit %n Eintrag</numerusform>
            <numerusform>ersetzt die eingebaute Liste mit %n Einträgen</numerusform>
        </translation>
    </message>
    <message>
        <source>the team&apos;s value %1 (source: %2) replaces the built-in value %3 (source: %4)</source>
        <translation>der Wert des Teams %1 (Quelle: %2) ersetzt den eingebauten Wert %3 (Quelle: %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GKE minor version such as 1.34</source>
        <translation>&apos;%1&apos; ist keine GKE-Nebenversion wie 1.34</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD)</source>
        <translation>&apos;%1&apos; ist kein Datum (JJJJ-MM-TT)</translation>
    </message>
    <message>
        <source>%1 is not a version of GKE %2</source>
        <translation>%1 ist keine Version von GKE %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Kubernetes quantity such as 500m or 512Mi</source>
        <translation>&apos;%1&apos; ist keine Kubernetes-Menge wie 500m oder 512Mi</translation>
    </message>
    <message>
        <source>cannot read the catalog: %1</source>
        <translation>Katalog kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>an MFU is a share of the peak: above 0, at most 1</source>
        <translation>eine MFU ist ein Anteil der Spitzenleistung: über 0, höchstens 1</translation>
    </message>
    <message>
        <source>sub-slice %1 does not fit in the block %2</source>
        <translation>Sub-Slice %1 passt nicht in den Block %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a provider version such as 6.39.0</source>
        <translation>&apos;%1&apos; ist keine Provider-Version wie 6.39.0</translation>
    </message>
    <message>
        <source>prices %1, but the system pool is %2 (gke.systemPool.machineType)</source>
        <translation>bepreist %1, aber der System-Pool ist %2 (gke.systemPool.machineType)</translation>
    </message>
    <message>
        <source>a quota name is missing: say in &apos;notes&apos; why it is not published</source>
        <translation>ein Kontingentname fehlt: in &apos;notes&apos; angeben, warum er nicht veröffentlicht ist</translation>
    </message>
    <message>
        <source>sub-slice %1 has no level %2 in kueue.levels</source>
        <translation>Sub-Slice %1 hat keine Ebene %2 in kueue.levels</translation>
    </message>
</context>
<context>
    <name>CatalogRefreshResult</name>
    <message>
        <source>zone added: %1 in %2</source>
        <translation>Zone hinzugefügt: %1 in %2</translation>
    </message>
    <message>
        <source>zone not listed: the catalog offers %1 in %2, the listing has none of its machine types there</source>
        <translation>Zone nicht gelistet: der Katalog bietet %1 in %2 an, die Liste hat dort keinen seiner Maschinentypen</translation>
    </message>
    <message>
        <source>unknown machine type %1 (%2): not in the catalog, kept out of the overlay</source>
        <translation>unbekannter Maschinentyp %1 (%2): nicht im Katalog, aus dem Overlay herausgehalten</translation>
    </message>
    <message>
        <source>default GKE version: %1</source>
        <translation>GKE-Standardversion: %1</translation>
    </message>
    <message numerus="yes">
        <source>channel %1: default %2, %n version(s) offered, newest %3</source>
        <translation>
            <numerusform>Kanal %1: Standard %2, %n Version angeboten, neueste %3</numerusform>
            <numerusform>Kanal %1: Standard %2, %n Versionen angeboten, neueste %3</numerusform>
        </translation>
    </message>
    <message>
        <source>GKE %1 is offered but the catalog has no support dates for it</source>
        <translation>GKE %1 wird angeboten, aber der Katalog kennt keine Support-Daten dafür</translation>
    </message>
    <message>
        <source>Wrote %1 (as of %2)</source>
        <translation>%1 geschrieben (Stand %2)</translation>
    </message>
</context>
<context>
    <name>CatalogReport</name>
    <message>
        <source>TPU catalog %1 (facts as of %2, prices in %3 per chip-hour)
</source>
        <translation>TPU-Katalog %1 (Stand der Angaben: %2, Preise in %3 pro Chipstunde)
</translation>
    </message>
    <message>
        <source>  zones: %1 (source: %2)
</source>
        <translation>  Zonen: %1 (Quelle: %2)
</translation>
    </message>
    <message>
        <source>  Autopilot %1: GKE &gt;= %2; topologies %3
</source>
        <translation>  Autopilot %1: GKE &gt;= %2; Topologien %3
</translation>
    </message>
    <message>
        <source>  custom topologies: more than %1 chips, dimensions multiples of %2, A &lt;= B &lt;= C, up to %3
</source>
        <translation>  Benutzerdefinierte Topologien: mehr als %1 Chips, Dimensionen Vielfache von %2, A &lt;= B &lt;= C, bis %3
</translation>
    </message>
    <message>
        <source>  price %1: on-demand %2, spot %3, 1y %4, 3y %5%6
</source>
        <translation>  Preis %1: On-Demand %2, Spot %3, 1 Jahr %4, 3 Jahre %5%6
</translation>
    </message>
    <message>
        <source> (derived: %1)</source>
        <translation> (abgeleitet: %1)</translation>
    </message>
    <message>
        <source>%1 topologies in %2 mode:
</source>
        <translation>%1-Topologien im Modus %2:
</translation>
    </message>
    <message>
        <source>Autopilot</source>
        <translation>Autopilot</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>machine type</source>
        <translation>Maschinentyp</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>chips/VM</source>
        <translation>Chips/VM</translation>
    </message>
    <message>
        <source>VMs</source>
        <translation>VMs</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation>Multi-Host</translation>
    </message>
    <message>
        <source>single-host</source>
        <translation>Single-Host</translation>
    </message>
    <message>
        <source>  plus custom AxBxC: more than %1 chips, each dimension a multiple of %2, A &lt;= B &lt;= C, up to %3
</source>
        <translation>  außerdem benutzerdefinierte AxBxC-Topologien: mehr als %1 Chips, jede Dimension ein Vielfaches von %2, A &lt;= B &lt;= C, bis %3
</translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Catalog %1: facts as of %2
</source>
        <translation>Katalog %1: Fakten mit Stand %2
</translation>
    </message>
    <message>
        <source>
Sources, oldest first:
</source>
        <translation>
Quellen, älteste zuerst:
</translation>
    </message>
    <message numerus="yes">
        <source>  %1  %2 [%3, trust %4]: %n fact(s)
</source>
        <translation>
            <numerusform>  %1  %2 [%3, Vertrauen %4]: %n Fakt
</numerusform>
            <numerusform>  %1  %2 [%3, Vertrauen %4]: %n Fakten
</numerusform>
        </translation>
    </message>
    <message>
        <source>undated   </source>
        <translation>ohne Datum </translation>
    </message>
    <message numerus="yes">
        <source>
Facts resting only on third-party sources (trust C): %n
</source>
        <translation>
            <numerusform>
Fakten, die nur auf Drittquellen beruhen (Vertrauen C): %n
</numerusform>
            <numerusform>
Fakten, die nur auf Drittquellen beruhen (Vertrauen C): %n
</numerusform>
        </translation>
    </message>
    <message>
        <source>  prices: unknown, enter your contract price (%1)
</source>
        <translation>  Preise: unbekannt, geben Sie Ihren Vertragspreis ein (%1)
</translation>
    </message>
    <message numerus="yes">
        <source>  Standard %1: %n chip(s) per VM, %2 vCPU, %3 GiB, GKE &gt;= %4; topologies %5
</source>
        <translation>
            <numerusform>  Standard %1: %n Chip je VM, %2 vCPU, %3 GiB, GKE &gt;= %4; Topologien %5
</numerusform>
            <numerusform>  Standard %1: %n Chips je VM, %2 vCPU, %3 GiB, GKE &gt;= %4; Topologien %5
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  chip: %1 bf16 TFLOPS, int8 %2 TOPS, fp8 %3 TFLOPS; %4 GiB HBM at %5 GB/s; %n device(s) per chip (source: %6)
</source>
        <translation>
            <numerusform>  Chip: %1 bf16-TFLOPS, int8 %2 TOPS, fp8 %3 TFLOPS; %4 GiB HBM mit %5 GB/s; %n Gerät pro Chip (Quelle: %6)
</numerusform>
            <numerusform>  Chip: %1 bf16-TFLOPS, int8 %2 TOPS, fp8 %3 TFLOPS; %4 GiB HBM mit %5 GB/s; %n Geräte pro Chip (Quelle: %6)
</numerusform>
        </translation>
    </message>
    <message>
        <source>  sizing: usable HBM %1 GiB per device (%2); ICI %3 GB/s over %4 ports; DCN %5 Gbps (%6); default MFU %7 (%8)
</source>
        <translation>  Dimensionierung: nutzbarer HBM %1 GiB pro Gerät (%2); ICI %3 GB/s über %4 Ports; DCN %5 Gbps (%6); Standard-MFU %7 (%8)
</translation>
    </message>
</context>
<context>
    <name>ChoiceAdvisor</name>
    <message>
        <source>moves the pool to zone %1</source>
        <translation>verschiebt den Pool in die Zone %1</translation>
    </message>
    <message>
        <source>moves the cluster to region %1</source>
        <translation>verschiebt den Cluster in die Region %1</translation>
    </message>
    <message>
        <source>sets the topology to %1</source>
        <translation>setzt die Topologie auf %1</translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <translation>%1 braucht %2</translation>
    </message>
</context>
<context>
    <name>CliApplication</name>
    <message>
        <source>Output format: text or json (default text).</source>
        <translation>Ausgabeformat: text oder json (Standard: text).</translation>
    </message>
    <message>
        <source>format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Only this machine type or accelerator (topologies).</source>
        <translation>Nur diesen Maschinentyp oder Beschleuniger (topologies).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Run &apos;%1 --help&apos; for usage.</source>
        <translation>Führen Sie &apos;%1 --help&apos; aus, um die Verwendung anzuzeigen.</translation>
    </message>
    <message>
        <source>--format must be text or json, not &apos;%1&apos;</source>
        <translation>--format muss text oder json sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>kein Befehl angegeben</translation>
    </message>
    <message>
        <source>validate needs at least one plan file</source>
        <translation>validate benötigt mindestens eine Plandatei</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>unbekannter Befehl &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: catalog refused; using the built-in catalog (as of %2) instead</source>
        <translation>%1: Katalog abgelehnt; stattdessen wird der integrierte Katalog (Stand %2) verwendet</translation>
    </message>
    <message>
        <source>topologies needs --tpu and --mode</source>
        <translation>topologies benötigt --tpu und --mode</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU version of the catalog; use one of: %2</source>
        <translation>&apos;%1&apos; ist keine TPU-Version des Katalogs; verwenden Sie eine der folgenden: %2</translation>
    </message>
    <message>
        <source>--mode must be standard or autopilot, not &apos;%1&apos;</source>
        <translation>--mode muss standard oder autopilot sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 has no %2 &apos;%3&apos; in %4 mode</source>
        <translation>%1 hat im Modus %4 keinen %2 &apos;%3&apos;</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>machine type</source>
        <translation>Maschinentyp</translation>
    </message>
    <message>
        <source>%1: prices file refused; nothing was priced or written</source>
        <translation>%1: Preisdatei abgelehnt; es wurde nichts berechnet oder geschrieben</translation>
    </message>
    <message>
        <source>%1 needs exactly one plan file</source>
        <translation>%1 benötigt genau eine Plandatei</translation>
    </message>
    <message>
        <source>%1: the file is not a complete plan; fix the errors above</source>
        <translation>%1: die Datei ist kein vollständiger Plan; beheben Sie die obigen Fehler</translation>
    </message>
    <message>
        <source>export needs --out DIR</source>
        <translation>export benötigt --out DIR</translation>
    </message>
    <message>
        <source>%1: export refused because the plan has errors; nothing was written. Fix them, or use --force to export anyway.</source>
        <translation>%1: Export abgelehnt, weil der Plan Fehler enthält; es wurde nichts geschrieben. Beheben Sie die Fehler oder verwenden Sie --force, um trotzdem zu exportieren.</translation>
    </message>
    <message>
        <source>%1: exporting despite the errors (--force); the bundle&apos;s README says so</source>
        <translation>%1: Export trotz der Fehler (--force); die README des Pakets weist darauf hin</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the review bundle for %1 to %2 (%n file(s)); see %3 for how to apply it.</source>
        <translation>
            <numerusform>Prüfpaket für %1 nach %2 geschrieben (%n Datei); wie Sie es anwenden, steht in %3.</numerusform>
            <numerusform>Prüfpaket für %1 nach %2 geschrieben (%n Dateien); wie Sie es anwenden, steht in %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the plan has error findings (run validate); the cost below assumes it is applied as written</source>
        <translation>%1: der Plan enthält Fehler (führen Sie validate aus); die folgenden Kosten setzen voraus, dass er unverändert angewendet wird</translation>
    </message>
    <message>
        <source>Language of messages: %1.</source>
        <translation>Sprache der Meldungen: %1.</translation>
    </message>
    <message>
        <source>--lang must be one of %1, not &apos;%2&apos;</source>
        <translation>--lang muss eine dieser Sprachen sein: %1, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>TPU version (topologies), one of the built-in catalog&apos;s: %1.</source>
        <translation>TPU-Version (topologies), eine aus dem eingebauten Katalog: %1.</translation>
    </message>
    <message>
        <source>catalog: show how fresh the facts are (date, oldest sources, facts resting only on third-party sources).</source>
        <translation>catalog: zeigt, wie aktuell die Fakten sind (Datum, älteste Quellen, Fakten, die nur auf Drittquellen beruhen).</translation>
    </message>
    <message>
        <source>Use this catalog file instead of the built-in one (a file that says &apos;extends: built-in&apos; is merged onto it).</source>
        <translation>Diese Katalogdatei statt der eingebauten verwenden (eine Datei mit &apos;extends: built-in&apos; wird mit ihr zusammengeführt).</translation>
    </message>
    <message>
        <source>%1: merged onto the built-in catalog</source>
        <translation>%1: mit dem eingebauten Katalog zusammengeführt</translation>
    </message>
    <message>
        <source>migrate needs exactly one Python script</source>
        <translation>migrate braucht genau ein Python-Skript</translation>
    </message>
    <message>
        <source>--out %1 is the script itself; the skeleton would replace it</source>
        <translation>--out %1 ist das Skript selbst; das Gerüst würde es ersetzen</translation>
    </message>
    <message>
        <source>%1: nothing to migrate, so %2 was not written</source>
        <translation>%1: nichts zu migrieren, daher wurde %2 nicht geschrieben</translation>
    </message>
    <message>
        <source>Wrote the TF2 skeleton to %1</source>
        <translation>TF2-Gerüst nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Override prices with this file (cost, export and diff).</source>
        <translation>Preise mit dieser Datei überschreiben (cost, export und diff).</translation>
    </message>
    <message>
        <source>diff needs exactly two plan files</source>
        <translation>diff braucht genau zwei Plandateien</translation>
    </message>
    <message>
        <source>GKE mode (topologies, lint): standard or autopilot.</source>
        <translation>GKE-Modus (topologies, lint): standard oder autopilot.</translation>
    </message>
    <message>
        <source>lint: check that each TPU workload runs on one of this plan&apos;s pools.</source>
        <translation>lint: prüfen, ob jede TPU-Arbeitslast auf einem der Pools dieses Plans läuft.</translation>
    </message>
    <message>
        <source>Plan files, scripts or manifests, depending on the command.</source>
        <translation>Plandateien, Skripte oder Manifeste, je nach Befehl.</translation>
    </message>
    <message>
        <source>lint needs at least one manifest file or folder</source>
        <translation>lint braucht mindestens eine Manifestdatei oder einen Ordner</translation>
    </message>
    <message>
        <source>%1: --plan needs a correct plan; fix the errors above</source>
        <translation>%1: --plan braucht einen korrekten Plan; beheben Sie die Fehler oben</translation>
    </message>
    <message>
        <source>--mode %1 disagrees with the plan, which is %2</source>
        <translation>--mode %1 widerspricht dem Plan, der %2 ist</translation>
    </message>
    <message>
        <source>glossary takes at most one term (quote a term with spaces)</source>
        <translation>glossary nimmt höchstens einen Begriff (setzen Sie einen Begriff mit Leerzeichen in Anführungszeichen)</translation>
    </message>
    <message>
        <source>no glossary entry is called or mentions &apos;%1&apos;; run &apos;%2 glossary&apos; for the list</source>
        <translation>kein Glossareintrag heißt &apos;%1&apos; oder erwähnt es; &apos;%2 glossary&apos; zeigt die Liste</translation>
    </message>
    <message>
        <source>Why it matters: %1</source>
        <translation>Warum es wichtig ist: %1</translation>
    </message>
    <message>
        <source>Related: %1</source>
        <translation>Verwandt: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>%1: the start plan cannot be written: %2</source>
        <translation>%1: der Startplan kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>use &apos;lesson list&apos; or &apos;lesson check LESSON PLAN...&apos;</source>
        <translation>verwenden Sie &apos;lesson list&apos; oder &apos;lesson check LESSON PLAN...&apos;</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>%1: every goal met (%2 of %3)</source>
        <translation>%1: jedes Ziel erreicht (%2 von %3)</translation>
    </message>
    <message>
        <source>%1: %2 of %3 goals met</source>
        <translation>%1: %2 von %3 Zielen erreicht</translation>
    </message>
    <message>
        <source>Output directory (export) or file (migrate, import, catalog refresh).</source>
        <translation>Ausgabeverzeichnis (export) oder -datei (migrate, import, catalog refresh).</translation>
    </message>
    <message>
        <source>import needs at least one file or folder</source>
        <translation>import braucht mindestens eine Datei oder einen Ordner</translation>
    </message>
    <message>
        <source>Export even when the plan has errors, or into a folder with files tpu-plan did not write (replacing those of the bundle&apos;s names); import and catalog refresh: replace an existing --out file.</source>
        <translation>Auch exportieren, wenn der Plan Fehler hat, oder in einen Ordner mit Dateien, die tpu-plan nicht geschrieben hat (die mit Namen des Pakets werden ersetzt); import und catalog refresh: eine vorhandene --out-Datei ersetzen.</translation>
    </message>
    <message>
        <source>lint: leave out the files under a folder whose relative path, or one of whose folders, matches this glob (* and ?); may be repeated.</source>
        <translation>lint: Dateien unter einem Ordner auslassen, deren relativer Pfad oder einer deren Ordner zu diesem Muster passt (* und ?); mehrfach angebbar.</translation>
    </message>
    <message>
        <source>glob</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>Validate TPU plans for Google Kubernetes Engine and list what the catalog offers.

Commands:
  validate PLAN...            check plans and print their findings
  catalog [--check]           print the TPU catalog in use, or how fresh its facts are
  catalog refresh FILE... --out OVERLAY
                              a team catalog overlay from gcloud&apos;s machine-type and version listings
  topologies --tpu V --mode M [--machine-type T]
                              list supported topologies
  export PLAN --out DIR [--force]
                              write the review bundle (manifests, gcloud.sh, main.tf, cost)
  cost PLAN                   print the cost summary
  migrate SCRIPT.py [--out FILE]
                              list the TPUEstimator-era constructs of a TF1 script with their TF2
                              TPUStrategy equivalents; print the TF2 skeleton or write it to FILE
  diff A B                    what changed between two plans: pools, totals, findings, bundle lines
  lint FILE|DIR... [--mode M] [--plan PLAN] [--exclude GLOB]
                              check the TPU workloads of Kubernetes manifests (selectors, chips,
                              pods per slice, annotations) and, with --plan, that they fit its pools
  size WORKLOAD [--tpu V [--topology T [--slices N]]] [--mfu X] [--plan-out PLAN]
                              from a model and a job to the slices that fit it: memory per chip,
                              step and training time, serving bounds, cost
  glossary [TERM]             explain the terms of TPU planning, in --lang
  lesson list | lesson check LESSON PLAN...
                              training lessons; check trainees&apos; plans against a lesson&apos;s goals
  import FILE|DIR... [--out PLAN] [--force]
                              a plan from what a cluster has: gcloud, kubectl or terraform JSON</source>
        <translation>TPU-Pläne für Google Kubernetes Engine prüfen und auflisten, was der Katalog anbietet.

Befehle:
  validate PLAN...            Pläne prüfen und ihre Befunde ausgeben
  catalog [--check]           den verwendeten TPU-Katalog ausgeben, oder wie aktuell seine Fakten sind
  catalog refresh FILE... --out OVERLAY
                              ein Team-Katalog-Overlay aus den Maschinentyp- und Versionslisten von gcloud
  topologies --tpu V --mode M [--machine-type T]
                              unterstützte Topologien auflisten
  export PLAN --out DIR [--force]
                              das Review-Paket schreiben (Manifeste, gcloud.sh, main.tf, Kosten)
  cost PLAN                   die Kostenübersicht ausgeben
  migrate SCRIPT.py [--out FILE]
                              die Konstrukte eines TF1-Skripts aus der TPUEstimator-Zeit mit ihren
                              TF2-TPUStrategy-Entsprechungen auflisten; das TF2-Gerüst ausgeben oder in FILE schreiben
  diff A B                    was sich zwischen zwei Plänen geändert hat: Pools, Summen, Befunde, Paketzeilen
  lint FILE|DIR... [--mode M] [--plan PLAN] [--exclude GLOB]
                              die TPU-Arbeitslasten von Kubernetes-Manifesten prüfen (Selektoren, Chips,
                              Pods pro Slice, Annotationen) und mit --plan, ob sie auf dessen Pools passen
  size WORKLOAD [--tpu V [--topology T [--slices N]]] [--mfu X] [--plan-out PLAN]
                              von einem Modell und einem Job zu den passenden Slices: Speicher pro Chip,
                              Schritt- und Trainingszeit, Grenzen der Bereitstellung, Kosten
  glossary [TERM]             die Begriffe der TPU-Planung erklären, in --lang
  lesson list | lesson check LESSON PLAN...
                              Schulungslektionen; Pläne der Teilnehmenden gegen die Ziele einer Lektion prüfen
  import FILE|DIR... [--out PLAN] [--force]
                              ein Plan aus dem, was ein Cluster hat: JSON von gcloud, kubectl oder terraform</translation>
    </message>
    <message>
        <source>validate, catalog, topologies, export, cost, migrate, diff, lint, size, glossary, lesson or import</source>
        <translation>validate, catalog, topologies, export, cost, migrate, diff, lint, size, glossary, lesson oder import</translation>
    </message>
    <message>
        <source>%1 takes no arguments, not &apos;%2&apos;</source>
        <translation>%1 nimmt keine Argumente, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Use --force to replace them.</source>
        <translation>Mit --force werden sie ersetzt.</translation>
    </message>
    <message>
        <source>the file is not a complete plan; fix the errors its findings name</source>
        <translation>die Datei ist kein vollständiger Plan; beheben Sie die Fehler, die ihre Befunde nennen</translation>
    </message>
    <message>
        <source>the file could not be read as a plan</source>
        <translation>die Datei konnte nicht als Plan gelesen werden</translation>
    </message>
</context>
<context>
    <name>ClusterImporter</name>
    <message>
        <source>no such file or folder</source>
        <translation>keine solche Datei und kein solcher Ordner</translation>
    </message>
    <message>
        <source>no .json, .yaml or .yml file to import</source>
        <translation>keine .json-, .yaml- oder .yml-Datei zum Importieren</translation>
    </message>
    <message>
        <source>no .json, .yaml or .yml file; subfolders are not read: choose one</source>
        <translation>keine .json-, .yaml- oder .yml-Datei; Unterordner werden nicht gelesen: wählen Sie einen davon</translation>
    </message>
</context>
<context>
    <name>ContractPrices</name>
    <message>
        <source>saved contract prices</source>
        <translation>gespeicherte Vertragspreise</translation>
    </message>
</context>
<context>
    <name>CostCalculator</name>
    <message>
        <source>The catalog has no %1 price for region %2: every price is unknown.</source>
        <translation>Der Katalog enthält keinen %1-Preis für die Region %2: alle Preise sind unbekannt.</translation>
    </message>
    <message>
        <source>Flex-start (Dynamic Workload Scheduler) has no published per-chip TPU price; Google only states a discount of up to 53%. The selected price is unknown; the other columns are for comparison.</source>
        <translation>Für flex-start (Dynamic Workload Scheduler) gibt es keinen veröffentlichten TPU-Preis pro Chip; Google nennt nur einen Rabatt von bis zu 53 %. Der ausgewählte Preis ist unbekannt; die anderen Spalten dienen dem Vergleich.</translation>
    </message>
    <message>
        <source>Committed use discounts do not apply to Spot VMs: the commitment is ignored.</source>
        <translation>Rabatte für zugesicherte Nutzung gelten nicht für Spot-VMs: die Zusicherung wird ignoriert.</translation>
    </message>
    <message>
        <source>Spot prices are dynamic; the catalog&apos;s figure is a snapshot.</source>
        <translation>Spot-Preise sind dynamisch; der Wert im Katalog ist eine Momentaufnahme.</translation>
    </message>
    <message>
        <source>TPU reservations need a committed use discount (contact Google Cloud sales); the on-demand price is shown. Set commitment to 1y or 3y when the reservation is covered by one.</source>
        <translation>TPU-Reservierungen erfordern einen Rabatt für zugesicherte Nutzung (wenden Sie sich an den Google Cloud-Vertrieb); angezeigt wird der On-Demand-Preis. Setzen Sie commitment auf 1y oder 3y, wenn die Reservierung durch einen solchen Rabatt abgedeckt ist.</translation>
    </message>
    <message>
        <source>The catalog has no %1 price for %2 in %3: the selected price is unknown.</source>
        <translation>Der Katalog enthält keinen %1-Preis für %2 in %3: der ausgewählte Preis ist unbekannt.</translation>
    </message>
    <message>
        <source>Derived from the usual discount ratio, not published: %1.</source>
        <translation>Aus dem üblichen Rabattverhältnis abgeleitet, nicht veröffentlicht: %1.</translation>
    </message>
    <message>
        <source>Includes the catalog&apos;s Autopilot TPU premium of %1%.</source>
        <translation>Enthält den Autopilot-TPU-Aufschlag des Katalogs von %1 %.</translation>
    </message>
    <message>
        <source>Autopilot: no Autopilot TPU premium is published; the TPU VM price is used.</source>
        <translation>Autopilot: es ist kein Autopilot-TPU-Aufschlag veröffentlicht; der Preis der TPU-VM wird verwendet.</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>integriert</translation>
    </message>
    <message>
        <source>Totals include the GKE cluster management fee for the whole month; they are unknown when a pool&apos;s price is unknown.</source>
        <translation>Die Summen enthalten die GKE-Clusterverwaltungsgebühr für den ganzen Monat; sie sind unbekannt, wenn der Preis eines Pools unbekannt ist.</translation>
    </message>
    <message>
        <source>The GKE free tier (%1 %2 a month per billing account, for one zonal or Autopilot cluster) is not subtracted.</source>
        <translation>Die kostenlose GKE-Stufe (%1 %2 pro Monat und Rechnungskonto, für einen zonalen oder Autopilot-Cluster) wird nicht abgezogen.</translation>
    </message>
    <message>
        <source>Reserved or committed capacity is paid for all %1 hours of the month, used or not: %2 %3 paid, of which the %4 hours the plan uses are %5 %3.</source>
        <translation>Reservierte oder zugesagte Kapazität wird für alle %1 Stunden des Monats bezahlt, genutzt oder nicht: %2 %3 bezahlt, davon entfallen auf die %4 Stunden, die der Plan nutzt, %5 %3.</translation>
    </message>
    <message>
        <source>system node pool</source>
        <translation>System-Knotenpool</translation>
    </message>
    <message numerus="yes">
        <source>%n x %1, all month</source>
        <translation>
            <numerusform>%n x %1, den ganzen Monat</numerusform>
            <numerusform>%n x %1, den ganzen Monat</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>unbekannter Typ</translation>
    </message>
    <message>
        <source>boot disks (%1)</source>
        <translation>Bootlaufwerke (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n x %1 GiB while their nodes run</source>
        <translation>
            <numerusform>%n x %1 GiB, solange sein Knoten läuft</numerusform>
            <numerusform>%n x %1 GiB, solange ihre Knoten laufen</numerusform>
        </translation>
    </message>
    <message>
        <source>Autopilot TPU premium</source>
        <translation>Autopilot-TPU-Aufschlag</translation>
    </message>
    <message>
        <source>not published; the pools are priced at the TPU VM price</source>
        <translation>nicht veröffentlicht; die Pools sind zum TPU-VM-Preis berechnet</translation>
    </message>
    <message>
        <source>Network, data storage and data disks are not included. The TPU price is taken to cover the TPU VM&apos;s vCPUs and memory, as public calculators do (not confirmed by Google).</source>
        <translation>Netzwerk, Datenspeicher und Datenlaufwerke sind nicht enthalten. Der TPU-Preis wird, wie in öffentlichen Rechnern, als Preis inklusive vCPUs und Speicher der TPU-VM angenommen (von Google nicht bestätigt).</translation>
    </message>
    <message>
        <source>Not published, so not in the totals (which are therefore at least the figures shown): %1.</source>
        <translation>Nicht veröffentlicht und daher nicht in den Summen (die somit mindestens die gezeigten Beträge sind): %1.</translation>
    </message>
    <message>
        <source>Block pool: priced by its whole blocks, %1 x %2 = %3 chips, all of them reserved; its slice workloads use %4 chips at once.</source>
        <translation>Block-Pool: berechnet nach seinen ganzen Blöcken, %1 x %2 = %3 Chips, alle reserviert; seine Slice-Workloads nutzen gleichzeitig %4 Chips.</translation>
    </message>
    <message>
        <source>no price: the pool&apos;s slice is not one %1 offers (see its findings)</source>
        <translation>kein Preis: der Slice des Pools ist keiner, den %1 anbietet (siehe seine Befunde)</translation>
    </message>
</context>
<context>
    <name>CostReport</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Overridden by %1%2.</source>
        <translation>Überschrieben durch %1%2.</translation>
    </message>
    <message>
        <source> as of %1</source>
        <translation> (Stand %1)</translation>
    </message>
    <message>
        <source>Cost summary: %1</source>
        <translation>Kostenübersicht: %1</translation>
    </message>
    <message>
        <source>Sources: %1</source>
        <translation>Quellen: %1</translation>
    </message>
    <message>
        <source>Selected = the capacity and commitment each pool asks for; the other columns price the same chips another way, for comparison. &quot;unknown&quot; = no published price.</source>
        <translation>Ausgewählt = die Kapazität und Zusicherung, die jeder Pool anfordert; die anderen Spalten bepreisen dieselben Chips zum Vergleich auf andere Weise. &quot;unbekannt&quot; = kein veröffentlichter Preis.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>Zusicherung</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Ausgewählt</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1y CUD</source>
        <translation>CUD 1 Jahr</translation>
    </message>
    <message>
        <source>3y CUD</source>
        <translation>CUD 3 Jahre</translation>
    </message>
    <message>
        <source>GKE cluster fee</source>
        <translation>GKE-Clustergebühr</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Per month (%1)</source>
        <translation>Pro Monat (%1)</translation>
    </message>
    <message>
        <source>Per hour (%1)</source>
        <translation>Pro Stunde (%1)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>The selected total is unknown because these pools have no known price: %1.</source>
        <translation>Die ausgewählte Summe ist unbekannt, weil für diese Pools kein Preis bekannt ist: %1.</translation>
    </message>
    <message>
        <source>Cost of %1</source>
        <translation>Kosten von %1</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>pro Stunde</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>pro Monat</translation>
    </message>
    <message>
        <source>on-demand/mo</source>
        <translation>On-Demand/Monat</translation>
    </message>
    <message>
        <source>spot/mo</source>
        <translation>Spot/Monat</translation>
    </message>
    <message>
        <source>1y/mo</source>
        <translation>1 Jahr/Monat</translation>
    </message>
    <message>
        <source>3y/mo</source>
        <translation>3 Jahre/Monat</translation>
    </message>
    <message>
        <source>cluster fee</source>
        <translation>Clustergebühr</translation>
    </message>
    <message>
        <source>total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>flex-start: at most %1 per hour and %2 per month (the on-demand price)</source>
        <translation>Flex-Start: höchstens %1 pro Stunde und %2 pro Monat (der On-Demand-Preis)</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>ohne Datum</translation>
    </message>
    <message>
        <source>prices dated %1 (Spot: %2)</source>
        <translation>Preise vom %1 (Spot: %2)</translation>
    </message>
    <message>
        <source>The selected monthly total is at most %1 %2: flex-start pools counted at their on-demand bound.</source>
        <translation>Die gewählte Monatssumme beträgt höchstens %1 %2: Flex-Start-Pools sind mit ihrer On-Demand-Obergrenze gezählt.</translation>
    </message>
    <message>
        <source>List prices in %1, before taxes and negotiated discounts; catalog of %2 (%3), each price dated by its source.</source>
        <translation>Listenpreise in %1, vor Steuern und ausgehandelten Rabatten; Katalog vom %2 (%3), jeder Preis mit dem Datum seiner Quelle.</translation>
    </message>
    <message>
        <source>The selected monthly total is at most %1 %2 plus what the items without a published price cost (%3): flex-start pools counted at their on-demand bound.</source>
        <translation>Die gewählte Monatssumme beträgt höchstens %1 %2 zuzüglich der Posten ohne veröffentlichten Preis (%3): Flex-Start-Pools mit ihrer On-Demand-Obergrenze gezählt.</translation>
    </message>
</context>
<context>
    <name>DiffReport</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 (unchanged)</source>
        <translation>%1 (unverändert)</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>%1 and %2: the plans are the same</source>
        <translation>%1 und %2: die Pläne sind gleich</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: the plans differ</source>
        <translation>%1 -&gt; %2: die Pläne unterscheiden sich</translation>
    </message>
    <message>
        <source>Pools added: %1</source>
        <translation>Pools hinzugefügt: %1</translation>
    </message>
    <message>
        <source>Pools removed: %1</source>
        <translation>Pools entfernt: %1</translation>
    </message>
    <message>
        <source>Pool %1 changed:</source>
        <translation>Pool %1 geändert:</translation>
    </message>
    <message>
        <source>Plan fields changed:</source>
        <translation>Geänderte Planfelder:</translation>
    </message>
    <message>
        <source>Totals:</source>
        <translation>Summen:</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>per hour (selected)</source>
        <translation>pro Stunde (ausgewählt)</translation>
    </message>
    <message>
        <source>per month (selected)</source>
        <translation>pro Monat (ausgewählt)</translation>
    </message>
    <message>
        <source>Findings introduced:</source>
        <translation>Neue Befunde:</translation>
    </message>
    <message>
        <source>Findings resolved:</source>
        <translation>Behobene Befunde:</translation>
    </message>
    <message>
        <source>Review bundle, files that change:</source>
        <translation>Review-Paket, Dateien, die sich ändern:</translation>
    </message>
</context>
<context>
    <name>DynamicSliceShape</name>
    <message>
        <source>every side of a super-slice is a multiple of the %1 block&apos;s</source>
        <translation>jede Seite eines Super-Slice ist ein Vielfaches der Seite des Blocks %1</translation>
    </message>
    <message>
        <source>write the sides in non-decreasing order (A &lt;= B &lt;= C)</source>
        <translation>schreiben Sie die Seiten in nicht absteigender Reihenfolge (A &lt;= B &lt;= C)</translation>
    </message>
    <message numerus="yes">
        <source>a super-slice has at most %n chip(s)</source>
        <translation>
            <numerusform>ein Super-Slice hat höchstens %n Chip</numerusform>
            <numerusform>ein Super-Slice hat höchstens %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>a sub-slice of one block is one of %1</source>
        <translation>ein Sub-Slice eines Blocks ist eine dieser Formen: %1</translation>
    </message>
</context>
<context>
    <name>DynamicSlicingRules</name>
    <message>
        <source>dynamic slicing needs a Standard cluster; Autopilot does not offer it</source>
        <translation>dynamisches Slicing braucht einen Standard-Cluster; Autopilot bietet es nicht an</translation>
    </message>
    <message>
        <source>a block pool is whole %1 blocks; set topology to %1 and slices to the number of blocks</source>
        <translation>ein Block-Pool besteht aus ganzen %1-Blöcken; setzen Sie topology auf %1 und slices auf die Zahl der Blöcke</translation>
    </message>
    <message>
        <source>blocks for dynamic slicing come from an All Capacity mode reservation (sub-blocks); %1 capacity gives no blocks</source>
        <translation>Blöcke für dynamisches Slicing stammen aus einer Reservierung im All-Capacity-Modus (Sub-Blöcke); Kapazität %1 liefert keine Blöcke</translation>
    </message>
    <message>
        <source>dynamic sub-slices (pool %1) need GKE %2 or later, not %3</source>
        <translation>dynamische Sub-Slices (Pool %1) brauchen GKE %2 oder neuer, nicht %3</translation>
    </message>
    <message>
        <source>dynamic slicing (pool %1) needs GKE %2 or later, not %3</source>
        <translation>dynamisches Slicing (Pool %1) braucht GKE %2 oder neuer, nicht %3</translation>
    </message>
    <message>
        <source>dynamic slicing (pool %1) is offered on the %2 release channel only, not %3</source>
        <translation>dynamisches Slicing (Pool %1) gibt es nur auf dem Release-Kanal %2, nicht auf %3</translation>
    </message>
    <message>
        <source>dynamic slicing (pool %1) needs the %2 node image, not %3</source>
        <translation>dynamisches Slicing (Pool %1) braucht das Knoten-Image %2, nicht %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 3D slice shape such as 4x4x8</source>
        <translation>&apos;%1&apos; ist keine 3D-Slice-Form wie 4x4x8</translation>
    </message>
    <message>
        <source>&apos;%1&apos; never forms: %2</source>
        <translation>&apos;%1&apos; entsteht nie: %2</translation>
    </message>
    <message numerus="yes">
        <source>the named slices need %n block(s) of %1 together, but the pool has %2; add blocks (slices) or drop a slice</source>
        <translation>
            <numerusform>die benannten Slices brauchen zusammen %n Block zu %1, aber der Pool hat %2; fügen Sie Blöcke (slices) hinzu oder streichen Sie einen Slice</numerusform>
            <numerusform>die benannten Slices brauchen zusammen %n Blöcke zu %1, aber der Pool hat %2; fügen Sie Blöcke (slices) hinzu oder streichen Sie einen Slice</numerusform>
        </translation>
    </message>
    <message>
        <source>workloads name their slices only on a block pool; set dynamicSlicing: true (TPU7x, v6e) or remove sliceWorkloads</source>
        <translation>Workloads nennen ihre Slices nur in einem Block-Pool; setzen Sie dynamicSlicing: true (TPU7x, v6e) oder entfernen Sie sliceWorkloads</translation>
    </message>
    <message>
        <source>GKE dynamic slicing exists only for TPU7x (Ironwood) and Kueue sub-slicing for v6e, not %1; remove dynamicSlicing</source>
        <translation>Dynamisches Slicing von GKE gibt es nur für TPU7x (Ironwood) und Sub-Slicing mit Kueue für v6e, nicht für %1; entfernen Sie dynamicSlicing</translation>
    </message>
</context>
<context>
    <name>FileRead</name>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>it is %1, not a regular file</source>
        <translation>es ist %1, keine reguläre Datei</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>the file is %1 bytes long; files of this kind larger than %2 are refused</source>
        <translation>die Datei ist %1 Bytes lang; Dateien dieser Art über %2 werden abgelehnt</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the input is longer than %1, the limit for files of this kind</source>
        <translation>die Eingabe ist länger als %1, die Grenze für Dateien dieser Art</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte 0x%1); save it as UTF-8 (read as Latin-1 or Windows-1252 its letters would be lost)</source>
        <translation>die Datei ist kein UTF-8-Text (Byte 0x%1); speichern Sie sie als UTF-8 (als Latin-1 oder Windows-1252 gelesen gingen ihre Buchstaben verloren)</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
</context>
<context>
    <name>FileWrite</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the file on disk has %1 bytes instead of %2</source>
        <translation>die Datei auf dem Datenträger hat %1 Bytes statt %2</translation>
    </message>
    <message>
        <source>it is %1, not a regular file; nothing was written</source>
        <translation>es ist %1, keine reguläre Datei; es wurde nichts geschrieben</translation>
    </message>
</context>
<context>
    <name>FindingsReport</name>
    <message numerus="yes">
        <source>%1: valid (%n warning(s))</source>
        <translation>
            <numerusform>%1: gültig (%n Warnung)</numerusform>
            <numerusform>%1: gültig (%n Warnungen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: not valid (%n error(s))</source>
        <translation>
            <numerusform>%1: ungültig (%n Fehler)</numerusform>
            <numerusform>%1: ungültig (%n Fehler)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GcloudListingReader</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>not JSON or YAML</source>
        <translation>weder JSON noch YAML</translation>
    </message>
    <message>
        <source>not the output of gcloud compute machine-types list --format=json or gcloud container get-server-config --format=json</source>
        <translation>nicht die Ausgabe von gcloud compute machine-types list --format=json oder gcloud container get-server-config --format=json</translation>
    </message>
</context>
<context>
    <name>GcloudScriptExporter</name>
    <message>
        <source>reservation %1</source>
        <translation>Reservierung %1</translation>
    </message>
    <message>
        <source>flex-start with queued provisioning</source>
        <translation>flex-start mit Bereitstellung über Warteschlange</translation>
    </message>
    <message>
        <source>%1: %2 x %3, topology %4 in %5, %6</source>
        <translation>%1: %2 x %3, Topologie %4 in %5, %6</translation>
    </message>
    <message>
        <source>Node auto-provisioning limits for cluster %1, used by gcloud.sh.
CPU and memory count every node of the cluster, TPU VMs included; each TPU limit is in chips.</source>
        <translation>Limits der automatischen Knotenbereitstellung für den Cluster %1, verwendet von gcloud.sh.
CPU und Arbeitsspeicher zählen jeden Knoten des Clusters, TPU-VMs eingeschlossen; jedes TPU-Limit wird in Chips angegeben.</translation>
    </message>
    <message>
        <source>Creates the GKE cluster of the TPU plan &quot;%1&quot;%2 with gcloud.</source>
        <translation>Erstellt mit gcloud den GKE-Cluster des TPU-Plans &quot;%1&quot;%2.</translation>
    </message>
    <message>
        <source> (Autopilot: the TPU slices are requested by the manifests)</source>
        <translation> (Autopilot: Die TPU-Slices werden von den Manifesten angefordert)</translation>
    </message>
    <message>
        <source> and its TPU node pools</source>
        <translation> und seine TPU-Knotenpools</translation>
    </message>
    <message>
        <source>Generated by tpu-plan. Review it, then run:  PROJECT=my-project bash gcloud.sh
It runs gcloud and nothing else; every value from the plan is quoted.</source>
        <translation>Von tpu-plan generiert. Prüfen Sie das Skript und führen Sie dann aus:  PROJECT=my-project bash gcloud.sh
Es führt nur gcloud aus, sonst nichts; jeder Wert aus dem Plan steht in Anführungszeichen.</translation>
    </message>
    <message>
        <source>Cluster %1 (%2) in %3, GKE %4</source>
        <translation>Cluster %1 (%2) in %3, GKE %4</translation>
    </message>
    <message>
        <source>The Google Cloud project that gets the cluster: set PROJECT in the environment.</source>
        <translation>Das Google Cloud-Projekt, in dem der Cluster erstellt wird: setzen Sie PROJECT in der Umgebung.</translation>
    </message>
    <message>
        <source>set PROJECT to your Google Cloud project ID, e.g. PROJECT=my-project bash gcloud.sh</source>
        <translation>setzen Sie PROJECT auf die ID Ihres Google Cloud-Projekts, z. B. PROJECT=my-project bash gcloud.sh</translation>
    </message>
    <message>
        <source>The cluster&apos;s region (cluster.region in the plan).</source>
        <translation>Die Region des Clusters (cluster.region im Plan).</translation>
    </message>
    <message>
        <source>Autopilot cluster. TPU nodes appear when the manifests&apos; Pods ask for them.</source>
        <translation>Autopilot-Cluster. TPU-Knoten erscheinen, sobald die Pods der Manifeste sie anfordern.</translation>
    </message>
    <message>
        <source>Standard cluster with a small non-TPU node pool (default-pool, one node per TPU zone):
every Standard cluster needs one for kube-system Pods such as kube-dns.</source>
        <translation>Standard-Cluster mit einem kleinen Knotenpool ohne TPUs (default-pool, ein Knoten pro TPU-Zone):
jeder Standard-Cluster benötigt einen für kube-system-Pods wie kube-dns.</translation>
    </message>
    <message>
        <source>Node auto-provisioning: the limits (CPU, memory and TPU chips) are in autoprovisioning.yaml.</source>
        <translation>Automatische Knotenbereitstellung: die Limits (CPU, Arbeitsspeicher und TPU-Chips) stehen in autoprovisioning.yaml.</translation>
    </message>
    <message>
        <source> (one multi-host slice, created and scaled as a whole)</source>
        <translation> (ein Multi-Host-Slice, das als Ganzes erstellt und skaliert wird)</translation>
    </message>
    <message>
        <source>Point kubectl at the new cluster; then apply the manifests (see README.md).</source>
        <translation>Richten Sie kubectl auf den neuen Cluster aus; wenden Sie danach die Manifeste an (siehe README.md).</translation>
    </message>
    <message>
        <source>Workload policy for multi-host %1 pools of topology %2: GKE places them with it instead of compact placement. There is one per project, region and topology, so it is created only when missing.</source>
        <translation>Workload-Richtlinie für Multi-Host-Pools von %1 mit Topologie %2: GKE platziert sie damit statt mit kompakter Platzierung. Es gibt eine pro Projekt, Region und Topologie, daher wird sie nur angelegt, wenn sie fehlt.</translation>
    </message>
    <message>
        <source>GKE %1 is the control plane&apos;s starting version; the %2 release channel (cluster.releaseChannel) upgrades it from there.</source>
        <translation>GKE %1 ist die Startversion der Steuerungsebene; der Release-Kanal %2 (cluster.releaseChannel) aktualisiert sie von dort aus.</translation>
    </message>
    <message>
        <source>The workloads run as the Kubernetes service account default/%1 (in the manifests); Workload Identity lets it read and write gs://%2 without a key.</source>
        <translation>Die Workloads laufen als Kubernetes-Dienstkonto default/%1 (in den Manifesten); Workload Identity lässt es gs://%2 ohne Schlüssel lesen und schreiben.</translation>
    </message>
    <message>
        <source>Dynamic slicing: the blocks&apos; nodes come up unlinked (%1); GKE&apos;s slice controller forms each workload&apos;s slice.</source>
        <translation>Dynamisches Slicing: die Knoten der Blöcke starten ohne Verbindungen (%1); der Slice-Controller von GKE bildet den Slice jedes Workloads.</translation>
    </message>
    <message>
        <source>Dynamic slicing: the slice controller forms the slices of the block pools.</source>
        <translation>Dynamisches Slicing: der Slice-Controller bildet die Slices der Block-Pools.</translation>
    </message>
    <message>
        <source> (one block of the All Capacity reservation: the dynamic slices form inside it)</source>
        <translation> (ein Block der All-Capacity-Reservierung: die dynamischen Slices bilden sich darin)</translation>
    </message>
    <message>
        <source>Block pool %1: one node pool per %2 block. GKE&apos;s guide gives each node pool one block or sub-block of the All Capacity reservation (--reservation=projects/P/reservations/R/reservationBlocks/B[/reservationSubBlocks/S]); the plan names the reservation only.</source>
        <translation>Block-Pool %1: ein Knotenpool je %2-Block. Die GKE-Anleitung gibt jedem Knotenpool einen Block oder Unterblock der All-Capacity-Reservierung (--reservation=projects/P/reservations/R/reservationBlocks/B[/reservationSubBlocks/S]); der Plan nennt nur die Reservierung.</translation>
    </message>
</context>
<context>
    <name>GkeVersion</name>
    <message>
        <source>&apos;%1&apos; is not a GKE version; write MAJOR.MINOR.PATCH-gke.BUILD, for example 1.31.2-gke.1115000</source>
        <translation>&apos;%1&apos; ist keine GKE-Version; schreiben Sie MAJOR.MINOR.PATCH-gke.BUILD, zum Beispiel 1.31.2-gke.1115000</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>&apos;%1&apos; is missing or empty</source>
        <translation>&apos;%1&apos; fehlt oder ist leer</translation>
    </message>
    <message>
        <source>a list &apos;%1&apos; is expected</source>
        <translation>eine Liste &apos;%1&apos; wird erwartet</translation>
    </message>
    <message>
        <source>the term &apos;%1&apos; has no %2 text</source>
        <translation>der Begriff &apos;%1&apos; hat keinen Text in %2</translation>
    </message>
    <message>
        <source>the rule &apos;%1&apos; has no %2 text</source>
        <translation>die Regel &apos;%1&apos; hat keinen Text in %2</translation>
    </message>
    <message>
        <source>the id &apos;%1&apos; is used twice</source>
        <translation>die ID &apos;%1&apos; wird zweimal verwendet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names the related term &apos;%2&apos;, which does not exist</source>
        <translation>&apos;%1&apos; nennt den verwandten Begriff &apos;%2&apos;, den es nicht gibt</translation>
    </message>
    <message>
        <source>the rule &apos;%1&apos; names the term &apos;%2&apos;, which does not exist</source>
        <translation>die Regel &apos;%1&apos; nennt den Begriff &apos;%2&apos;, den es nicht gibt</translation>
    </message>
    <message>
        <source>the field &apos;%1&apos; is explained by &apos;%2&apos; and &apos;%3&apos;</source>
        <translation>das Feld &apos;%1&apos; wird von &apos;%2&apos; und &apos;%3&apos; erklärt</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>no cluster and no TPU node pool found in %1</source>
        <translation>kein Cluster und kein TPU-Knotenpool in %1 gefunden</translation>
    </message>
</context>
<context>
    <name>ImportPlanBuilder</name>
    <message>
        <source>Terraform state holds only the pools Terraform manages: pools made by hand are missing unless a gcloud listing is imported too</source>
        <translation>Der Terraform-Zustand enthält nur die Pools, die Terraform verwaltet: von Hand angelegte Pools fehlen, sofern nicht auch eine gcloud-Liste importiert wird</translation>
    </message>
    <message>
        <source>%1 describes cluster %2 too; only cluster %3 is imported</source>
        <translation>%1 beschreibt auch Cluster %2; nur Cluster %3 wird importiert</translation>
    </message>
    <message>
        <source>the control-plane version is not in the inputs; the nodes&apos; version %1 is used</source>
        <translation>die Version der Steuerungsebene steht nicht in den Eingaben; die Version %1 der Knoten wird verwendet</translation>
    </message>
    <message>
        <source>the control-plane version is not in the inputs; the version %1 of pool %2 is used</source>
        <translation>die Version der Steuerungsebene steht nicht in den Eingaben; die Version %1 von Pool %2 wird verwendet</translation>
    </message>
    <message>
        <source>no GKE version in the inputs: set cluster.version</source>
        <translation>keine GKE-Version in den Eingaben: cluster.version setzen</translation>
    </message>
    <message>
        <source>the cluster is in no release channel; a plan cannot say so and assumes Regular</source>
        <translation>der Cluster ist in keinem Release-Kanal; ein Plan kann das nicht ausdrücken und nimmt Regular an</translation>
    </message>
    <message>
        <source>the cluster&apos;s status is %1, not RUNNING</source>
        <translation>der Status des Clusters ist %1, nicht RUNNING</translation>
    </message>
    <message>
        <source>no cluster name in the inputs: the plan calls it &apos;imported&apos;</source>
        <translation>kein Clustername in den Eingaben: der Plan nennt ihn &apos;imported&apos;</translation>
    </message>
    <message>
        <source>Imported cluster %1</source>
        <translation>Importierter Cluster %1</translation>
    </message>
    <message>
        <source>Imported with tpu-plan import.</source>
        <translation>Mit tpu-plan import importiert.</translation>
    </message>
    <message>
        <source>Imported with tpu-plan import from project %1.</source>
        <translation>Mit tpu-plan import aus Projekt %1 importiert.</translation>
    </message>
    <message>
        <source>pool %1: %2</source>
        <translation>Pool %1: %2</translation>
    </message>
    <message>
        <source>the input names no machine type</source>
        <translation>die Eingabe nennt keinen Maschinentyp</translation>
    </message>
    <message>
        <source>TPU machine type %1 is not in the catalog; refresh the catalog (tpu-plan catalog refresh) or use a newer one (--catalog)</source>
        <translation>TPU-Maschinentyp %1 ist nicht im Katalog; den Katalog auffrischen (tpu-plan catalog refresh) oder einen neueren verwenden (--catalog)</translation>
    </message>
    <message>
        <source>a GKE-managed Autopilot pool, not a TPU pool (%1)</source>
        <translation>ein von GKE verwalteter Autopilot-Pool, kein TPU-Pool (%1)</translation>
    </message>
    <message>
        <source>not a TPU pool (%1)</source>
        <translation>kein TPU-Pool (%1)</translation>
    </message>
    <message>
        <source>GKE created it for pending workloads (node auto-provisioning) and deletes it when idle; it is not a node pool of the plan</source>
        <translation>GKE hat ihn für wartende Arbeitslasten angelegt (automatische Knotenbereitstellung) und löscht ihn im Leerlauf; er ist kein Knotenpool des Plans</translation>
    </message>
    <message>
        <source>%1 has no Autopilot accelerator in the catalog</source>
        <translation>%1 hat keinen Autopilot-Beschleuniger im Katalog</translation>
    </message>
    <message>
        <source>GKE created it for a workload; the plan holds the slice it serves (accelerator %1, topology %2, %3 chips per pod)</source>
        <translation>GKE hat ihn für eine Arbeitslast angelegt; der Plan enthält den Slice, dem er dient (Beschleuniger %1, Topologie %2, %3 Chips pro Pod)</translation>
    </message>
    <message>
        <source>its topology &apos;%1&apos; is not AxB or AxBxC</source>
        <translation>seine Topologie &apos;%1&apos; ist nicht AxB oder AxBxC</translation>
    </message>
    <message>
        <source>its node labels set gke-tpu-topology %1 by hand; the machine type&apos;s topology %2 is used</source>
        <translation>seine Knotenlabels setzen gke-tpu-topology %1 von Hand; die Topologie %2 des Maschinentyps wird verwendet</translation>
    </message>
    <message>
        <source>topology %1 from the labels of its nodes</source>
        <translation>Topologie %1 aus den Labels seiner Knoten</translation>
    </message>
    <message>
        <source>no topology: the pool has no placementPolicy.tpuTopology and %1 has no single-host shape in the catalog; add the output of kubectl get nodes -o json</source>
        <translation>keine Topologie: der Pool hat kein placementPolicy.tpuTopology und %1 hat keine Single-Host-Form im Katalog; die Ausgabe von kubectl get nodes -o json hinzufügen</translation>
    </message>
    <message>
        <source>it names no zones of its own; the cluster&apos;s are used</source>
        <translation>er nennt keine eigenen Zonen; die des Clusters werden verwendet</translation>
    </message>
    <message>
        <source>no zone: neither the pool nor the cluster names one</source>
        <translation>keine Zone: weder der Pool noch der Cluster nennt eine</translation>
    </message>
    <message numerus="yes">
        <source>spread over %n zones (%1); a plan pool lies in one zone, so all its nodes (GKE counts them per zone) are placed in %2</source>
        <translation>
            <numerusform>auf %n Zone verteilt (%1); ein Plan-Pool liegt in einer Zone, daher werden alle seine Knoten (GKE zählt sie pro Zone) in %2 platziert</numerusform>
            <numerusform>auf %n Zonen verteilt (%1); ein Plan-Pool liegt in einer Zone, daher werden alle seine Knoten (GKE zählt sie pro Zone) in %2 platziert</numerusform>
        </translation>
    </message>
    <message>
        <source>queued provisioning: a plan asks for it with flex-start and a Kueue queue (workload.queue); name the LocalQueue its jobs use</source>
        <translation>Bereitstellung per Warteschlange: ein Plan verlangt sie mit flex-start und einer Kueue-Warteschlange (workload.queue); die LocalQueue seiner Jobs angeben</translation>
    </message>
    <message>
        <source>legacy preemptible VMs are planned as Spot VMs</source>
        <translation>ältere unterbrechbare VMs werden als Spot-VMs geplant</translation>
    </message>
    <message>
        <source>it consumes any matching reservation (ANY_RESERVATION); a plan names one reservation or none, so it is planned and priced on demand</source>
        <translation>er nutzt jede passende Reservierung (ANY_RESERVATION); ein Plan nennt eine Reservierung oder keine, daher wird er als On-Demand geplant und berechnet</translation>
    </message>
    <message>
        <source>it consumes a specific reservation but the input does not name it: set reservation.name</source>
        <translation>er nutzt eine bestimmte Reservierung, aber die Eingabe nennt sie nicht: reservation.name setzen</translation>
    </message>
    <message>
        <source>it consumes %1; a plan names the reservation %2 only, not its block</source>
        <translation>er nutzt %1; ein Plan nennt nur die Reservierung %2, nicht ihren Block</translation>
    </message>
    <message numerus="yes">
        <source>it names %n reservations; a plan names one, %1</source>
        <translation>
            <numerusform>er nennt %n Reservierung; ein Plan nennt eine, %1</numerusform>
            <numerusform>er nennt %n Reservierungen; ein Plan nennt eine, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>it has no nodes and no autoscaling; the plan counts the one node of its shape</source>
        <translation>er hat keine Knoten und kein Autoscaling; der Plan zählt den einen Knoten seiner Form</translation>
    </message>
    <message>
        <source>it runs %1 single-host nodes without autoscaling; a plan pool holds a node count only as autoscaling bounds, so they are %1 to %1</source>
        <translation>er betreibt %1 Single-Host-Knoten ohne Autoscaling; ein Plan-Pool hält eine Knotenzahl nur als Autoscaling-Grenzen, daher sind es %1 bis %1</translation>
    </message>
    <message>
        <source>placement policy %1: the plan&apos;s export creates the workload policy the catalog gives the version instead</source>
        <translation>Platzierungsrichtlinie %1: der Export des Plans legt stattdessen die Workload-Richtlinie an, die der Katalog der Version gibt</translation>
    </message>
    <message>
        <source>its maxRunDuration %1 has no place in a plan</source>
        <translation>seine maxRunDuration %1 hat keinen Platz in einem Plan</translation>
    </message>
    <message numerus="yes">
        <source>%n taint(s) of its own have no place in a plan</source>
        <translation>
            <numerusform>%n eigener Taint hat keinen Platz in einem Plan</numerusform>
            <numerusform>%n eigene Taints haben keinen Platz in einem Plan</numerusform>
        </translation>
    </message>
    <message>
        <source>no input describes this pool, only its nodes: autoscaling, reservations and flex-start are unknown, and the node count is what runs now</source>
        <translation>keine Eingabe beschreibt diesen Pool, nur seine Knoten: Autoscaling, Reservierungen und flex-start sind unbekannt, und die Knotenzahl ist die, die jetzt läuft</translation>
    </message>
    <message>
        <source>machine type</source>
        <translation>Maschinentyp</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>google.com/tpu</source>
        <translation>google.com/tpu</translation>
    </message>
    <message>
        <source>kubectl shows node %1 with %2 %3, but the pool&apos;s is %4</source>
        <translation>kubectl zeigt Knoten %1 mit %2 %3, aber der Pool hat %4</translation>
    </message>
    <message>
        <source>it belongs to cluster %1, not %2</source>
        <translation>er gehört zu Cluster %1, nicht zu %2</translation>
    </message>
    <message>
        <source>%1 says machine type %2, %3 says %4; the first is used</source>
        <translation>%1 nennt Maschinentyp %2, %3 nennt %4; der erste wird verwendet</translation>
    </message>
    <message numerus="yes">
        <source>it has %n node(s) per zone without autoscaling, where a %1 slice has %2</source>
        <translation>
            <numerusform>er hat %n Knoten pro Zone ohne Autoscaling, während ein %1-Slice %2 hat</numerusform>
            <numerusform>er hat %n Knoten pro Zone ohne Autoscaling, während ein %1-Slice %2 hat</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <source>Cluster %1 (%2, %3) from %4</source>
        <translation>Cluster %1 (%2, %3) aus %4</translation>
    </message>
    <message numerus="yes">
        <source>  imported %1: %2 %3 in %4, %n node(s), %5</source>
        <translation>
            <numerusform>  importiert %1: %2 %3 in %4, %n Knoten, %5</numerusform>
            <numerusform>  importiert %1: %2 %3 in %4, %n Knoten, %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n running)</source>
        <translation>
            <numerusform> (%n läuft)</numerusform>
            <numerusform> (%n laufen)</numerusform>
        </translation>
    </message>
    <message>
        <source>  skipped %1: %2</source>
        <translation>  übersprungen %1: %2</translation>
    </message>
    <message>
        <source>  note: %1</source>
        <translation>  Hinweis: %1</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
</context>
<context>
    <name>ImportSourceReader</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1: the text from line %2 on is not JSON (gcloud&apos;s messages pasted with the output?); it was ignored</source>
        <translation>%1: der Text ab Zeile %2 ist kein JSON (mit der Ausgabe eingefügte Meldungen von gcloud?); er wurde ignoriert</translation>
    </message>
    <message>
        <source>not JSON or YAML</source>
        <translation>weder JSON noch YAML</translation>
    </message>
    <message>
        <source>not a gcloud cluster or node pool (describe or list --format=json), kubectl get nodes -o json, or terraform show -json document</source>
        <translation>kein gcloud-Cluster oder -Knotenpool (describe oder list --format=json), kein kubectl get nodes -o json und kein terraform show -json-Dokument</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>a TPU Planner plan, not what a cluster has: open it as a plan (File &gt; Open, or tpu-plan validate)</source>
        <translation>ein Plan des TPU-Planers, nicht das, was ein Cluster hat: öffnen Sie ihn als Plan (Datei &gt; Öffnen oder tpu-plan validate)</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>a text is needed here (a string, or one per language: {en: ..., de: ...})</source>
        <translation>hier wird ein Text gebraucht (eine Zeichenkette oder eine pro Sprache: {en: ..., de: ...})</translation>
    </message>
    <message>
        <source>a number of at least 0 is needed here</source>
        <translation>hier wird eine Zahl von mindestens 0 gebraucht</translation>
    </message>
    <message>
        <source>true or false is needed here</source>
        <translation>hier wird true oder false gebraucht</translation>
    </message>
    <message>
        <source>a goal is a mapping with an id, one condition, a text and a hint</source>
        <translation>ein Ziel ist eine Zuordnung mit einer ID, einer Bedingung, einem Text und einem Hinweis</translation>
    </message>
    <message>
        <source>every goal needs an id</source>
        <translation>jedes Ziel braucht eine ID</translation>
    </message>
    <message>
        <source>mode is standard or autopilot</source>
        <translation>mode ist standard oder autopilot</translation>
    </message>
    <message>
        <source>chips needs atLeast, atMost or both</source>
        <translation>chips braucht atLeast, atMost oder beides</translation>
    </message>
    <message>
        <source>a cost goal needs below: AMOUNT</source>
        <translation>ein Kostenziel braucht below: BETRAG</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rule id (see tpu-plan&apos;s rules)</source>
        <translation>&apos;%1&apos; ist keine Regel-ID (siehe die Regeln von tpu-plan)</translation>
    </message>
    <message>
        <source>the plan is valid</source>
        <translation>der Plan ist gültig</translation>
    </message>
    <message>
        <source>the plan has errors</source>
        <translation>der Plan hat Fehler</translation>
    </message>
    <message>
        <source>mode %1</source>
        <translation>Modus %1</translation>
    </message>
    <message>
        <source>TPU versions: %1</source>
        <translation>TPU-Versionen: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pool(s) wired as a full torus</source>
        <translation>
            <numerusform>%1 von %n Pool als vollständiger Torus verdrahtet</numerusform>
            <numerusform>%1 von %n Pools als vollständiger Torus verdrahtet</numerusform>
        </translation>
    </message>
    <message>
        <source>the cost is unknown (a price is missing)</source>
        <translation>die Kosten sind unbekannt (ein Preis fehlt)</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>%1 pro Stunde</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>%1 pro Monat</translation>
    </message>
    <message>
        <source>the plan</source>
        <translation>der Plan</translation>
    </message>
    <message>
        <source>no %1 finding</source>
        <translation>kein Befund %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>a lesson file says kind: Lesson</source>
        <translation>eine Lektionsdatei enthält kind: Lesson</translation>
    </message>
    <message>
        <source>startPlan names the plan file the lesson starts from</source>
        <translation>startPlan nennt die Plandatei, mit der die Lektion beginnt</translation>
    </message>
    <message>
        <source>a lesson needs a list of goals</source>
        <translation>eine Lektion braucht eine Liste von Zielen</translation>
    </message>
    <message>
        <source>the start plan %1 does not exist</source>
        <translation>der Startplan %1 existiert nicht</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a built-in lesson (%2) nor a lesson file</source>
        <translation>&apos;%1&apos; ist weder eine eingebaute Lektion (%2) noch eine Lektionsdatei</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a model preset; the presets are: %2</source>
        <translation>&apos;%1&apos; ist keine Modellvorlage; die Vorlagen sind: %2</translation>
    </message>
    <message>
        <source>a precision is bf16, fp8, int8 or int4</source>
        <translation>eine Genauigkeit ist bf16, fp8, int8 oder int4</translation>
    </message>
    <message>
        <source>servesModel needs contextLen and concurrency, each from 1 to 10,000,000</source>
        <translation>servesModel braucht contextLen und concurrency, jeweils von 1 bis 10.000.000</translation>
    </message>
    <message>
        <source>a goal has exactly one condition: valid, mode, tpu, chips, torus, hourlyCost, monthlyCost, finding or servesModel (this one has %1)</source>
        <translation>ein Ziel hat genau eine Bedingung: valid, mode, tpu, chips, torus, hourlyCost, monthlyCost, finding oder servesModel (dieses hat %1)</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>knapp</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>%1: %2 GiB per chip of %3 usable, %4</source>
        <translation>%1: %2 GiB pro Chip von %3 nutzbaren, %4</translation>
    </message>
    <message>
        <source>no pool to serve from</source>
        <translation>kein Pool zum Bereitstellen</translation>
    </message>
    <message>
        <source>cannot read the lesson: %1</source>
        <translation>Lektion kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>LintReport</name>
    <message numerus="yes">
        <source>%n other object(s) skipped</source>
        <translation>
            <numerusform>%n anderes Objekt übersprungen</numerusform>
            <numerusform>%n andere Objekte übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not read</source>
        <translation>%1: nicht gelesen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s) in %2 TPU workload(s); %3</source>
        <translation>
            <numerusform>%1: %n Fehler in %2 TPU-Arbeitslast(en); %3</numerusform>
            <numerusform>%1: %n Fehler in %2 TPU-Arbeitslast(en); %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no TPU workload; %2</source>
        <translation>%1: keine TPU-Arbeitslast; %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n TPU workload(s) look right; %2</source>
        <translation>
            <numerusform>%1: %n TPU-Arbeitslast sieht richtig aus; %2</numerusform>
            <numerusform>%1: %n TPU-Arbeitslasten sehen richtig aus; %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n document(s) that are not Kubernetes objects</source>
        <translation>
            <numerusform>, %n Dokument, das kein Kubernetes-Objekt ist</numerusform>
            <numerusform>, %n Dokumente, die keine Kubernetes-Objekte sind</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: a template, skipped</source>
        <translation>%1: eine Vorlage, übersprungen</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) left out by --exclude</source>
        <translation>
            <numerusform>%n Datei durch --exclude ausgelassen</numerusform>
            <numerusform>%n Dateien durch --exclude ausgelassen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManifestExporter</name>
    <message numerus="yes">
        <source>Pool %1 of plan &quot;%2&quot;: %3 %4, %n node(s)</source>
        <translation>
            <numerusform>Pool %1 des Plans &quot;%2&quot;: %3 %4, %n Knoten</numerusform>
            <numerusform>Pool %1 des Plans &quot;%2&quot;: %3 %4, %n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>Generated by tpu-plan. Apply with: kubectl apply -f %1.yaml</source>
        <translation>Von tpu-plan generiert. Anwenden mit: kubectl apply -f %1.yaml</translation>
    </message>
    <message>
        <source>Needs the JobSet controller in the cluster.</source>
        <translation>Erfordert den JobSet-Controller im Cluster.</translation>
    </message>
    <message>
        <source>Needs Kueue in the cluster.</source>
        <translation>Erfordert Kueue im Cluster.</translation>
    </message>
    <message>
        <source>Named by the TPU plan; the value follows the name (high, low or neither).</source>
        <translation>Vom TPU-Plan benannt; der Wert richtet sich nach dem Namen (high, low oder keins von beiden).</translation>
    </message>
    <message>
        <source>Dynamic slicing: GKE&apos;s slice controller (gcloud.sh turns it on) forms each workload&apos;s slice inside the blocks when Kueue admits it.</source>
        <translation>Dynamisches Slicing: der Slice-Controller von GKE (gcloud.sh schaltet ihn ein) bildet den Slice jedes Workloads in den Blöcken, sobald Kueue ihn zulässt.</translation>
    </message>
    <message>
        <source>Sub-slicing: Kueue %1 or later places each workload&apos;s sub-slice inside the node pools by Topology Aware Scheduling.</source>
        <translation>Sub-Slicing: Kueue %1 oder neuer platziert den Sub-Slice jedes Workloads per Topology Aware Scheduling in den Knotenpools.</translation>
    </message>
</context>
<context>
    <name>ManifestLinter</name>
    <message>
        <source>no such file or folder</source>
        <translation>keine solche Datei und kein solcher Ordner</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>not readable as Kubernetes YAML: %1</source>
        <translation>nicht als Kubernetes-YAML lesbar: %1</translation>
    </message>
    <message>
        <source>a Helm or Jinja template, not a manifest: skipped. Lint what it renders (helm template), or leave it out with --exclude</source>
        <translation>eine Helm- oder Jinja-Vorlage, kein Manifest: übersprungen. Prüfen Sie, was sie erzeugt (helm template), oder lassen Sie sie mit --exclude aus</translation>
    </message>
    <message>
        <source>no *.yaml or *.yml file in this folder or the folders under it (hidden ones are not searched): nothing was checked</source>
        <translation>keine *.yaml- oder *.yml-Datei in diesem Ordner oder seinen Unterordnern (versteckte werden nicht durchsucht): nichts wurde geprüft</translation>
    </message>
    <message>
        <source>a Helm or Jinja template, not a manifest: skipped. Check what it renders (helm template) instead</source>
        <translation>eine Helm- oder Jinja-Vorlage, kein Manifest: übersprungen. Prüfen Sie stattdessen, was sie erzeugt (helm template)</translation>
    </message>
</context>
<context>
    <name>ManifestRules</name>
    <message>
        <source>Autopilot</source>
        <translation>Autopilot</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>the pods ask for TPU chips but select no %1; GKE cannot tell which TPU nodes they need, so they stay Pending. Add the node selector (e.g. tpu-v5-lite-podslice)</source>
        <translation>die Pods fordern TPU-Chips an, wählen aber keinen %1; GKE weiß nicht, welche TPU-Knoten sie brauchen, daher bleiben sie Pending. Fügen Sie den Knotenselektor hinzu (z. B. tpu-v5-lite-podslice)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU accelerator GKE knows, so no node ever matches; use one of: %2</source>
        <translation>&apos;%1&apos; ist kein TPU-Beschleuniger, den GKE kennt, daher passt nie ein Knoten; verwenden Sie einen von: %2</translation>
    </message>
    <message>
        <source>no %1 node selector: %2 requires it, and without it pods may land on a slice of another shape; add one of: %3</source>
        <translation>kein Knotenselektor %1: %2 verlangt ihn, und ohne ihn können Pods auf einem Slice anderer Form landen; fügen Sie einen hinzu von: %3</translation>
    </message>
    <message>
        <source>GKE&apos;s guide</source>
        <translation>der GKE-Leitfaden</translation>
    </message>
    <message>
        <source>%1 slices are %2D, so &apos;%3&apos; never matches a node; use one of: %4</source>
        <translation>%1-Slices sind %2D, daher passt &apos;%3&apos; nie auf einen Knoten; verwenden Sie einen von: %4</translation>
    </message>
    <message>
        <source>%1 with topology %2 exists only in %3 clusters, not in %4; lint with --mode %5 if the manifest is meant for %3</source>
        <translation>%1 mit Topologie %2 gibt es nur in %3-Clustern, nicht in %4; prüfen Sie mit --mode %5, wenn das Manifest für %3 gedacht ist</translation>
    </message>
    <message>
        <source>%1 with topology %2 exists only in %3 clusters; %4 nodes of that shape carry %5</source>
        <translation>%1 mit Topologie %2 gibt es nur in %3-Clustern; %4-Knoten dieser Form tragen %5</translation>
    </message>
    <message>
        <source>%1 has no topology %2, so no node ever matches; use one of: %3</source>
        <translation>%1 hat keine Topologie %2, daher passt nie ein Knoten; verwenden Sie eine von: %3</translation>
    </message>
    <message>
        <source>%1 must be a whole number of chips, not &apos;%2&apos;</source>
        <translation>%1 muss eine ganze Zahl von Chips sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 is requested without a limit; Kubernetes refuses an extended resource without one. Set limits.%1 to the same number</source>
        <translation>%1 wird ohne Limit angefordert; Kubernetes lehnt eine erweiterte Ressource ohne Limit ab. Setzen Sie limits.%1 auf dieselbe Zahl</translation>
    </message>
    <message>
        <source>%1 requests (%2) differ from limits (%3); Kubernetes refuses the pod. Make them equal</source>
        <translation>Anforderungen von %1 (%2) weichen von den Limits (%3) ab; Kubernetes lehnt den Pod ab. Setzen Sie beide gleich</translation>
    </message>
    <message>
        <source>the pods select TPU nodes but no container asks for %1: they get no chips, and do not tolerate the TPU nodes&apos; taint. Set limits.%1 on the container that uses the TPU</source>
        <translation>die Pods wählen TPU-Knoten, aber kein Container fordert %1 an: sie bekommen keine Chips und tolerieren den Taint der TPU-Knoten nicht. Setzen Sie limits.%1 im Container, der die TPU nutzt</translation>
    </message>
    <message>
        <source>a multi-host Job needs completionMode: Indexed so each pod knows its host number; set it, or use a JobSet</source>
        <translation>ein Multi-Host-Job braucht completionMode: Indexed, damit jeder Pod seine Hostnummer kennt; setzen Sie es oder verwenden Sie ein JobSet</translation>
    </message>
    <message>
        <source>the pods of a multi-host Job find each other through a headless Service: set subdomain to its name (and create the Service with clusterIP: None), or use a JobSet</source>
        <translation>die Pods eines Multi-Host-Jobs finden einander über einen Headless Service: setzen Sie subdomain auf dessen Namen (und erstellen Sie den Service mit clusterIP: None) oder verwenden Sie ein JobSet</translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s) of %1 VMs each, but no %2 annotation: pods of different slices can mix on one node pool and every slice waits forever. Add %2: %3</source>
        <translation>
            <numerusform>%n Slice aus je %1 VMs, aber keine Annotation %2: Pods verschiedener Slices können sich in einem Knotenpool mischen, und jeder Slice wartet endlos. Fügen Sie %2: %3 hinzu</numerusform>
            <numerusform>%n Slices aus je %1 VMs, aber keine Annotation %2: Pods verschiedener Slices können sich in einem Knotenpool mischen, und jeder Slice wartet endlos. Fügen Sie %2: %3 hinzu</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is &apos;%2&apos;; a TPU slice is one node pool, so GKE&apos;s samples use %3</source>
        <translation>%1 ist &apos;%2&apos;; ein TPU-Slice ist ein Knotenpool, daher verwenden die GKE-Beispiele %3</translation>
    </message>
    <message>
        <source>%1 selects a workload policy, which only %2 node pools carry; %3 nodes never have it. Remove the selector</source>
        <translation>%1 wählt eine Arbeitslastrichtlinie, die nur %2-Knotenpools tragen; %3-Knoten haben sie nie. Entfernen Sie den Selektor</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a label value: use the workload policy&apos;s name, not its path or URI</source>
        <translation>&apos;%1&apos; ist kein Labelwert: verwenden Sie den Namen der Arbeitslastrichtlinie, nicht ihren Pfad oder ihre URI</translation>
    </message>
    <message>
        <source>a single-host %1 slice takes no workload policy, so its nodes carry no %2; remove the selector</source>
        <translation>ein Single-Host-%1-Slice nimmt keine Arbeitslastrichtlinie, daher tragen seine Knoten kein %2; entfernen Sie den Selektor</translation>
    </message>
    <message>
        <source>multi-host %1 pods created by node auto-provisioning need the %2 node selector naming the %3 workload policy</source>
        <translation>Multi-Host-%1-Pods, die die automatische Knotenbereitstellung erstellt, brauchen den Knotenselektor %2 mit dem Namen der %3-Arbeitslastrichtlinie</translation>
    </message>
    <message>
        <source>%1 nodes use a workload policy, not compact placement groups; select %2 instead</source>
        <translation>%1-Knoten verwenden eine Arbeitslastrichtlinie, keine kompakten Platzierungsgruppen; wählen Sie stattdessen %2</translation>
    </message>
    <message>
        <source>collection scheduling exists only for TPU Trillium (v6e); %1 nodes never carry this label. Remove it</source>
        <translation>Collection Scheduling gibt es nur für TPU Trillium (v6e); %1-Knoten tragen dieses Label nie. Entfernen Sie es</translation>
    </message>
    <message>
        <source>collection scheduling does not support Spot VMs; drop %1 or the collection</source>
        <translation>Collection Scheduling unterstützt keine Spot-VMs; entfernen Sie %1 oder die Collection</translation>
    </message>
    <message>
        <source>Spot nodes never consume a reservation, so no node has both %1 and %2; keep one</source>
        <translation>Spot-Knoten nutzen nie eine Reservierung, daher hat kein Knoten sowohl %1 als auch %2; behalten Sie eines</translation>
    </message>
    <message>
        <source>flex-start nodes are not Spot nodes; no node matches both %1 and %2. Keep one</source>
        <translation>Flex-Start-Knoten sind keine Spot-Knoten; kein Knoten passt zu %1 und %2 zugleich. Behalten Sie eines</translation>
    </message>
    <message>
        <source>flex-start capacity does not come from a reservation; no node matches both %1 and %2</source>
        <translation>Flex-Start-Kapazität stammt nicht aus einer Reservierung; kein Knoten passt zu %1 und %2 zugleich</translation>
    </message>
    <message>
        <source>TPU reservations are consumed with specific affinity only; set %1 to specific</source>
        <translation>TPU-Reservierungen werden nur mit spezifischer Affinität genutzt; setzen Sie %1 auf specific</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 %3, %n chip(s) per pod, %4)</source>
        <translation>
            <numerusform>%1 (%2 %3, %n Chip pro Pod, %4)</numerusform>
            <numerusform>%1 (%2 %3, %n Chips pro Pod, %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no pool of the plan &apos;%1&apos; runs these pods (%2 %3, %n chip(s) per pod%4); its pools: %5</source>
        <translation>
            <numerusform>kein Pool des Plans &apos;%1&apos; führt diese Pods aus (%2 %3, %n Chip pro Pod%4); seine Pools: %5</numerusform>
            <numerusform>kein Pool des Plans &apos;%1&apos; führt diese Pods aus (%2 %3, %n Chips pro Pod%4); seine Pools: %5</numerusform>
        </translation>
    </message>
    <message>
        <source>, Spot</source>
        <translation>, Spot</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>; on dynamic-slicing blocks, name the slice with the %1 annotation instead</source>
        <translation>; auf Blöcken mit dynamischem Slicing benennen Sie den Slice stattdessen mit der Annotation %1</translation>
    </message>
    <message>
        <source>Kueue adds the node selectors of queue &apos;%1&apos; when it admits the workload, but no ResourceFlavor with %2 is in the linted files: accelerator, topology, chips and pods per slice are not checked. Lint the flavor&apos;s file with it for a full check</source>
        <translation>Kueue fügt die Knotenselektoren der Warteschlange &apos;%1&apos; hinzu, wenn es die Arbeitslast zulässt, aber kein ResourceFlavor mit %2 ist unter den geprüften Dateien: Beschleuniger, Topologie, Chips und Pods pro Slice werden nicht geprüft. Prüfen Sie die Datei des Flavors mit, um alles zu prüfen</translation>
    </message>
    <message>
        <source>%1 slices are %2D, so &apos;%3&apos; names no slice</source>
        <translation>%1-Slices sind %2D, daher benennt &apos;%3&apos; keinen Slice</translation>
    </message>
    <message>
        <source>Kueue forms %1 sub-slices of these shapes only: %2; &apos;%3&apos; never forms and the pods stay Pending</source>
        <translation>Kueue bildet %1-Sub-Slices nur in diesen Formen: %2; &apos;%3&apos; entsteht nie und die Pods bleiben im Status Pending</translation>
    </message>
    <message>
        <source>%1 has neither dynamic slicing (TPU7x) nor Kueue sub-slicing (v6e): %2 names a slice that never forms. Remove the annotation and select the node pool&apos;s topology</source>
        <translation>%1 hat weder dynamisches Slicing (TPU7x) noch Kueue-Sub-Slicing (v6e): %2 benennt einen Slice, der nie entsteht. Entfernen Sie die Annotation und wählen Sie die Topologie des Knotenpools</translation>
    </message>
    <message>
        <source>dynamic slicing exists only in Standard clusters (release channel %1, node image %2)</source>
        <translation>dynamisches Slicing gibt es nur in Standard-Clustern (Release-Kanal %1, Knoten-Image %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a %2 dynamic slice: %3. No slice forms and the pods stay Pending</source>
        <translation>&apos;%1&apos; ist kein dynamischer %2-Slice: %3. Es entsteht kein Slice und die Pods bleiben im Status Pending</translation>
    </message>
    <message>
        <source>the nodes of a dynamic-slicing pool carry %1: %2 (the block), so &apos;%3&apos; matches none; leave the selector out, the annotation names the slice</source>
        <translation>die Knoten eines Pools mit dynamischem Slicing tragen %1: %2 (den Block), daher passt &apos;%3&apos; zu keinem; lassen Sie den Selektor weg, die Annotation benennt den Slice</translation>
    </message>
    <message>
        <source>a %1 sub-slice does not fit in a %2 node pool; ask for a smaller sub-slice or select a larger pool</source>
        <translation>ein %1-Sub-Slice passt nicht in einen %2-Knotenpool; fordern Sie einen kleineren Sub-Slice an oder wählen Sie einen größeren Pool</translation>
    </message>
    <message>
        <source>%1 is &apos;%2&apos;; a dynamic slice spans its blocks&apos; node pools, so GKE&apos;s samples use %3</source>
        <translation>%1 ist &apos;%2&apos;; ein dynamischer Slice erstreckt sich über die Knotenpools seiner Blöcke, daher verwenden die Beispiele von GKE %3</translation>
    </message>
    <message>
        <source> (judged as admitted on the Kueue flavor %1)</source>
        <translation> (beurteilt wie nach der Zulassung auf dem Kueue-Flavor %1)</translation>
    </message>
    <message>
        <source>queue &apos;%1&apos; and its ClusterQueue are not in the linted files, and no TPU flavor in view (%2) fits these pods cleanly: the selectors Kueue adds are not known, so accelerator, topology, chips and pods per slice are not checked</source>
        <translation>die Warteschlange &apos;%1&apos; und ihre ClusterQueue sind nicht unter den geprüften Dateien, und kein sichtbarer TPU-Flavor (%2) passt fehlerfrei zu diesen Pods: die von Kueue hinzugefügten Selektoren sind unbekannt, daher werden Beschleuniger, Topologie, Chips und Pods pro Slice nicht geprüft</translation>
    </message>
    <message>
        <source>queue &apos;%1&apos; admits workloads on the flavor(s) %2, whose node labels contradict this selector (&apos;%3&apos;): Kueue never admits the workload. Drop the selector or match the flavor</source>
        <translation>die Warteschlange &apos;%1&apos; lässt Arbeitslasten auf den Flavor(s) %2 zu, deren Knotenlabels diesem Selektor (&apos;%3&apos;) widersprechen: Kueue lässt die Arbeitslast nie zu. Entfernen Sie den Selektor oder passen Sie ihn an den Flavor an</translation>
    </message>
    <message numerus="yes">
        <source>, or a larger shape of at least %n chip(s) with every side a multiple of %1</source>
        <translation>
            <numerusform>, oder eine größere Form mit mindestens %n Chip, jede Seite ein Vielfaches von %1</numerusform>
            <numerusform>, oder eine größere Form mit mindestens %n Chips, jede Seite ein Vielfaches von %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pods ask for %n chip(s), but a %1 %2 node has %3: a pod must take all the chips of one VM, so it stays Pending. Ask for %3</source>
        <translation>
            <numerusform>die Pods fordern %n Chip an, aber ein %1-%2-Knoten hat %3: ein Pod muss alle Chips einer VM nehmen, sonst bleibt er Pending. Fordern Sie %3 an</numerusform>
            <numerusform>die Pods fordern %n Chips an, aber ein %1-%2-Knoten hat %3: ein Pod muss alle Chips einer VM nehmen, sonst bleibt er Pending. Fordern Sie %3 an</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %1 slice spans %n VM(s) and needs one pod on each; a single Pod cannot use it. Run a JobSet (or an Indexed Job) with %n pods</source>
        <translation>
            <numerusform>ein %1-Slice umfasst %n VM und braucht auf jeder einen Pod; ein einzelner Pod kann ihn nicht nutzen. Verwenden Sie ein JobSet (oder einen indizierten Job) mit %n Pods</numerusform>
            <numerusform>ein %1-Slice umfasst %n VMs und braucht auf jeder einen Pod; ein einzelner Pod kann ihn nicht nutzen. Verwenden Sie ein JobSet (oder einen indizierten Job) mit %n Pods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) do not fill whole %1 slices of %2 VMs (one pod per VM); GKE creates whole slices, so use a multiple of %2</source>
        <translation>
            <numerusform>%n Replikat füllt keine ganzen %1-Slices aus %2 VMs (ein Pod pro VM); GKE erstellt ganze Slices, verwenden Sie daher ein Vielfaches von %2</numerusform>
            <numerusform>%n Replikate füllen keine ganzen %1-Slices aus %2 VMs (ein Pod pro VM); GKE erstellt ganze Slices, verwenden Sie daher ein Vielfaches von %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>numOfHosts is %1, but a %2 slice has %n VM(s) and each worker replica needs one pod per VM; set numOfHosts to %n</source>
        <translation>
            <numerusform>numOfHosts ist %1, aber ein %2-Slice hat %n VM und jede Worker-Replik braucht einen Pod pro VM; setzen Sie numOfHosts auf %n</numerusform>
            <numerusform>numOfHosts ist %1, aber ein %2-Slice hat %n VMs und jede Worker-Replik braucht einen Pod pro VM; setzen Sie numOfHosts auf %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>size is %1, but a %2 slice has %n VM(s) and each group needs one pod per VM; set size to %n</source>
        <translation>
            <numerusform>size ist %1, aber ein %2-Slice hat %n VM und jede Gruppe braucht einen Pod pro VM; setzen Sie size auf %n</numerusform>
            <numerusform>size ist %1, aber ein %2-Slice hat %n VMs und jede Gruppe braucht einen Pod pro VM; setzen Sie size auf %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>size is %1: a leader without chips and %2 workers, but a %3 slice has %n VM(s) and needs one worker on each; set size to %4</source>
        <translation>
            <numerusform>size ist %1: ein Leader ohne Chips und %2 Worker, aber ein %3-Slice hat %n VM und braucht auf jeder einen Worker; setzen Sie size auf %4</numerusform>
            <numerusform>size ist %1: ein Leader ohne Chips und %2 Worker, aber ein %3-Slice hat %n VMs und braucht auf jeder einen Worker; setzen Sie size auf %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>subGroupSize is %1, but each subgroup fills one %2 slice of %n VM(s) (one pod per VM); set subGroupSize to %n</source>
        <translation>
            <numerusform>subGroupSize ist %1, aber jede Untergruppe füllt einen %2-Slice aus %n VM (ein Pod pro VM); setzen Sie subGroupSize auf %n</numerusform>
            <numerusform>subGroupSize ist %1, aber jede Untergruppe füllt einen %2-Slice aus %n VMs (ein Pod pro VM); setzen Sie subGroupSize auf %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>size is %1, which leaves %n pod(s) on TPU VMs: not whole subgroups of %2; set size to a multiple of %2 (plus %3 for a leader without chips)</source>
        <translation>
            <numerusform>size ist %1, das ergibt %n Pod auf TPU-VMs: keine ganzen Untergruppen zu %2; setzen Sie size auf ein Vielfaches von %2 (plus %3 für einen Leader ohne Chips)</numerusform>
            <numerusform>size ist %1, das ergibt %n Pods auf TPU-VMs: keine ganzen Untergruppen zu %2; setzen Sie size auf ein Vielfaches von %2 (plus %3 für einen Leader ohne Chips)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2, but a %3 slice has %n VM(s) and needs one pod on each (the TPU runtime waits for every host); set %1 to %n</source>
        <translation>
            <numerusform>%1 ist %2, aber ein %3-Slice hat %n VM und braucht auf jeder einen Pod (die TPU-Laufzeit wartet auf jeden Host); setzen Sie %1 auf %n</numerusform>
            <numerusform>%1 ist %2, aber ein %3-Slice hat %n VMs und braucht auf jeder einen Pod (die TPU-Laufzeit wartet auf jeden Host); setzen Sie %1 auf %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>extended run time (up to %n day(s) without eviction) exists only on Autopilot; on Standard this annotation only stops the autoscaler&apos;s scale-down. Use a maintenance exclusion</source>
        <translation>
            <numerusform>verlängerte Laufzeit (bis zu %n Tag ohne Verdrängung) gibt es nur in Autopilot; in Standard verhindert diese Annotation nur das Herunterskalieren durch den Autoscaler. Verwenden Sie einen Wartungsausschluss</numerusform>
            <numerusform>verlängerte Laufzeit (bis zu %n Tage ohne Verdrängung) gibt es nur in Autopilot; in Standard verhindert diese Annotation nur das Herunterskalieren durch den Autoscaler. Verwenden Sie einen Wartungsausschluss</numerusform>
        </translation>
    </message>
    <message>
        <source>with slice workloads %1</source>
        <translation>mit den Slice-Workloads %1</translation>
    </message>
    <message numerus="yes">
        <source>no pool of the plan &apos;%1&apos; plans the slices these pods name (%2 %3 × %4, %n chip(s) per pod%5); its pools: %6</source>
        <translation>
            <numerusform>kein Pool des Plans &apos;%1&apos; sieht die Slices vor, die diese Pods benennen (%2 %3 × %4, %n Chip pro Pod%5); seine Pools: %6</numerusform>
            <numerusform>kein Pool des Plans &apos;%1&apos; sieht die Slices vor, die diese Pods benennen (%2 %3 × %4, %n Chips pro Pod%5); seine Pools: %6</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MigrationReport</name>
    <message>
        <source>TF2: %1</source>
        <translation>TF2: %1</translation>
    </message>
    <message>
        <source>%1: nothing to migrate: no TPUEstimator-era construct found</source>
        <translation>%1: nichts zu migrieren: kein Konstrukt aus der TPUEstimator-Zeit gefunden</translation>
    </message>
    <message>
        <source>%1: note: %2</source>
        <translation>%1: Hinweis: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n construct(s) to migrate</source>
        <translation>
            <numerusform>%1: %n Konstrukt zu migrieren</numerusform>
            <numerusform>%1: %n Konstrukte zu migrieren</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: error: not Python: %2</source>
        <translation>%1: Fehler: kein Python: %2</translation>
    </message>
    <message>
        <source>%1: error: %2</source>
        <translation>%1: Fehler: %2</translation>
    </message>
</context>
<context>
    <name>MigrationScanner</name>
    <message>
        <source>it is a directory, not a Python script</source>
        <translation>es ist ein Verzeichnis, kein Python-Skript</translation>
    </message>
</context>
<context>
    <name>NameRules</name>
    <message>
        <source>the small non-TPU node pool that main.tf creates for kube-system Pods</source>
        <translation>des kleinen Knotenpools ohne TPUs, den main.tf für kube-system-Pods erstellt</translation>
    </message>
    <message>
        <source>the node pool gcloud creates with the cluster, which gcloud.sh keeps for kube-system Pods</source>
        <translation>des Knotenpools, den gcloud mit dem Cluster erstellt und den gcloud.sh für kube-system-Pods behält</translation>
    </message>
    <message>
        <source>%1 becomes the GKE node pool &apos;%2&apos;, the name of %3; rename the pool</source>
        <translation>%1 wird zum GKE-Knotenpool &apos;%2&apos;, dem Namen %3; benennen Sie den Pool um</translation>
    </message>
    <message>
        <source>%1 and %2 both become the GKE node pool &apos;%3&apos; (a pool of several slices gets one node pool per slice, NAME-0, NAME-1, ...); rename one of the pools</source>
        <translation>%1 und %2 werden beide zum GKE-Knotenpool &apos;%3&apos; (ein Pool aus mehreren Slices erhält einen Knotenpool pro Slice, NAME-0, NAME-1, ...); benennen Sie einen der Pools um</translation>
    </message>
    <message>
        <source>%1 and %2 both become the Terraform resource google_container_node_pool.%3 (Terraform names keep letters, digits and &apos;_&apos; and put &apos;pool_&apos; before a leading digit); rename one of the pools</source>
        <translation>%1 und %2 werden beide zur Terraform-Ressource google_container_node_pool.%3 (Terraform-Namen behalten Buchstaben, Ziffern und &apos;_&apos; und setzen &apos;pool_&apos; vor eine führende Ziffer); benennen Sie einen der Pools um</translation>
    </message>
    <message>
        <source>the cluster&apos;s node pool &apos;%1&apos;</source>
        <translation>der Knotenpool &apos;%1&apos; des Clusters</translation>
    </message>
    <message>
        <source>pool &apos;%1&apos;</source>
        <translation>Pool &apos;%1&apos;</translation>
    </message>
    <message>
        <source>slice %1 of pool &apos;%2&apos; (node pool &apos;%3&apos;)</source>
        <translation>Slice %1 von Pool &apos;%2&apos; (Knotenpool &apos;%3&apos;)</translation>
    </message>
</context>
<context>
    <name>NewFileTarget</name>
    <message>
        <source>%1 exists and is not a regular file; give a new path</source>
        <translation>%1 existiert und ist keine normale Datei; einen neuen Pfad angeben</translation>
    </message>
    <message>
        <source>%1 exists; give a new path, or --force to replace it</source>
        <translation>%1 existiert; einen neuen Pfad angeben, oder --force zum Ersetzen</translation>
    </message>
    <message>
        <source>%1 is a symbolic link, not a regular file; give the path of the file itself or a new path</source>
        <translation>%1 ist ein symbolischer Link, keine reguläre Datei; geben Sie den Pfad der Datei selbst oder einen neuen Pfad an</translation>
    </message>
</context>
<context>
    <name>NodeRules</name>
    <message>
        <source>Autopilot chooses the node image itself; nodeImage is ignored (remove it)</source>
        <translation>Autopilot wählt das Knoten-Image selbst; nodeImage wird ignoriert (entfernen Sie es)</translation>
    </message>
    <message>
        <source>Autopilot always creates nodes for pending pods; autoprovisioning is ignored (remove it)</source>
        <translation>Autopilot erstellt immer Knoten für ausstehende Pods; autoprovisioning wird ignoriert (entfernen Sie es)</translation>
    </message>
    <message>
        <source>%1 nodes are not supported with TPUs; use %2</source>
        <translation>%1-Knoten werden mit TPUs nicht unterstützt; verwenden Sie %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node image TPU pools can use; use %2</source>
        <translation>&apos;%1&apos; ist kein Knoten-Image, das TPU-Pools verwenden können; verwenden Sie %2</translation>
    </message>
    <message>
        <source>%1 does not support SMT set to %2; set smt to 1 or use another machine type</source>
        <translation>%1 unterstützt SMT mit dem Wert %2 nicht; setzen Sie smt auf 1 oder verwenden Sie einen anderen Maschinentyp</translation>
    </message>
    <message>
        <source>extended run time pods exist only on Autopilot; switch the cluster to Autopilot or turn extendedRunTime off (use a maintenance exclusion on Standard)</source>
        <translation>Pods mit verlängerter Laufzeit gibt es nur in Autopilot; stellen Sie den Cluster auf Autopilot um oder deaktivieren Sie extendedRunTime (verwenden Sie bei Standard einen Wartungsausschluss)</translation>
    </message>
    <message>
        <source>collection scheduling exists only for TPU Trillium (v6e); turn it off or use v6e</source>
        <translation>Collection Scheduling gibt es nur für TPU Trillium (v6e); deaktivieren Sie es oder verwenden Sie v6e</translation>
    </message>
    <message>
        <source>collection scheduling does not support Spot VMs; use on-demand or a reservation, or turn it off</source>
        <translation>Collection Scheduling unterstützt keine Spot-VMs; verwenden Sie on-demand oder eine Reservierung oder deaktivieren Sie es</translation>
    </message>
    <message>
        <source>the workload requests TPU chips but no %1, so Kubernetes treats its pods as best-effort; set workload.cpu and workload.memory</source>
        <translation>die Arbeitslast fordert TPU-Chips an, aber keine Ressourcen für %1, daher behandelt Kubernetes ihre Pods als best-effort; setzen Sie workload.cpu und workload.memory</translation>
    </message>
    <message>
        <source>CPU or memory</source>
        <translation>CPU oder Arbeitsspeicher</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Autopilot scales TPU nodes with the workload; node pool autoscaling is ignored (remove it)</source>
        <translation>Autopilot skaliert TPU-Knoten mit der Arbeitslast; das Autoscaling des Knotenpools wird ignoriert (entfernen Sie es)</translation>
    </message>
    <message>
        <source>Autopilot does not let you set SMT; smt is ignored (remove it)</source>
        <translation>in Autopilot lässt sich SMT nicht festlegen; smt wird ignoriert (entfernen Sie es)</translation>
    </message>
    <message>
        <source>the TPU Node (2VM) architecture reached its end of life on %1 (source: %2); use tpu-vm (remove &apos;architecture&apos;)</source>
        <translation>die TPU-Node-Architektur (2VM) hat am %1 ihr Lebensende erreicht (Quelle: %2); verwenden Sie tpu-vm (&apos;architecture&apos; entfernen)</translation>
    </message>
    <message numerus="yes">
        <source>at most %n pod(s) can run on one TPU VM, not %1; lower podsPerNode</source>
        <translation>
            <numerusform>höchstens %n Pod kann auf einer TPU-VM laufen, nicht %1; senken Sie podsPerNode</numerusform>
            <numerusform>höchstens %n Pods können auf einer TPU-VM laufen, nicht %1; senken Sie podsPerNode</numerusform>
        </translation>
    </message>
    <message>
        <source>Autopilot chooses the nodes&apos; boot disks itself; bootDiskType is ignored (remove it)</source>
        <translation>Autopilot wählt die Bootdatenträger der Knoten selbst; bootDiskType wird ignoriert (entfernen Sie es)</translation>
    </message>
    <message>
        <source>%1 nodes boot only from %2 (source: %3), not from %4; set bootDiskType to %5 or remove it</source>
        <translation>%1-Knoten booten nur von %2 (Quelle: %3), nicht von %4; setzen Sie bootDiskType auf %5 oder entfernen Sie es</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
</context>
<context>
    <name>PlanFieldRules</name>
    <message>
        <source>&apos;%1&apos; holds the control character %2: line breaks and tabs are allowed here, but no terminal escapes or other control characters; remove it</source>
        <translation>&apos;%1&apos; enthält das Steuerzeichen %2: Zeilenumbrüche und Tabulatoren sind hier erlaubt, aber keine Terminal-Escape-Sequenzen oder anderen Steuerzeichen; entfernen Sie es</translation>
    </message>
    <message>
        <source>&apos;%1&apos; holds the control character %2: plan values are text without line breaks, tabs or terminal escapes; remove it</source>
        <translation>&apos;%1&apos; enthält das Steuerzeichen %2: Planwerte sind Text ohne Zeilenumbrüche, Tabulatoren oder Terminal-Escape-Sequenzen; entfernen Sie es</translation>
    </message>
    <message>
        <source>must be from 0 to %1, not %2: no node offers that much to one Pod</source>
        <translation>muss im Bereich von 0 bis %1 liegen, nicht %2: kein Knoten bietet einem Pod so viel</translation>
    </message>
</context>
<context>
    <name>PlanReader</name>
    <message>
        <source>the file is empty; a plan starts with &apos;apiVersion: tpu-planner/v1&apos; and &apos;kind: Plan&apos;</source>
        <translation>die Datei ist leer; ein Plan beginnt mit &apos;apiVersion: tpu-planner/v1&apos; und &apos;kind: Plan&apos;</translation>
    </message>
    <message>
        <source>a plan must be a mapping with apiVersion, kind, metadata, cluster and pools at the top</source>
        <translation>ein Plan muss ein Mapping mit apiVersion, kind, metadata, cluster und pools auf oberster Ebene sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a plan format this version reads; use &apos;%2&apos;</source>
        <translation>&apos;%1&apos; ist kein Planformat, das diese Version lesen kann; verwenden Sie &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a plan; the kind must be &apos;Plan&apos;</source>
        <translation>&apos;%1&apos; ist kein Plan; kind muss &apos;Plan&apos; sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid name: use at most 40 lowercase letters, digits and &apos;-&apos;, starting with a letter or digit and ending with one (e.g. tpu-train)</source>
        <translation>&apos;%1&apos; ist kein gültiger Name: verwenden Sie höchstens 40 Kleinbuchstaben, Ziffern und &apos;-&apos;, beginnend und endend mit einem Buchstaben oder einer Ziffer (z. B. tpu-train)</translation>
    </message>
    <message>
        <source>lists no pool; add at least one TPU pool</source>
        <translation>führt keinen Pool auf; fügen Sie mindestens einen TPU-Pool hinzu</translation>
    </message>
    <message>
        <source>another pool is already called &apos;%1&apos;; pool names must be unique</source>
        <translation>ein anderer Pool heißt bereits &apos;%1&apos;; Poolnamen müssen eindeutig sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a reservation name: use lowercase letters, digits and &apos;-&apos;, starting with a letter</source>
        <translation>&apos;%1&apos; ist kein Reservierungsname: verwenden Sie Kleinbuchstaben, Ziffern und &apos;-&apos;, beginnend mit einem Buchstaben</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Google Cloud project id (6 to 30 lowercase letters, digits and &apos;-&apos;)</source>
        <translation>&apos;%1&apos; ist keine Google Cloud-Projekt-ID (6 bis 30 Kleinbuchstaben, Ziffern und &apos;-&apos;)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Kubernetes quantity; write e.g. &quot;200&quot;, &quot;500m&quot; or &quot;400Gi&quot;</source>
        <translation>&apos;%1&apos; ist keine Kubernetes-Mengenangabe (Quantity); schreiben Sie z. B. &quot;200&quot;, &quot;500m&quot; oder &quot;400Gi&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Prometheus metric name: use letters, digits, &apos;_&apos; and &apos;:&apos;, not starting with a digit (e.g. vllm:num_requests_waiting)</source>
        <translation>&apos;%1&apos; ist kein Prometheus-Metrikname: Buchstaben, Ziffern, &apos;_&apos; und &apos;:&apos; verwenden, nicht mit einer Ziffer beginnen (z. B. vllm:num_requests_waiting)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Cloud Storage bucket name: 3 to 63 lowercase letters, digits, &apos;-&apos; and &apos;_&apos;, starting and ending with a letter or digit, without gs://</source>
        <translation>&apos;%1&apos; ist kein Cloud-Storage-Bucketname: 3 bis 63 Kleinbuchstaben, Ziffern, &apos;-&apos; und &apos;_&apos;, Anfang und Ende mit Buchstabe oder Ziffer, ohne gs://</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a start time: write it in UTC as YYYY-MM-DDTHH:MM:SSZ, for example 2027-01-04T00:00:00Z</source>
        <translation>&apos;%1&apos; ist keine Startzeit: Schreiben Sie sie in UTC als YYYY-MM-DDTHH:MM:SSZ, zum Beispiel 2027-01-04T00:00:00Z</translation>
    </message>
</context>
<context>
    <name>PlatformAdvisor</name>
    <message>
        <source>Colab</source>
        <translation>Colab</translation>
    </message>
    <message>
        <source>Cloud TPU VM</source>
        <translation>Cloud-TPU-VM</translation>
    </message>
    <message>
        <source>GKE</source>
        <translation>GKE</translation>
    </message>
</context>
<context>
    <name>PlatformFacts</name>
    <message>
        <source>the id &apos;%1&apos; is used twice</source>
        <translation>die ID &apos;%1&apos; wird zweimal verwendet</translation>
    </message>
</context>
<context>
    <name>PriceOverrides</name>
    <message>
        <source>&apos;%1&apos; is not a TPU version of the catalog; use one of: %2, or asOf, source</source>
        <translation>&apos;%1&apos; ist keine TPU-Version des Katalogs; verwenden Sie eine der folgenden: %2 oder asOf, source</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;; expected one of: %2</source>
        <translation>unbekannter Schlüssel &apos;%1&apos;; erwartet wird einer der folgenden: %2</translation>
    </message>
    <message>
        <source>only &apos;chip-hour&apos; prices are understood</source>
        <translation>nur Preise pro &apos;chip-hour&apos; werden unterstützt</translation>
    </message>
    <message>
        <source>a price cannot be negative</source>
        <translation>ein Preis darf nicht negativ sein</translation>
    </message>
    <message>
        <source>names no price: give onDemand, spot, commit1y or commit3y</source>
        <translation>nennt keinen Preis: geben Sie onDemand, spot, commit1y oder commit3y an</translation>
    </message>
    <message>
        <source>Price overrides from %1</source>
        <translation>Preisüberschreibungen aus %1</translation>
    </message>
    <message>
        <source>cannot read the prices file: %1</source>
        <translation>Preisdatei kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>PythonSource</name>
    <message>
        <source>the file holds a NUL byte: it is binary, not Python source</source>
        <translation>die Datei enthält ein NUL-Byte: sie ist binär, kein Python-Quelltext</translation>
    </message>
    <message>
        <source>the coding line names &apos;%1&apos;, which this reader does not decode (UTF-8 and Latin-1 only)</source>
        <translation>die Kodierungszeile nennt &apos;%1&apos;, das dieser Leser nicht dekodiert (nur UTF-8 und Latin-1)</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8 (and no coding line says otherwise): not Python source</source>
        <translation>die Datei ist kein gültiges UTF-8 (und keine Kodierungszeile sagt etwas anderes): kein Python-Quelltext</translation>
    </message>
    <message>
        <source>unexpected indent</source>
        <translation>unerwartete Einrückung</translation>
    </message>
    <message>
        <source>expected an indented block after this &apos;:&apos;</source>
        <translation>nach diesem &apos;:&apos; wird ein eingerückter Block erwartet</translation>
    </message>
    <message>
        <source>invalid syntax: &apos;%1&apos; follows &apos;%2&apos; with no operator between them</source>
        <translation>ungültige Syntax: &apos;%1&apos; folgt auf &apos;%2&apos; ohne Operator dazwischen</translation>
    </message>
</context>
<context>
    <name>PythonTokenizer</name>
    <message>
        <source>unindent does not match any outer indentation level</source>
        <translation>die Ausrückung passt zu keiner äußeren Einrückungsebene</translation>
    </message>
    <message>
        <source>unterminated f-string</source>
        <translation>nicht abgeschlossener f-String</translation>
    </message>
    <message>
        <source>unterminated triple-quoted string literal</source>
        <translation>nicht abgeschlossenes String-Literal in dreifachen Anführungszeichen</translation>
    </message>
    <message>
        <source>unterminated string literal</source>
        <translation>nicht abgeschlossenes String-Literal</translation>
    </message>
    <message>
        <source>unmatched &apos;%1&apos;</source>
        <translation>&apos;%1&apos; ohne Gegenstück</translation>
    </message>
    <message>
        <source>closing &apos;%1&apos; does not match the &apos;%2&apos; opened at line %3, column %4</source>
        <translation>schließendes &apos;%1&apos; passt nicht zum &apos;%2&apos;, das in Zeile %3, Spalte %4 geöffnet wurde</translation>
    </message>
    <message>
        <source>invalid character &apos;%1&apos; (U+%2)</source>
        <translation>ungültiges Zeichen &apos;%1&apos; (U+%2)</translation>
    </message>
    <message>
        <source>unexpected end of file after a line continuation character</source>
        <translation>unerwartetes Dateiende nach einem Zeilenfortsetzungszeichen</translation>
    </message>
    <message>
        <source>unexpected character after a line continuation character</source>
        <translation>unerwartetes Zeichen nach einem Zeilenfortsetzungszeichen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is never closed</source>
        <translation>&apos;%1&apos; wird nie geschlossen</translation>
    </message>
    <message numerus="yes">
        <source>the script is too long to read (more than %n characters)</source>
        <translation>
            <numerusform>das Skript ist zu lang zum Lesen (mehr als %n Zeichen)</numerusform>
            <numerusform>das Skript ist zu lang zum Lesen (mehr als %n Zeichen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuotaSummary</name>
    <message>
        <source>Quota</source>
        <translation>Kontingent</translation>
    </message>
    <message>
        <source>What the plan needs of Compute Engine API quota (compute.googleapis.com, not the Cloud TPU API&apos;s) in %1, at its peak (source: %2):</source>
        <translation>Was der Plan in %1 zu Spitzenzeiten an Kontingent der Compute Engine API braucht (compute.googleapis.com, nicht das der Cloud TPU API; Quelle: %2):</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>Benötigt</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Für</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>boot disks of %1 (%2 GB per node)</source>
        <translation>Bootdatenträger von %1 (%2 GB pro Knoten)</translation>
    </message>
    <message>
        <source>Pools that consume a reservation (%1) need no TPU quota.</source>
        <translation>Pools, die eine Reservierung nutzen (%1), brauchen kein TPU-Kontingent.</translation>
    </message>
    <message>
        <source>Autopilot chooses the nodes&apos; boot disks, so their disk quota is not counted here.</source>
        <translation>Autopilot wählt die Bootdatenträger der Knoten, daher wird ihr Datenträgerkontingent hier nicht gezählt.</translation>
    </message>
    <message>
        <source>Pools on a calendar-mode reservation (%1) need no TPU quota: the request reserves their chips for its window (source: %2).</source>
        <translation>Pools auf einer Reservierung im Kalendermodus (%1) brauchen kein TPU-Kontingent: Die Anfrage reserviert ihre Chips für ihr Zeitfenster (Quelle: %2).</translation>
    </message>
    <message>
        <source>name not published</source>
        <translation>Name nicht veröffentlicht</translation>
    </message>
    <message>
        <source>TPU %1 chips, %2: %3</source>
        <translation>TPU-%1-Chips, %2: %3</translation>
    </message>
    <message>
        <source>TPU quota names are those of the Quotas page of the Cloud console.</source>
        <translation>Die Namen der TPU-Kontingente sind die der Seite „Kontingente“ in der Cloud Console.</translation>
    </message>
    <message>
        <source>TPU quota names are those of the Quotas page of the Cloud console (source: %1).</source>
        <translation>Die Namen der TPU-Kontingente sind die der Seite „Kontingente“ in der Cloud Console (Quelle: %1).</translation>
    </message>
    <message>
        <source>Where a name is not published, no source the catalog trusts gives it: find the version&apos;s quota on that page.</source>
        <translation>Wo ein Name nicht veröffentlicht ist, nennt ihn keine Quelle, der der Katalog vertraut: Suchen Sie das Kontingent der Version auf dieser Seite.</translation>
    </message>
</context>
<context>
    <name>RefreshCommand</name>
    <message>
        <source>catalog refresh needs the gcloud listings to read</source>
        <translation>catalog refresh braucht die zu lesenden gcloud-Listen</translation>
    </message>
    <message>
        <source>catalog refresh needs --out OVERLAY</source>
        <translation>catalog refresh braucht --out OVERLAY</translation>
    </message>
</context>
<context>
    <name>ScalingRules</name>
    <message>
        <source>Multislice does not support %1; set slices to 1 or choose another TPU version</source>
        <translation>Multislice unterstützt %1 nicht; setzen Sie slices auf 1 oder wählen Sie eine andere TPU-Version</translation>
    </message>
    <message>
        <source>Multislice works only with multi-host slices, and topology %1 here is single-host (one node); set slices to 1, or choose a larger topology</source>
        <translation>Multislice funktioniert nur mit Multi-Host-Slices, und die Topologie %1 ist hier Single-Host (ein Knoten); setzen Sie slices auf 1 oder wählen Sie eine größere Topologie</translation>
    </message>
    <message>
        <source>Multislice needs GKE %1 or later in this mode, but the cluster runs %2; raise cluster.version or set slices to 1</source>
        <translation>Multislice erfordert in diesem Modus GKE %1 oder höher, der Cluster läuft aber mit %2; erhöhen Sie cluster.version oder setzen Sie slices auf 1</translation>
    </message>
    <message>
        <source>a node count cannot be negative (%1); use 0 or more</source>
        <translation>eine Knotenanzahl darf nicht negativ sein (%1); verwenden Sie 0 oder mehr</translation>
    </message>
    <message>
        <source>minNodes (%1) is larger than maxNodes (%2); lower minNodes or raise maxNodes</source>
        <translation>minNodes (%1) ist größer als maxNodes (%2); verringern Sie minNodes oder erhöhen Sie maxNodes</translation>
    </message>
    <message>
        <source>%1 autoscaling needs a control plane of at least %2, but the cluster runs %3; raise cluster.version or turn autoscaling off</source>
        <translation>Autoscaling für %1 erfordert eine Steuerungsebene mit mindestens %2, der Cluster läuft aber mit %3; erhöhen Sie cluster.version oder deaktivieren Sie das Autoscaling</translation>
    </message>
    <message>
        <source>multi-host TPU pools autoscale with the per-zone maxNodes; GKE rejects totalMaxNodes on them (&quot;Maximum node count 0 is not a valid size of TPU pod slice&quot;): replace totalMaxNodes with maxNodes: %1</source>
        <translation>Multi-Host-TPU-Pools skalieren mit dem maxNodes pro Zone; GKE lehnt totalMaxNodes für sie ab (&quot;Maximum node count 0 is not a valid size of TPU pod slice&quot;): ersetzen Sie totalMaxNodes durch maxNodes: %1</translation>
    </message>
    <message>
        <source>%1 autoscaling on GKE %2.%3 needs a control plane of at least %4, but the cluster runs %5; raise cluster.version or turn autoscaling off</source>
        <translation>Autoscaling von %1 unter GKE %2.%3 braucht eine Steuerungsebene ab %4, aber der Cluster läuft mit %5; erhöhen Sie cluster.version oder schalten Sie Autoscaling aus</translation>
    </message>
    <message numerus="yes">
        <source>the plan uses up to %n %1 chip(s) but the quota is %2; request more quota or shrink the pools</source>
        <translation>
            <numerusform>der Plan nutzt bis zu %n %1-Chip, aber das Kontingent ist %2; beantragen Sie mehr Kontingent oder verkleinern Sie die Pools</numerusform>
            <numerusform>der Plan nutzt bis zu %n %1-Chips, aber das Kontingent ist %2; beantragen Sie mehr Kontingent oder verkleinern Sie die Pools</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %1 slice has exactly %n node(s), so %2 cannot be reached; set it to %n</source>
        <translation>
            <numerusform>ein %1-Slice hat genau %n Knoten, daher ist %2 nicht erreichbar; setzen Sie den Wert auf %n</numerusform>
            <numerusform>ein %1-Slice hat genau %n Knoten, daher ist %2 nicht erreichbar; setzen Sie den Wert auf %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a multi-host %1 slice scales atomically: it has either 0 or all %n node(s), so %2 is not possible; use 0 or %n</source>
        <translation>
            <numerusform>ein Multi-Host-Slice %1 skaliert atomar: es hat entweder 0 oder den %n Knoten, daher ist %2 nicht möglich; verwenden Sie 0 oder %n</numerusform>
            <numerusform>ein Multi-Host-Slice %1 skaliert atomar: es hat entweder 0 oder alle %n Knoten, daher ist %2 nicht möglich; verwenden Sie 0 oder %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioFields</name>
    <message>
        <source>(no such pool)</source>
        <translation>(kein solcher Pool)</translation>
    </message>
    <message>
        <source>(pool)</source>
        <translation>(Pool vorhanden)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>pool: field</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SizeCommand</name>
    <message>
        <source>size: only this topology of --tpu (e.g. 16x16).</source>
        <translation>size: nur diese Topologie von --tpu (z. B. 16x16).</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>size: slices of --topology joined over DCN (default 1).</source>
        <translation>size: Slices von --topology, über DCN verbunden (Standard 1).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>size: model FLOPs utilization to assume, above 0 and at most 1 (default: per TPU version, from published runs).</source>
        <translation>size: anzunehmende Model-FLOPs-Auslastung, über 0 und höchstens 1 (Standard: je TPU-Version, aus veröffentlichten Läufen).</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>size: write the best candidate as a plan to this file (a new file, or an existing one with --force).</source>
        <translation>size: den besten Kandidaten als Plan in diese Datei schreiben (eine neue Datei oder mit --force eine bestehende).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Run &apos;%1 --help&apos; for usage.</source>
        <translation>Rufen Sie &apos;%1 --help&apos; für die Verwendung auf.</translation>
    </message>
    <message>
        <source>size needs exactly one workload file</source>
        <translation>size braucht genau eine Workload-Datei</translation>
    </message>
    <message>
        <source>--topology needs --tpu</source>
        <translation>--topology braucht --tpu</translation>
    </message>
    <message>
        <source>--slices must be a whole number from 1 to 1024, with --tpu and --topology</source>
        <translation>--slices muss eine ganze Zahl von 1 bis 1024 sein, mit --tpu und --topology</translation>
    </message>
    <message>
        <source>--mfu must be above 0 and at most 1, not &apos;%1&apos;</source>
        <translation>--mfu muss über 0 und höchstens 1 sein, nicht &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>SizingMath</name>
    <message>
        <source>FSDP alone would be ICI-bound at %1 tokens per chip (needs %2): %3-way tensor parallelism added.</source>
        <translation>FSDP allein wäre bei %1 Tokens pro Chip ICI-gebunden (braucht %2): %3-fache Tensorparallelität hinzugefügt.</translation>
    </message>
    <message>
        <source>The catalog has no ICI bandwidth for this version: the ICI bound is not checked.</source>
        <translation>Der Katalog kennt keine ICI-Bandbreite für diese Version: die ICI-Grenze wird nicht geprüft.</translation>
    </message>
    <message>
        <source>The catalog has no DCN bandwidth for this version: the DCN bound is not checked.</source>
        <translation>Der Katalog kennt keine DCN-Bandbreite für diese Version: die DCN-Grenze wird nicht geprüft.</translation>
    </message>
    <message>
        <source>No default MFU is known for this version: give --mfu for times.</source>
        <translation>Für diese Version ist keine Standard-MFU bekannt: für Zeiten --mfu angeben.</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) of tensor parallelism exceed the limit of about %1 for this model: decode is ICI-bound; serve more replicas on smaller slices.</source>
        <translation>
            <numerusform>%n Chip Tensorparallelität überschreitet die Grenze von etwa %1 für dieses Modell: das Decodieren ist ICI-gebunden; mehr Replikate auf kleineren Slices bereitstellen.</numerusform>
            <numerusform>%n Chips Tensorparallelität überschreiten die Grenze von etwa %1 für dieses Modell: das Decodieren ist ICI-gebunden; mehr Replikate auf kleineren Slices bereitstellen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SizingReport</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1: %2, %3 billion parameters</source>
        <translation>%1: %2, %3 Milliarden Parameter</translation>
    </message>
    <message>
        <source>, %1 training FLOPs per token</source>
        <translation>, %1 Trainings-FLOPs pro Token</translation>
    </message>
    <message>
        <source>, %1 KiB of KV cache per token</source>
        <translation>, %1 KiB KV-Cache pro Token</translation>
    </message>
    <message>
        <source>  #  slice                     chips  fit    GiB/chip  usable  bound    time/throughput      cost (on-demand)
</source>
        <translation>  #  Slice                     Chips  passt  GiB/Chip  nutzb.  Grenze   Zeit/Durchsatz       Kosten (on-demand)
</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>? days</source>
        <translation>? Tage</translation>
    </message>
    <message>
        <source>%1 total</source>
        <translation>%1 gesamt</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 Tok./s</translation>
    </message>
    <message>
        <source>? tok/s</source>
        <translation>? Tok./s</translation>
    </message>
    <message>
        <source>%1 / month</source>
        <translation>%1 / Monat</translation>
    </message>
    <message numerus="yes">
        <source>  ... %n more (--format json lists them all)
</source>
        <translation>
            <numerusform>  ... %n weiterer (--format json listet alle)
</numerusform>
            <numerusform>  ... %n weitere (--format json listet alle)
</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: %1
</source>
        <translation>Hinweis: %1
</translation>
    </message>
    <message>
        <source>fits</source>
        <comment>text table: the job fits the slice&apos;s memory</comment>
        <translation>passt</translation>
    </message>
    <message>
        <source>tight</source>
        <comment>text table: the job barely fits the slice&apos;s memory</comment>
        <translation>knapp</translation>
    </message>
    <message>
        <source>no</source>
        <comment>text table: the job does not fit the slice&apos;s memory</comment>
        <translation>nein</translation>
    </message>
    <message>
        <source>compute</source>
        <comment>text table: what limits the speed</comment>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>hbm</source>
        <comment>text table: what limits the speed (memory bandwidth)</comment>
        <translation>HBM</translation>
    </message>
    <message>
        <source>ici</source>
        <comment>text table: what limits the speed (chip links)</comment>
        <translation>ICI</translation>
    </message>
    <message>
        <source>dcn</source>
        <comment>text table: what limits the speed (data-centre network)</comment>
        <translation>DCN</translation>
    </message>
    <message>
        <source>Warning: %1
</source>
        <translation>Warnung: %1
</translation>
    </message>
</context>
<context>
    <name>SkeletonWriter</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>TODO: %1; the script computes it as %2 (%3)</source>
        <translation>TODO: %1; das Skript berechnet es als %2 (%3)</translation>
    </message>
    <message>
        <source>TODO: %1; not found in the script</source>
        <translation>TODO: %1; im Skript nicht gefunden</translation>
    </message>
    <message>
        <source>TODO: the script&apos;s input_fn was not found; return a tf.data.Dataset of (features, labels).</source>
        <translation>TODO: die input_fn des Skripts wurde nicht gefunden; ein tf.data.Dataset aus (features, labels) zurückgeben.</translation>
    </message>
    <message>
        <source>Was the input_fn %1(params): TPUEstimator passed params[&apos;batch_size&apos;].</source>
        <translation>War die input_fn %1(params): TPUEstimator übergab params[&apos;batch_size&apos;].</translation>
    </message>
    <message>
        <source>TODO: port its tf.data pipeline; batch with batch_size and drop_remainder=True (static shapes on TPU).</source>
        <translation>TODO: ihre tf.data-Pipeline übertragen; mit batch_size und drop_remainder=True bündeln (statische Formen auf der TPU).</translation>
    </message>
    <message>
        <source>TODO: no model_fn was found; build the Keras model here.</source>
        <translation>TODO: keine model_fn gefunden; das Keras-Modell hier aufbauen.</translation>
    </message>
    <message>
        <source>Replaces the model_fn %1%2: its layers become a Keras model, its TRAIN/EVAL/PREDICT branches become fit/evaluate/predict.</source>
        <translation>Ersetzt die model_fn %1%2: Ihre Schichten werden ein Keras-Modell, ihre TRAIN/EVAL/PREDICT-Zweige werden fit/evaluate/predict.</translation>
    </message>
    <message>
        <source>TODO: rebuild the layers of %1 with tf.keras.layers (e.g. tf.keras.layers.Dense for tf.layers.Dense).</source>
        <translation>TODO: die Schichten von %1 mit tf.keras.layers nachbauen (z. B. tf.keras.layers.Dense für tf.layers.Dense).</translation>
    </message>
    <message>
        <source>TODO: the script split replicas over cores (num_cores_per_replica / input_partition_dims); that needs a DeviceAssignment or DTensor, by hand.</source>
        <translation>TODO: das Skript verteilte Replikate auf Kerne (num_cores_per_replica / input_partition_dims); das braucht ein DeviceAssignment oder DTensor, von Hand.</translation>
    </message>
    <message>
        <source>No CrossShardOptimizer: Keras optimizers under TPUStrategy aggregate gradients across replicas.</source>
        <translation>Kein CrossShardOptimizer: Keras-Optimierer unter TPUStrategy fassen die Gradienten über die Replikate zusammen.</translation>
    </message>
    <message>
        <source>Was tf.train.%1.</source>
        <translation>War tf.train.%1.</translation>
    </message>
    <message>
        <source>TODO: pass the script&apos;s momentum to SGD(momentum=...).</source>
        <translation>TODO: das momentum des Skripts an SGD(momentum=...) übergeben.</translation>
    </message>
    <message>
        <source>TODO: the script&apos;s optimizer was not found; Adam is a placeholder.</source>
        <translation>TODO: der Optimierer des Skripts wurde nicht gefunden; Adam ist ein Platzhalter.</translation>
    </message>
    <message>
        <source>TODO: tf.train.%1 has no direct Keras counterpart; Adam is a placeholder.</source>
        <translation>TODO: tf.train.%1 hat kein direktes Keras-Gegenstück; Adam ist ein Platzhalter.</translation>
    </message>
    <message>
        <source>Was tf.losses.%1.</source>
        <translation>War tf.losses.%1.</translation>
    </message>
    <message>
        <source>TODO: the script&apos;s loss was not found; pick a tf.keras.losses class.</source>
        <translation>TODO: der Verlust des Skripts wurde nicht gefunden; eine tf.keras.losses-Klasse wählen.</translation>
    </message>
    <message>
        <source>TODO: tf.losses.%1 has no direct Keras counterpart here; pick a tf.keras.losses class.</source>
        <translation>TODO: tf.losses.%1 hat hier kein direktes Keras-Gegenstück; eine tf.keras.losses-Klasse wählen.</translation>
    </message>
    <message>
        <source>Keras Model.fit: model, optimizer and metrics are created inside strategy.scope().</source>
        <translation>Keras Model.fit: Modell, Optimierer und Metriken werden innerhalb von strategy.scope() erzeugt.</translation>
    </message>
    <message>
        <source>TODO: warm start (scaffold_fn / warm_start_from): model.load_weights(path) or tf.train.Checkpoint(model=model).restore(path).</source>
        <translation>TODO: Warmstart (scaffold_fn / warm_start_from): model.load_weights(path) oder tf.train.Checkpoint(model=model).restore(path).</translation>
    </message>
    <message>
        <source>TODO: the metrics of %1 (eval_metrics) as tf.keras.metrics objects</source>
        <translation>TODO: die Metriken von %1 (eval_metrics) als tf.keras.metrics-Objekte</translation>
    </message>
    <message>
        <source>Checkpoints, as RunConfig wrote them, and TensorBoard summaries (host_call).</source>
        <translation>Checkpoints, wie RunConfig sie schrieb, und TensorBoard-Zusammenfassungen (host_call).</translation>
    </message>
    <message>
        <source>TODO: the script&apos;s SessionRunHooks become Keras callbacks here.</source>
        <translation>TODO: die SessionRunHooks des Skripts werden hier Keras-Callbacks.</translation>
    </message>
    <message>
        <source>One epoch of TRAIN_STEPS steps, as train(steps=...) ran.</source>
        <translation>Eine Epoche aus TRAIN_STEPS Schritten, wie train(steps=...) lief.</translation>
    </message>
    <message>
        <source>TODO: the script evaluated on CPU (eval_on_tpu=False); evaluate a model built outside strategy.scope() with the trained weights to keep that.</source>
        <translation>TODO: das Skript evaluierte auf der CPU (eval_on_tpu=False); um das beizubehalten, ein außerhalb von strategy.scope() gebautes Modell mit den trainierten Gewichten evaluieren.</translation>
    </message>
    <message>
        <source>Was export_saved_model. TODO: give serving signatures (a tf.function with an input_signature).</source>
        <translation>War export_saved_model. TODO: Serving-Signaturen angeben (eine tf.function mit input_signature).</translation>
    </message>
    <message>
        <source>A custom loop: strategy.run runs step_fn on every replica.</source>
        <translation>Eine eigene Schleife: strategy.run führt step_fn auf jedem Replikat aus.</translation>
    </message>
    <message>
        <source>The input function gets the per-replica batch, as params[&apos;batch_size&apos;] gave it under TPUEstimator.</source>
        <translation>Die Eingabefunktion erhält den Batch pro Replikat, wie params[&apos;batch_size&apos;] ihn unter TPUEstimator lieferte.</translation>
    </message>
    <message>
        <source>TODO: match what the input function yields</source>
        <translation>TODO: an das anpassen, was die Eingabefunktion liefert</translation>
    </message>
    <message>
        <source>Several steps per call, as iterations_per_loop ran them.</source>
        <translation>Mehrere Schritte pro Aufruf, wie iterations_per_loop sie ausführte.</translation>
    </message>
    <message>
        <source>TODO: warm start (scaffold_fn / warm_start_from): checkpoint.restore(path).</source>
        <translation>TODO: Warmstart (scaffold_fn / warm_start_from): checkpoint.restore(path).</translation>
    </message>
    <message>
        <source>TODO: host_call summaries: tf.summary.scalar under tf.summary.create_file_writer(MODEL_DIR).</source>
        <translation>TODO: host_call-Zusammenfassungen: tf.summary.scalar unter tf.summary.create_file_writer(MODEL_DIR).</translation>
    </message>
    <message>
        <source>use_tpu=False ran on CPU/GPU: there, use tf.distribute.get_strategy() (or MirroredStrategy) instead.</source>
        <translation>use_tpu=False lief auf CPU/GPU: dort stattdessen tf.distribute.get_strategy() (oder MirroredStrategy) verwenden.</translation>
    </message>
    <message>
        <source>TODO: keep one of the two ways to train and delete the other.</source>
        <translation>TODO: einen der beiden Trainingswege behalten und den anderen löschen.</translation>
    </message>
    <message>
        <source>TF2 skeleton for %1, written by tpu-plan migrate.</source>
        <translation>TF2-Gerüst für %1, geschrieben von tpu-plan migrate.</translation>
    </message>
    <message>
        <source>tf.distribute.TPUStrategy replaces TPUEstimator: train_with_fit() uses Keras Model.fit, train_with_custom_loop() a custom loop with strategy.run.</source>
        <translation>tf.distribute.TPUStrategy ersetzt TPUEstimator: train_with_fit() nutzt Keras Model.fit, train_with_custom_loop() eine eigene Schleife mit strategy.run.</translation>
    </message>
    <message>
        <source>Each TODO marks a decision the script does not answer.</source>
        <translation>Jedes TODO markiert eine Entscheidung, die das Skript nicht beantwortet.</translation>
    </message>
    <message>
        <source>Values from the script.</source>
        <translation>Werte aus dem Skript.</translation>
    </message>
    <message>
        <source>TPUClusterResolver(tpu=...): &apos;&apos; finds the TPU, &apos;local&apos; on a TPU VM</source>
        <translation>TPUClusterResolver(tpu=...): &apos;&apos; findet die TPU, &apos;local&apos; auf einer TPU-VM</translation>
    </message>
    <message>
        <source>train_batch_size, the global batch over all replicas</source>
        <translation>train_batch_size, der globale Batch über alle Replikate</translation>
    </message>
    <message>
        <source>eval_batch_size</source>
        <translation>eval_batch_size</translation>
    </message>
    <message>
        <source>predict_batch_size</source>
        <translation>predict_batch_size</translation>
    </message>
    <message>
        <source>iterations_per_loop, now Model.compile(steps_per_execution=...)</source>
        <translation>iterations_per_loop, jetzt Model.compile(steps_per_execution=...)</translation>
    </message>
    <message>
        <source>training steps</source>
        <translation>Trainingsschritte</translation>
    </message>
    <message>
        <source>evaluation steps</source>
        <translation>Evaluationsschritte</translation>
    </message>
    <message>
        <source>model_dir, where checkpoints and summaries go</source>
        <translation>model_dir, wohin Checkpoints und Zusammenfassungen gehen</translation>
    </message>
    <message>
        <source>export_saved_model&apos;s export_dir_base</source>
        <translation>export_dir_base von export_saved_model</translation>
    </message>
    <message>
        <source>the optimizer&apos;s learning rate</source>
        <translation>die Lernrate des Optimierers</translation>
    </message>
    <message>
        <source>The resolver, connect and initialize sequence; it replaces RunConfig(cluster=...).</source>
        <translation>Die Abfolge Resolver, connect und initialize; sie ersetzt RunConfig(cluster=...).</translation>
    </message>
    <message>
        <source>%1 (%2, written %3 in Python 2)</source>
        <translation>%1 (%2, in Python 2 als %3 geschrieben)</translation>
    </message>
</context>
<context>
    <name>SliceSearch</name>
    <message>
        <source>Misses the deadline of %1 days.</source>
        <translation>Verfehlt die Frist von %1 Tagen.</translation>
    </message>
    <message>
        <source>Over the monthly budget of %1.</source>
        <translation>Über dem Monatsbudget von %1.</translation>
    </message>
    <message>
        <source>The price is unknown: the budget cannot be checked.</source>
        <translation>Der Preis ist unbekannt: das Budget kann nicht geprüft werden.</translation>
    </message>
    <message>
        <source>Tight: more than %1% of the usable HBM; runtime reservations may not leave room.</source>
        <translation>Knapp: mehr als %1 % des nutzbaren HBM; Reservierungen der Laufzeit lassen womöglich keinen Platz.</translation>
    </message>
    <message>
        <source>%1 is not offered in %2.</source>
        <translation>%1 wird in %2 nicht angeboten.</translation>
    </message>
    <message>
        <source>%1 offers no topology %2 in %3 mode.</source>
        <translation>%1 bietet im Modus %3 keine Topologie %2.</translation>
    </message>
    <message>
        <source>the catalog has no TPU version &apos;%1&apos;; it has: %2</source>
        <translation>der Katalog hat keine TPU-Version &apos;%1&apos;; er hat: %2</translation>
    </message>
    <message>
        <source>No deadline given: the cheapest run comes first, however long it takes.</source>
        <translation>Keine Frist angegeben: der günstigste Lauf steht vorn, egal wie lange er dauert.</translation>
    </message>
    <message>
        <source>Dense decoders only; no pipeline bubbles; FLOPs counted as MaxText counts them (causal attention).</source>
        <translation>Nur dichte Decoder; keine Pipeline-Blasen; FLOPs gezählt wie in MaxText (kausale Attention).</translation>
    </message>
    <message>
        <source>Sized by tpu-plan size from the model %1.</source>
        <translation>Mit tpu-plan size aus dem Modell %1 dimensioniert.</translation>
    </message>
    <message numerus="yes">
        <source>Misses the deadline of %n day(s).</source>
        <translation>
            <numerusform>Verfehlt die Frist von %n Tag.</numerusform>
            <numerusform>Verfehlt die Frist von %n Tagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No slice fits: the closest, %1, needs %2 GiB per chip of its %3 GiB usable. The closest to fitting come first.</source>
        <translation>Kein Slice passt: der nächstliegende, %1, braucht %2 GiB pro Chip bei %3 GiB nutzbar. Die, denen am wenigsten fehlt, stehen oben.</translation>
    </message>
    <message numerus="yes">
        <source>No slice that fits meets the deadline of %n day(s).</source>
        <translation>
            <numerusform>Kein passender Slice hält die Frist von %n Tag ein.</numerusform>
            <numerusform>Kein passender Slice hält die Frist von %n Tagen ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>No slice that fits meets the deadline of %1 days.</source>
        <translation>Kein passender Slice hält die Frist von %1 Tagen ein.</translation>
    </message>
    <message>
        <source>The fastest takes %1 days.</source>
        <translation>Der schnellste braucht %1 Tage.</translation>
    </message>
    <message>
        <source>No slice that fits is within the monthly budget of %1.</source>
        <translation>Kein passender Slice bleibt im Monatsbudget von %1.</translation>
    </message>
</context>
<context>
    <name>SpecialFile</name>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>eine benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ein blockorientiertes Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>eine Spezialdatei</translation>
    </message>
    <message>
        <source>%1 (through a symbolic link)</source>
        <translation>%1 (über einen symbolischen Link)</translation>
    </message>
</context>
<context>
    <name>SubSlicingRules</name>
    <message>
        <source>Kueue sub-slices %1 node pools of a Standard cluster (%2); Autopilot does not offer them</source>
        <translation>Kueue teilt %1-Knotenpools eines Standard-Clusters (%2) in Sub-Slices; Autopilot bietet das nicht</translation>
    </message>
    <message>
        <source>Kueue sub-slices only %1 node pools, not %2; set machineType to %1</source>
        <translation>Kueue teilt nur %1-Knotenpools in Sub-Slices, nicht %2; setzen Sie machineType auf %1</translation>
    </message>
    <message>
        <source>a sub-sliced pool is one of %1, not %2</source>
        <translation>ein Pool mit Sub-Slices ist einer von %1, nicht %2</translation>
    </message>
    <message numerus="yes">
        <source>the sub-slices take %n VM(s) together, but the pool has %1; add slices to the pool or drop a sub-slice</source>
        <translation>
            <numerusform>die Sub-Slices belegen zusammen %n VM, der Pool hat aber %1; fügen Sie dem Pool Slices hinzu oder streichen Sie einen Sub-Slice</numerusform>
            <numerusform>die Sub-Slices belegen zusammen %n VMs, der Pool hat aber %1; fügen Sie dem Pool Slices hinzu oder streichen Sie einen Sub-Slice</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 2D sub-slice shape such as 2x4</source>
        <translation>&apos;%1&apos; ist keine 2D-Sub-Slice-Form wie 2x4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; never forms: Kueue forms %2 sub-slices of %3 only</source>
        <translation>&apos;%1&apos; entsteht nie: Kueue bildet %2-Sub-Slices nur aus %3</translation>
    </message>
    <message>
        <source>a %1 sub-slice does not fit in the pool&apos;s %2 slice; pick a shape whose sides divide it</source>
        <translation>ein %1-Sub-Slice passt nicht in den %2-Slice des Pools; wählen Sie eine Form, deren Seiten ihn teilen</translation>
    </message>
</context>
<context>
    <name>TerraformExporter</name>
    <message>
        <source>Node auto-provisioning: CPU and memory count every node, TPU VMs included; TPU limits are in chips.</source>
        <translation>Automatische Knotenbereitstellung: CPU und Arbeitsspeicher zählen jeden Knoten, TPU-VMs eingeschlossen; TPU-Limits werden in Chips angegeben.</translation>
    </message>
    <message>
        <source>%1: %2 x %3, topology %4%5</source>
        <translation>%1: %2 x %3, Topologie %4%5</translation>
    </message>
    <message>
        <source> (one multi-host slice)</source>
        <translation> (ein Multi-Host-Slice)</translation>
    </message>
    <message>
        <source>The autoscaler owns the node count after creation.</source>
        <translation>Nach der Erstellung verwaltet der Autoscaler die Knotenanzahl.</translation>
    </message>
    <message>
        <source>Terraform for the TPU plan &quot;%1&quot;: the same cluster%2 as gcloud.sh.</source>
        <translation>Terraform für den TPU-Plan &quot;%1&quot;: derselbe Cluster%2 wie in gcloud.sh.</translation>
    </message>
    <message>
        <source> (Autopilot; the manifests request the TPU slices)</source>
        <translation> (Autopilot; die Manifeste fordern die TPU-Slices an)</translation>
    </message>
    <message>
        <source> and node pools</source>
        <translation> und dieselben Knotenpools</translation>
    </message>
    <message>
        <source>Generated by tpu-plan. Use this or gcloud.sh, not both:
  terraform init &amp;&amp; terraform apply -var project=my-project</source>
        <translation>Von tpu-plan generiert. Verwenden Sie entweder diese Datei oder gcloud.sh, nicht beide:
  terraform init &amp;&amp; terraform apply -var project=my-project</translation>
    </message>
    <message>
        <source>The default pool is replaced by the system node pool below.</source>
        <translation>Der Standardpool wird durch den System-Knotenpool unten ersetzt.</translation>
    </message>
    <message>
        <source>Small non-TPU node pool for kube-system Pods: every Standard cluster needs one.</source>
        <translation>Kleiner Knotenpool ohne TPUs für kube-system-Pods: jeder Standard-Cluster benötigt einen.</translation>
    </message>
    <message>
        <source>Workload policy for multi-host %1 pools of topology %2, used instead of compact placement. There is one per project, region and topology: import it if it already exists.</source>
        <translation>Workload-Richtlinie für Multi-Host-Pools von %1 mit Topologie %2, statt kompakter Platzierung verwendet. Es gibt eine pro Projekt, Region und Topologie: importieren Sie sie, falls sie schon existiert.</translation>
    </message>
    <message>
        <source>The release channel (cluster.releaseChannel) upgrades the cluster from the minimum version above.</source>
        <translation>Der Release-Kanal (cluster.releaseChannel) aktualisiert den Cluster ab der obigen Mindestversion.</translation>
    </message>
    <message>
        <source>Workload Identity Federation for GKE, so the pods can be granted the data bucket.</source>
        <translation>Workload Identity Federation for GKE, damit den Pods der Daten-Bucket gewährt werden kann.</translation>
    </message>
    <message>
        <source>The workloads&apos; Kubernetes service account default/%1 (in the manifests) reads and writes the data bucket through Workload Identity.</source>
        <translation>Das Kubernetes-Dienstkonto default/%1 der Workloads (in den Manifesten) liest und schreibt den Daten-Bucket über Workload Identity.</translation>
    </message>
    <message>
        <source>GKE does not store the placement type of a workload policy.</source>
        <translation>GKE speichert den Platzierungstyp einer Workload-Richtlinie nicht.</translation>
    </message>
    <message>
        <source> (one block: the dynamic slices form inside it)</source>
        <translation> (ein Block: die dynamischen Slices bilden sich darin)</translation>
    </message>
    <message>
        <source>Dynamic slicing (block pools): the Google provider has no argument for GKE&apos;s slice controller nor for a provision-only workload policy. Before terraform apply, create the workload policy %1 as gcloud.sh does (--accelerator-topology-mode=provision_only); after it, run: gcloud container clusters update %2 --location=LOCATION --enable-slice-controller</source>
        <translation>Dynamisches Slicing (Block-Pools): der Google-Provider hat kein Argument für den Slice-Controller von GKE und keines für eine Workload-Richtlinie, die nur bereitstellt. Vor terraform apply die Workload-Richtlinie %1 so anlegen, wie gcloud.sh es tut (--accelerator-topology-mode=provision_only); danach ausführen: gcloud container clusters update %2 --location=LOCATION --enable-slice-controller</translation>
    </message>
</context>
<context>
    <name>TfApi</name>
    <message>
        <source>TPUEstimator ran the model_fn&apos;s training, evaluation and prediction on TPU; tf.estimator was removed in TF 2.16 (TF 2.15 is the last release with it, a bridge while porting)</source>
        <translation>TPUEstimator führte Training, Evaluation und Vorhersage der model_fn auf der TPU aus; tf.estimator wurde in TF 2.16 entfernt (TF 2.15 ist die letzte Version damit, eine Brücke während der Portierung)</translation>
    </message>
    <message>
        <source>Estimator drove training and evaluation through a model_fn; tf.estimator was removed in TF 2.16 (TF 2.15 is the last release with it)</source>
        <translation>Estimator steuerte Training und Evaluation über eine model_fn; tf.estimator wurde in TF 2.16 entfernt (TF 2.15 ist die letzte Version damit)</translation>
    </message>
    <message>
        <source>%1 is part of tf.estimator, which TF 2.16 removed (TF 2.15 is the last release with it)</source>
        <translation>%1 gehört zu tf.estimator, das TF 2.16 entfernt hat (TF 2.15 ist die letzte Version damit)</translation>
    </message>
    <message>
        <source>imports %1: tf.estimator was removed in TF 2.16, so this import fails there (TF 2.15 is the last release with it)</source>
        <translation>importiert %1: tf.estimator wurde in TF 2.16 entfernt, daher schlägt dieser Import dort fehl (TF 2.15 ist die letzte Version damit)</translation>
    </message>
    <message>
        <source>RunConfig held the TPU cluster, model_dir, checkpoint frequency and the TPUConfig</source>
        <translation>RunConfig enthielt den TPU-Cluster, model_dir, die Checkpoint-Häufigkeit und die TPUConfig</translation>
    </message>
    <message>
        <source>TPUConfig set how TPUEstimator looped on the TPU (iterations_per_loop, num_shards, input pipeline)</source>
        <translation>TPUConfig legte fest, wie TPUEstimator auf der TPU schleifte (iterations_per_loop, num_shards, Eingabe-Pipeline)</translation>
    </message>
    <message>
        <source>iterations_per_loop=%1: TPUEstimator ran that many steps on the TPU per round trip to the host</source>
        <translation>iterations_per_loop=%1: TPUEstimator führte so viele Schritte auf der TPU pro Rundreise zum Host aus</translation>
    </message>
    <message>
        <source>num_shards=%1 fixed how many TPU cores (replicas) TPUEstimator used</source>
        <translation>num_shards=%1 legte fest, wie viele TPU-Kerne (Replikate) TPUEstimator nutzte</translation>
    </message>
    <message>
        <source>%1 split one replica over several TPU cores (model or spatial parallelism)</source>
        <translation>%1 teilte ein Replikat auf mehrere TPU-Kerne auf (Modell- oder räumliche Parallelität)</translation>
    </message>
    <message>
        <source>%1 chose how TPUEstimator fed each host&apos;s input pipeline</source>
        <translation>%1 wählte, wie TPUEstimator die Eingabe-Pipeline jedes Hosts speiste</translation>
    </message>
    <message>
        <source>TPUClusterResolver found the TPU; TPUEstimator took it through RunConfig(cluster=...)</source>
        <translation>TPUClusterResolver fand die TPU; TPUEstimator übernahm sie über RunConfig(cluster=...)</translation>
    </message>
    <message>
        <source>COLAB_TPU_ADDR held the gRPC address of a Colab TPU Node</source>
        <translation>COLAB_TPU_ADDR enthielt die gRPC-Adresse eines Colab-TPU-Node</translation>
    </message>
    <message>
        <source>%1 initialised or shut down the TPU system from a TF1 session</source>
        <translation>%1 initialisierte das TPU-System aus einer TF1-Session oder fuhr es herunter</translation>
    </message>
    <message>
        <source>%1 compiled a TF1 graph computation for the TPU cores</source>
        <translation>%1 kompilierte eine TF1-Graph-Berechnung für die TPU-Kerne</translation>
    </message>
    <message>
        <source>%1(features, labels, mode, params) is a model_fn: it built the graph once per mode (TRAIN, EVAL, PREDICT) for the Estimator</source>
        <translation>%1(features, labels, mode, params) ist eine model_fn: Sie baute den Graphen einmal pro Modus (TRAIN, EVAL, PREDICT) für den Estimator</translation>
    </message>
    <message>
        <source>%1 returned the loss, train_op, metrics and predictions of one mode</source>
        <translation>%1 gab Verlust, train_op, Metriken und Vorhersagen eines Modus zurück</translation>
    </message>
    <message>
        <source>%1 selected a mode branch of the model_fn</source>
        <translation>%1 wählte einen Modus-Zweig der model_fn</translation>
    </message>
    <message>
        <source>params[&apos;batch_size&apos;] is the batch TPUEstimator gave the input_fn: per core (or per host), train_batch_size divided by the shards</source>
        <translation>params[&apos;batch_size&apos;] ist der Batch, den TPUEstimator der input_fn gab: pro Kern (oder pro Host) train_batch_size geteilt durch die Shards</translation>
    </message>
    <message>
        <source>params[&apos;batch_size&apos;] in %1 is the batch TPUEstimator gave the input_fn: per core (or per host), train_batch_size divided by the shards</source>
        <translation>params[&apos;batch_size&apos;] in %1 ist der Batch, den TPUEstimator der input_fn gab: pro Kern (oder pro Host) train_batch_size geteilt durch die Shards</translation>
    </message>
    <message>
        <source>%1 is an input_fn: the Estimator called it with params and used the dataset it returned</source>
        <translation>%1 ist eine input_fn: Der Estimator rief sie mit params auf und nutzte das Dataset, das sie zurückgab</translation>
    </message>
    <message>
        <source>Dataset.batch without drop_remainder=True leaves a smaller last batch, a dynamic shape the TPU compiles again or pads</source>
        <translation>Dataset.batch ohne drop_remainder=True lässt einen kleineren letzten Batch übrig, eine dynamische Form, die die TPU neu kompiliert oder auffüllt</translation>
    </message>
    <message>
        <source>train_batch_size=%1 is the global batch over all TPU cores</source>
        <translation>train_batch_size=%1 ist der globale Batch über alle TPU-Kerne</translation>
    </message>
    <message>
        <source>CrossShardOptimizer summed the gradients across the TPU cores</source>
        <translation>CrossShardOptimizer summierte die Gradienten über die TPU-Kerne</translation>
    </message>
    <message>
        <source>%1 ran summary ops on the host CPU beside the TPU steps</source>
        <translation>%1 führte Zusammenfassungs-Ops auf der Host-CPU neben den TPU-Schritten aus</translation>
    </message>
    <message>
        <source>%1 is a TF1 summary op, written by a session or a host_call</source>
        <translation>%1 ist eine TF1-Zusammenfassungs-Op, geschrieben von einer Session oder einem host_call</translation>
    </message>
    <message>
        <source>%1 computed the evaluation metrics with TF1 metric ops (on the CPU for TPUEstimator)</source>
        <translation>%1 berechnete die Evaluationsmetriken mit TF1-Metrik-Ops (bei TPUEstimator auf der CPU)</translation>
    </message>
    <message>
        <source>%1 is a TF1 streaming metric (a value and an update_op)</source>
        <translation>%1 ist eine TF1-Streaming-Metrik (ein Wert und eine update_op)</translation>
    </message>
    <message>
        <source>%1 restored or initialised variables (e.g. from an init checkpoint) before training</source>
        <translation>%1 stellte Variablen vor dem Training wieder her oder initialisierte sie (z. B. aus einem Start-Checkpoint)</translation>
    </message>
    <message>
        <source>%1 warm-started variables from a checkpoint</source>
        <translation>%1 initialisierte Variablen warm aus einem Checkpoint</translation>
    </message>
    <message>
        <source>%1: SessionRunHooks ran around the session steps (logging, stopping, checkpoints)</source>
        <translation>%1: SessionRunHooks liefen um die Session-Schritte (Logging, Stoppen, Checkpoints)</translation>
    </message>
    <message>
        <source>%1 trained from an input_fn for steps or max_steps</source>
        <translation>%1 trainierte aus einer input_fn für steps oder max_steps</translation>
    </message>
    <message>
        <source>%1 evaluated from an input_fn</source>
        <translation>%1 evaluierte aus einer input_fn</translation>
    </message>
    <message>
        <source>%1 predicted from an input_fn</source>
        <translation>%1 sagte aus einer input_fn voraus</translation>
    </message>
    <message>
        <source>%1 alternated training and evaluation</source>
        <translation>%1 wechselte zwischen Training und Evaluation</translation>
    </message>
    <message>
        <source>%1 exported a SavedModel for serving through a serving_input_receiver_fn</source>
        <translation>%1 exportierte ein SavedModel zum Serving über eine serving_input_receiver_fn</translation>
    </message>
    <message>
        <source>%1 described the serving inputs or outputs of an Estimator export</source>
        <translation>%1 beschrieb die Serving-Ein- oder -Ausgaben eines Estimator-Exports</translation>
    </message>
    <message>
        <source>use_tpu=%1 switched the Estimator between TPU and CPU/GPU</source>
        <translation>use_tpu=%1 schaltete den Estimator zwischen TPU und CPU/GPU um</translation>
    </message>
    <message>
        <source>eval_on_tpu=%1 chose where TPUEstimator evaluated</source>
        <translation>eval_on_tpu=%1 wählte, wo TPUEstimator evaluierte</translation>
    </message>
    <message>
        <source>%1 set up TPU embedding tables</source>
        <translation>%1 richtete TPU-Embedding-Tabellen ein</translation>
    </message>
    <message>
        <source>imports %1, TensorFlow&apos;s TF1 API</source>
        <translation>importiert %1, die TF1-API von TensorFlow</translation>
    </message>
    <message>
        <source>%1 goes through tf.compat.v1, the TF1 API</source>
        <translation>%1 geht über tf.compat.v1, die TF1-API</translation>
    </message>
    <message>
        <source>%1 turned TF2 behaviour (eager execution) off</source>
        <translation>%1 schaltete das TF2-Verhalten (Eager Execution) ab</translation>
    </message>
    <message>
        <source>%1 is in tf.contrib, which TF2 does not have</source>
        <translation>%1 liegt in tf.contrib, das TF2 nicht hat</translation>
    </message>
    <message>
        <source>%1 ran a TF1 graph in a session</source>
        <translation>%1 führte einen TF1-Graphen in einer Session aus</translation>
    </message>
    <message>
        <source>%1 is TF1 graph-mode API (placeholders, collections, variable scopes, initializers, Saver, queues)</source>
        <translation>%1 ist TF1-Graph-API (Platzhalter, Collections, Variable Scopes, Initialisierer, Saver, Queues)</translation>
    </message>
    <message>
        <source>%1 is a TF1 optimizer</source>
        <translation>%1 ist ein TF1-Optimierer</translation>
    </message>
    <message>
        <source>%1 is a TF1 layer</source>
        <translation>%1 ist eine TF1-Schicht</translation>
    </message>
    <message>
        <source>%1 is a TF1 loss function</source>
        <translation>%1 ist eine TF1-Verlustfunktion</translation>
    </message>
    <message>
        <source>%1 counted the steps in the TF1 graph</source>
        <translation>%1 zählte die Schritte im TF1-Graphen</translation>
    </message>
    <message>
        <source>%1 is TF1&apos;s application and flags wrapper</source>
        <translation>%1 ist der Anwendungs- und Flags-Wrapper von TF1</translation>
    </message>
    <message>
        <source>%1 is TF1&apos;s logging module</source>
        <translation>%1 ist das Logging-Modul von TF1</translation>
    </message>
    <message>
        <source>tf.distribute.TPUStrategy + Keras Model.fit: build, compile and create metrics and optimizer inside strategy.scope(); or a custom loop with strategy.run</source>
        <translation>tf.distribute.TPUStrategy + Keras Model.fit: Modell bauen, kompilieren und Metriken sowie Optimierer innerhalb von strategy.scope() erzeugen; oder eine eigene Schleife mit strategy.run</translation>
    </message>
    <message>
        <source>a Keras model with Model.fit/evaluate/predict under a tf.distribute strategy (TPUStrategy on TPU)</source>
        <translation>ein Keras-Modell mit Model.fit/evaluate/predict unter einer tf.distribute-Strategie (TPUStrategy auf der TPU)</translation>
    </message>
    <message>
        <source>import tensorflow as tf; Keras with tf.distribute.TPUStrategy</source>
        <translation>import tensorflow as tf; Keras mit tf.distribute.TPUStrategy</translation>
    </message>
    <message>
        <source>the resolver and TPUStrategy replace cluster; tf.keras.callbacks.ModelCheckpoint or tf.train.CheckpointManager save checkpoints; tf.keras.callbacks.BackupAndRestore for fault tolerance</source>
        <translation>Resolver und TPUStrategy ersetzen cluster; tf.keras.callbacks.ModelCheckpoint oder tf.train.CheckpointManager speichern Checkpoints; tf.keras.callbacks.BackupAndRestore für Fehlertoleranz</translation>
    </message>
    <message>
        <source>Model.compile(..., steps_per_execution=N); in a custom loop, several steps inside one tf.function</source>
        <translation>Model.compile(..., steps_per_execution=N); in einer eigenen Schleife mehrere Schritte in einer tf.function</translation>
    </message>
    <message>
        <source>read strategy.num_replicas_in_sync (TPUStrategy uses every core of the slice); do not set it</source>
        <translation>strategy.num_replicas_in_sync lesen (TPUStrategy nutzt jeden Kern des Slice); nicht setzen</translation>
    </message>
    <message>
        <source>tf.tpu.experimental.DeviceAssignment with TPUStrategy(resolver, experimental_device_assignment=...), or DTensor: a manual port with no 1:1 mapping</source>
        <translation>tf.tpu.experimental.DeviceAssignment mit TPUStrategy(resolver, experimental_device_assignment=...), oder DTensor: eine Portierung von Hand ohne 1:1-Entsprechung</translation>
    </message>
    <message>
        <source>strategy.distribute_datasets_from_function(fn), fn batching with input_context.get_per_replica_batch_size(global_batch)</source>
        <translation>strategy.distribute_datasets_from_function(fn), fn bündelt mit input_context.get_per_replica_batch_size(global_batch)</translation>
    </message>
    <message>
        <source>tf.distribute.cluster_resolver.TPUClusterResolver(tpu=&apos;&apos;) (&apos;local&apos; on a TPU VM), then tf.config.experimental_connect_to_cluster(resolver), tf.tpu.experimental.initialize_tpu_system(resolver) and tf.distribute.TPUStrategy(resolver); v6e or older: TPU7x (Ironwood) does not support TensorFlow</source>
        <translation>tf.distribute.cluster_resolver.TPUClusterResolver(tpu=&apos;&apos;) (&apos;local&apos; auf einer TPU-VM), dann tf.config.experimental_connect_to_cluster(resolver), tf.tpu.experimental.initialize_tpu_system(resolver) und tf.distribute.TPUStrategy(resolver); v6e oder älter: TPU7x (Ironwood) unterstützt TensorFlow nicht</translation>
    </message>
    <message>
        <source>TPUClusterResolver(tpu=&apos;local&apos;) on Colab&apos;s TPU VMs, which have no COLAB_TPU_ADDR</source>
        <translation>TPUClusterResolver(tpu=&apos;local&apos;) auf den TPU-VMs von Colab, die kein COLAB_TPU_ADDR haben</translation>
    </message>
    <message>
        <source>tf.config.experimental_connect_to_cluster(resolver) and tf.tpu.experimental.initialize_tpu_system(resolver)</source>
        <translation>tf.config.experimental_connect_to_cluster(resolver) und tf.tpu.experimental.initialize_tpu_system(resolver)</translation>
    </message>
    <message>
        <source>strategy.run(step_fn, args=...) inside a @tf.function</source>
        <translation>strategy.run(step_fn, args=...) innerhalb einer @tf.function</translation>
    </message>
    <message>
        <source>a Keras Model: the layers go into the model and TRAIN/EVAL/PREDICT become fit/evaluate/predict (or train_step/test_step overrides); or a custom loop with strategy.run(step_fn) inside @tf.function</source>
        <translation>ein Keras-Modell: Die Schichten kommen ins Modell und TRAIN/EVAL/PREDICT werden fit/evaluate/predict (oder überschriebene train_step/test_step); oder eine eigene Schleife mit strategy.run(step_fn) in @tf.function</translation>
    </message>
    <message>
        <source>Model.compile(optimizer, loss, metrics, steps_per_execution=N); predictions come from Model.predict</source>
        <translation>Model.compile(optimizer, loss, metrics, steps_per_execution=N); Vorhersagen kommen von Model.predict</translation>
    </message>
    <message>
        <source>no modes: fit trains, evaluate evaluates, predict predicts (or train_step/test_step/predict_step)</source>
        <translation>keine Modi: fit trainiert, evaluate evaluiert, predict sagt voraus (oder train_step/test_step/predict_step)</translation>
    </message>
    <message>
        <source>a tf.data.Dataset batched with the global batch and .batch(B, drop_remainder=True), passed to fit; or strategy.distribute_datasets_from_function with input_context.get_per_replica_batch_size(B)</source>
        <translation>ein tf.data.Dataset, mit dem globalen Batch und .batch(B, drop_remainder=True) gebündelt, an fit übergeben; oder strategy.distribute_datasets_from_function mit input_context.get_per_replica_batch_size(B)</translation>
    </message>
    <message>
        <source>.batch(batch_size, drop_remainder=True): static shapes on TPU</source>
        <translation>.batch(batch_size, drop_remainder=True): statische Formen auf der TPU</translation>
    </message>
    <message>
        <source>batch the dataset with the global batch; per replica it is global / strategy.num_replicas_in_sync</source>
        <translation>das Dataset mit dem globalen Batch bündeln; pro Replikat ist es global / strategy.num_replicas_in_sync</translation>
    </message>
    <message>
        <source>remove it: Keras optimizers under TPUStrategy aggregate across replicas; in a custom loop scale the loss with tf.nn.compute_average_loss(..., global_batch_size=B)</source>
        <translation>entfernen: Keras-Optimierer unter TPUStrategy fassen über die Replikate zusammen; in einer eigenen Schleife den Verlust mit tf.nn.compute_average_loss(..., global_batch_size=B) skalieren</translation>
    </message>
    <message>
        <source>tf.keras.callbacks.TensorBoard, or tf.summary.create_file_writer with tf.summary.scalar inside the step</source>
        <translation>tf.keras.callbacks.TensorBoard, oder tf.summary.create_file_writer mit tf.summary.scalar im Schritt</translation>
    </message>
    <message>
        <source>tf.keras.metrics objects in compile(metrics=[...]), or updated with update_state in test_step</source>
        <translation>tf.keras.metrics-Objekte in compile(metrics=[...]), oder in test_step mit update_state aktualisiert</translation>
    </message>
    <message>
        <source>tf.train.Checkpoint(model=model).restore(path) or model.load_weights(path) inside strategy.scope() before fit</source>
        <translation>tf.train.Checkpoint(model=model).restore(path) oder model.load_weights(path) innerhalb von strategy.scope() vor fit</translation>
    </message>
    <message>
        <source>Keras callbacks (tf.keras.callbacks.Callback, ModelCheckpoint, TensorBoard) or code in the custom loop</source>
        <translation>Keras-Callbacks (tf.keras.callbacks.Callback, ModelCheckpoint, TensorBoard) oder Code in der eigenen Schleife</translation>
    </message>
    <message>
        <source>model.fit(dataset, epochs=..., steps_per_epoch=...)</source>
        <translation>model.fit(dataset, epochs=..., steps_per_epoch=...)</translation>
    </message>
    <message>
        <source>model.evaluate(dataset, steps=..., return_dict=True)</source>
        <translation>model.evaluate(dataset, steps=..., return_dict=True)</translation>
    </message>
    <message>
        <source>model.predict(dataset)</source>
        <translation>model.predict(dataset)</translation>
    </message>
    <message>
        <source>model.fit(train_dataset, validation_data=eval_dataset, ...)</source>
        <translation>model.fit(train_dataset, validation_data=eval_dataset, ...)</translation>
    </message>
    <message>
        <source>model.save(path) or tf.saved_model.save(model, path, signatures=...) with a tf.function input signature (Keras 3: model.export(path))</source>
        <translation>model.save(path) oder tf.saved_model.save(model, path, signatures=...) mit einer tf.function-Eingabesignatur (Keras 3: model.export(path))</translation>
    </message>
    <message>
        <source>choose the strategy: TPUStrategy on TPU, tf.distribute.get_strategy() or MirroredStrategy elsewhere; the model code stays the same</source>
        <translation>die Strategie wählen: TPUStrategy auf der TPU, sonst tf.distribute.get_strategy() oder MirroredStrategy; der Modellcode bleibt gleich</translation>
    </message>
    <message>
        <source>model.evaluate under the strategy; to evaluate on CPU, build the model outside strategy.scope() and load the checkpoint</source>
        <translation>model.evaluate unter der Strategie; um auf der CPU zu evaluieren, das Modell außerhalb von strategy.scope() bauen und den Checkpoint laden</translation>
    </message>
    <message>
        <source>tf.tpu.experimental.embedding.TPUEmbedding (see the tpu_embedding migration guide)</source>
        <translation>tf.tpu.experimental.embedding.TPUEmbedding (siehe den Migrationsleitfaden für tpu_embedding)</translation>
    </message>
    <message>
        <source>import tensorflow as tf and the TF2 API: eager by default, Keras and tf.function</source>
        <translation>import tensorflow as tf und die TF2-API: standardmäßig eager, Keras und tf.function</translation>
    </message>
    <message>
        <source>remove it: TF2 runs eagerly and tf.function compiles the steps</source>
        <translation>entfernen: TF2 läuft eager und tf.function kompiliert die Schritte</translation>
    </message>
    <message>
        <source>the core TF2 API, Keras or an add-on library</source>
        <translation>die Kern-API von TF2, Keras oder eine Zusatzbibliothek</translation>
    </message>
    <message>
        <source>eager execution and tf.function; no sessions</source>
        <translation>Eager Execution und tf.function; keine Sessions</translation>
    </message>
    <message>
        <source>eager code: tf.Variable and Keras layers, tf.data, tf.train.Checkpoint; no placeholders or initializers</source>
        <translation>Eager-Code: tf.Variable und Keras-Schichten, tf.data, tf.train.Checkpoint; keine Platzhalter oder Initialisierer</translation>
    </message>
    <message>
        <source>the tf.keras.optimizers counterpart (AdagradOptimizer -&gt; tf.keras.optimizers.Adagrad), created inside strategy.scope()</source>
        <translation>das Gegenstück in tf.keras.optimizers (AdagradOptimizer -&gt; tf.keras.optimizers.Adagrad), innerhalb von strategy.scope() erzeugt</translation>
    </message>
    <message>
        <source>tf.keras.layers (e.g. tf.keras.layers.Dense)</source>
        <translation>tf.keras.layers (z. B. tf.keras.layers.Dense)</translation>
    </message>
    <message>
        <source>a tf.keras.losses loss (or its name, e.g. &quot;mse&quot;) in compile; in a custom loop per-example losses averaged with tf.nn.compute_average_loss</source>
        <translation>ein Verlust aus tf.keras.losses (oder sein Name, z. B. &quot;mse&quot;) in compile; in einer eigenen Schleife Verluste pro Beispiel, gemittelt mit tf.nn.compute_average_loss</translation>
    </message>
    <message>
        <source>optimizer.iterations</source>
        <translation>optimizer.iterations</translation>
    </message>
    <message>
        <source>absl.app.run and absl.flags</source>
        <translation>absl.app.run und absl.flags</translation>
    </message>
    <message>
        <source>absl.logging or tf.get_logger()</source>
        <translation>absl.logging oder tf.get_logger()</translation>
    </message>
    <message>
        <source>tf.estimator was removed in TF 2.16: the script runs unchanged only on TF 2.15 or earlier, a bridge while porting; TF 2.16 also makes Keras 3 the default (for Keras 2: pip install tf-keras~=2.16 and TF_USE_LEGACY_KERAS=1)</source>
        <translation>tf.estimator wurde in TF 2.16 entfernt: Das Skript läuft unverändert nur auf TF 2.15 oder älter, eine Brücke während der Portierung; TF 2.16 macht außerdem Keras 3 zum Standard (für Keras 2: pip install tf-keras~=2.16 und TF_USE_LEGACY_KERAS=1)</translation>
    </message>
    <message>
        <source>TPU7x (Ironwood) does not support TensorFlow: the TF2 port runs on v6e or older TPUs; on TPU7x use JAX or PyTorch</source>
        <translation>TPU7x (Ironwood) unterstützt TensorFlow nicht: Die TF2-Portierung läuft auf v6e oder älteren TPUs; auf TPU7x JAX oder PyTorch verwenden</translation>
    </message>
</context>
<context>
    <name>TfApiTables</name>
    <message>
        <source>source &apos;%1&apos; is not declared under &apos;sources&apos;</source>
        <translation>die Quelle &apos;%1&apos; ist nicht unter &apos;sources&apos; deklariert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of TF1 construct</source>
        <translation>&apos;%1&apos; ist keine Art von TF1-Konstrukt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>&apos;%1&apos; ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>must be a name</source>
        <translation>muss ein Name sein</translation>
    </message>
</context>
<context>
    <name>Topology</name>
    <message>
        <source>&apos;%1&apos; is not a topology; write AxB (2D, e.g. 2x4) or AxBxC (3D, e.g. 4x4x8) with positive whole numbers</source>
        <translation>&apos;%1&apos; ist keine Topologie; schreiben Sie AxB (2D, z. B. 2x4) oder AxBxC (3D, z. B. 4x4x8) mit positiven ganzen Zahlen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a topology: &apos;%2&apos; is not a positive whole number; write AxB or AxBxC, e.g. 4x4x8</source>
        <translation>&apos;%1&apos; ist keine Topologie: &apos;%2&apos; ist keine positive ganze Zahl; schreiben Sie AxB oder AxBxC, z. B. 4x4x8</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a topology: %2 chips along one axis is more than any TPU pod has (at most %3)</source>
        <translation>&apos;%1&apos; ist keine Topologie: %2 Chips entlang einer Achse sind mehr, als irgendein TPU-Pod hat (höchstens %3)</translation>
    </message>
</context>
<context>
    <name>TopologyRules</name>
    <message>
        <source>every dimension must be a multiple of %1 (%2 is not)</source>
        <translation>jede Dimension muss ein Vielfaches von %1 sein (%2 ist es nicht)</translation>
    </message>
    <message>
        <source>dimensions must not decrease, A &lt;= B &lt;= C (write %1)</source>
        <translation>die Dimensionen dürfen nicht kleiner werden, A &lt;= B &lt;= C (schreiben Sie %1)</translation>
    </message>
    <message>
        <source>%1 slices are 3D tori: write the topology as AxBxC (e.g. 2x2x1 or 4x4x4), not %2</source>
        <translation>%1-Slices sind 3D-Tori: schreiben Sie die Topologie als AxBxC (z. B. 2x2x1 oder 4x4x4), nicht als %2</translation>
    </message>
    <message>
        <source>%1 slices are 2D: write the topology as AxB (e.g. 2x4 or 16x16), not %2</source>
        <translation>%1-Slices sind 2D: schreiben Sie die Topologie als AxB (z. B. 2x4 oder 16x16), nicht als %2</translation>
    </message>
    <message>
        <source>%1 is not a valid custom %2 topology: %3</source>
        <translation>%1 ist keine gültige benutzerdefinierte %2-Topologie: %3</translation>
    </message>
    <message>
        <source>%1 does not support topology %2; choose one of: %3.%4</source>
        <translation>%1 unterstützt die Topologie %2 nicht; wählen Sie eine der folgenden: %3.%4</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>%1 does not fit inside %2, the largest custom topology the catalog accepts (its limit, from %3: sides compared in sorted order)</source>
        <translation>%1 passt nicht in %2, die größte benutzerdefinierte Topologie, die der Katalog zulässt (seine Grenze, aus %3: Seiten der Größe nach verglichen)</translation>
    </message>
    <message>
        <source>with %1 and topology %2 each pod must request %3 TPU chips; no TPU VM holds more than %4, so a pod of %5 cannot be placed</source>
        <translation>mit %1 und Topologie %2 muss jeder Pod %3 TPU-Chips anfordern; keine TPU-VM fasst mehr als %4, daher kann ein Pod mit %5 nicht platziert werden</translation>
    </message>
    <message>
        <source>with %1 and topology %2 each pod must request all TPU chips of one of its VMs: %3; %4 is not one of those</source>
        <translation>mit %1 und Topologie %2 muss jeder Pod alle TPU-Chips einer seiner VMs anfordern: %3; %4 gehört nicht dazu</translation>
    </message>
    <message numerus="yes">
        <source>a serving Deployment runs one server per pod: %n containers would listen on one port. Remove containersPerPod or make the workload a Job or JobSet</source>
        <translation>
            <numerusform>ein Serving-Deployment führt einen Server pro Pod aus: %n Container würde auf einem Port lauschen. Entfernen Sie containersPerPod oder machen Sie die Arbeitslast zu einem Job oder JobSet</numerusform>
            <numerusform>ein Serving-Deployment führt einen Server pro Pod aus: %n Container würden auf einem Port lauschen. Entfernen Sie containersPerPod oder machen Sie die Arbeitslast zu einem Job oder JobSet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the catalog does not know the NUMA nodes of %1, so %n containers per pod cannot be checked against them</source>
        <translation>
            <numerusform>der Katalog kennt die NUMA-Knoten von %1 nicht, daher kann %n Container pro Pod nicht mit ihnen abgeglichen werden</numerusform>
            <numerusform>der Katalog kennt die NUMA-Knoten von %1 nicht, daher können %n Container pro Pod nicht mit ihnen abgeglichen werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %1 VM has %n NUMA node(s) and each container belongs on one of them: set containersPerPod to %n or less</source>
        <translation>
            <numerusform>eine %1-VM hat %n NUMA-Knoten, und jeder Container gehört auf einen davon: setzen Sie containersPerPod auf %n oder weniger</numerusform>
            <numerusform>eine %1-VM hat %n NUMA-Knoten, und jeder Container gehört auf einen davon: setzen Sie containersPerPod auf %n oder weniger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each pod has %1 TPU chips, which %n containers cannot share equally; choose a number that divides %1</source>
        <translation>
            <numerusform>jeder Pod hat %1 TPU-Chips, die %n Container nicht gleichmäßig teilen kann; wählen Sie eine Zahl, die %1 teilt</numerusform>
            <numerusform>jeder Pod hat %1 TPU-Chips, die %n Container nicht gleichmäßig teilen können; wählen Sie eine Zahl, die %1 teilt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 recommends one container per NUMA node (source: %2): a %3 VM has %n NUMA nodes, so set containersPerPod to %n and each container gets the CPU, memory and chips of its own node</source>
        <translation>
            <numerusform>%1 empfiehlt einen Container je NUMA-Knoten (Quelle: %2): Eine %3-VM hat %n NUMA-Knoten, setzen Sie containersPerPod also auf %n, dann erhält jeder Container CPU, Speicher und Chips seines eigenen Knotens</numerusform>
            <numerusform>%1 empfiehlt einen Container je NUMA-Knoten (Quelle: %2): Eine %3-VM hat %n NUMA-Knoten, setzen Sie containersPerPod also auf %n, dann erhält jeder Container CPU, Speicher und Chips seines eigenen Knotens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n chip(s), more than the %2 the catalog accepts in one slice (its limit, from %3)</source>
        <translation>
            <numerusform>%1 hat %n Chip, mehr als die %2, die der Katalog in einem Slice zulässt (seine Grenze, aus %3)</numerusform>
            <numerusform>%1 hat %n Chips, mehr als die %2, die der Katalog in einem Slice zulässt (seine Grenze, aus %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> Custom topologies need more than %n chip(s).</source>
        <translation>
            <numerusform> Benutzerdefinierte Topologien benötigen mehr als %n Chip.</numerusform>
            <numerusform> Benutzerdefinierte Topologien benötigen mehr als %n Chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>topology %1 has %n chip(s), which is not a whole number of %2-chip %3 VMs; pick a topology listed for %3</source>
        <translation>
            <numerusform>die Topologie %1 hat %n Chip, was keiner ganzen Zahl von %3-VMs mit je %2 Chips entspricht; wählen Sie eine für %3 aufgeführte Topologie</numerusform>
            <numerusform>die Topologie %1 hat %n Chips, was keiner ganzen Zahl von %3-VMs mit je %2 Chips entspricht; wählen Sie eine für %3 aufgeführte Topologie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pods on %1 must request all %n TPU chip(s) of their node (GKE cannot share a node&apos;s chips); set tpuChipsPerPod to %n or remove it</source>
        <translation>
            <numerusform>Pods auf %1 müssen den %n TPU-Chip ihres Knotens anfordern (GKE kann die Chips eines Knotens nicht aufteilen); setzen Sie tpuChipsPerPod auf %n oder entfernen Sie es</numerusform>
            <numerusform>Pods auf %1 müssen alle %n TPU-Chips ihres Knotens anfordern (GKE kann die Chips eines Knotens nicht aufteilen); setzen Sie tpuChipsPerPod auf %n oder entfernen Sie es</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TorusGraph</name>
    <message>
        <source>The plan has no pool %1.</source>
        <translation>Der Plan hat keinen Pool Nr. %1.</translation>
    </message>
    <message>
        <source>Pool %1: the TPU version &apos;%2&apos; is not in the catalog.</source>
        <translation>Pool %1: Die TPU-Version &apos;%2&apos; ist nicht im Katalog.</translation>
    </message>
    <message>
        <source>Pool %1: &apos;%2&apos; is not a topology.</source>
        <translation>Pool %1: &apos;%2&apos; ist keine Topologie.</translation>
    </message>
    <message>
        <source>Pool %1: %2 is a %3D version but the topology %4 has %5 dimensions.</source>
        <translation>Pool %1: %2 ist eine %3D-Version, die Topologie %4 hat aber %5 Dimensionen.</translation>
    </message>
    <message>
        <source>Pool %1: the chips per node are unknown (is the machine type &apos;%2&apos; a %3 machine type?).</source>
        <translation>Pool %1: Die Anzahl der Chips pro Knoten ist unbekannt (ist &apos;%2&apos; ein Maschinentyp für %3?).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU version of the catalog.</source>
        <translation>&apos;%1&apos; ist keine TPU-Version des Katalogs.</translation>
    </message>
    <message>
        <source>%1 is %2D; the topology %3 is not.</source>
        <translation>%1 ist %2D, die Topologie %3 nicht.</translation>
    </message>
    <message>
        <source>The topology %1 does not match a %2D TPU version.</source>
        <translation>Die Topologie %1 passt nicht zu einer %2D-TPU-Version.</translation>
    </message>
    <message>
        <source>A pool has at least one slice.</source>
        <translation>Ein Pool hat mindestens ein Slice.</translation>
    </message>
    <message>
        <source>%1 slice(s) of %2 are %3 chips; the view draws at most %4.</source>
        <translation>%1 Slice(s) mit %2 ergeben %3 Chips; die Ansicht zeichnet höchstens %4.</translation>
    </message>
    <message>
        <source>Nodes of %1 chips cannot tile the topology %2.</source>
        <translation>Die Topologie %2 lässt sich nicht lückenlos in Knoten mit je %1 Chips aufteilen.</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>Gitter (Mesh)</translation>
    </message>
    <message>
        <source>cylinder</source>
        <translation>Zylinder</translation>
    </message>
    <message>
        <source>torus</source>
        <translation>Torus</translation>
    </message>
    <message>
        <source>twisted torus</source>
        <translation>verdrehter Torus</translation>
    </message>
    <message>
        <source>%1 is not made of whole 4x4x4 cubes, so it has no wraparound links: chips on its faces have fewer than six neighbours (a mesh).</source>
        <translation>%1 besteht nicht aus ganzen 4x4x4-Würfeln und hat daher keine Umlaufverbindungen: Chips an den Außenflächen haben weniger als sechs Nachbarn. Das ist ein Gitter (Mesh).</translation>
    </message>
    <message>
        <source>%1 is %2 whole 4x4x4 cube(s), so every axis wraps around through the optical circuit switches: a 3D torus in which every chip has six neighbours.</source>
        <translation>%1 besteht aus %2 ganzen 4x4x4-Würfel(n), daher läuft jede Achse über die Optical Circuit Switches (OCS) um: ein 3D-Torus, in dem jeder Chip sechs Nachbarn hat.</translation>
    </message>
    <message>
        <source>Twisted: the x and y wrap links land %1 chips further along z.</source>
        <translation>Verdreht: Die Umlaufverbindungen in x und y enden %1 Chips weiter entlang z.</translation>
    </message>
    <message>
        <source>This shape can also be wired as a twisted torus.</source>
        <translation>Diese Form lässt sich auch als verdrehter Torus (Twisted Torus) verdrahten.</translation>
    </message>
    <message>
        <source>2D slices wrap around only along axes of 16 or more chips; %1 has none, so it is a mesh.</source>
        <translation>2D-Slices haben Umlaufverbindungen nur entlang Achsen mit 16 oder mehr Chips; %1 hat keine solche Achse und ist daher ein Gitter (Mesh).</translation>
    </message>
    <message>
        <source>%1 wraps around only along its %2-chip %3 axis: a cylinder.</source>
        <translation>%1 hat Umlaufverbindungen nur entlang seiner %3-Achse mit %2 Chips: ein Zylinder.</translation>
    </message>
    <message>
        <source>%1 wraps around along both axes: a 2D torus in which every chip has four neighbours.</source>
        <translation>%1 hat Umlaufverbindungen entlang beider Achsen: ein 2D-Torus, in dem jeder Chip vier Nachbarn hat.</translation>
    </message>
    <message>
        <source>The %1 slices share no ICI link; they talk over the data-centre network (DCN).</source>
        <translation>Die %1 Slices teilen keine ICI-Verbindung; sie kommunizieren über das Rechenzentrumsnetzwerk (DCN).</translation>
    </message>
    <message>
        <source>The blocks are a dynamic-slicing pool: GKE&apos;s slice controller links each workload&apos;s slice at run time, a super-slice across whole blocks through the optical circuit switches, a sub-slice inside one block.</source>
        <translation>Die Blöcke sind ein Pool für dynamisches Slicing: der Slice-Controller von GKE verbindet den Slice jedes Workloads zur Laufzeit, einen Super-Slice über ganze Blöcke durch die optischen Schaltkreis-Switches, einen Sub-Slice innerhalb eines Blocks.</translation>
    </message>
    <message>
        <source>Kueue splits the slices into the sub-slices the workloads name: each sub-slice&apos;s pods are admitted together inside one slice and use its ICI links; no sub-slice spans two slices.</source>
        <translation>Kueue teilt die Slices in die Sub-Slices auf, die die Workloads benennen: Die Pods jedes Sub-Slices werden gemeinsam innerhalb eines Slices zugelassen und nutzen dessen ICI-Verbindungen; kein Sub-Slice erstreckt sich über zwei Slices.</translation>
    </message>
</context>
<context>
    <name>VersionSupportRules</name>
    <message>
        <source>GKE %1.%2 is older than every minor version the catalog lists and is long out of support; GKE would not create this cluster. Use %3 or newer</source>
        <translation>GKE %1.%2 ist älter als jede Nebenversion im Katalog und wird längst nicht mehr unterstützt; GKE würde diesen Cluster nicht anlegen. Verwenden Sie %3 oder neuer</translation>
    </message>
    <message>
        <source>a supported version</source>
        <translation>eine unterstützte Version</translation>
    </message>
    <message>
        <source>check the GKE release schedule for a supported version</source>
        <translation>suchen Sie im GKE-Release-Zeitplan eine unterstützte Version</translation>
    </message>
    <message>
        <source>use %1 or newer, or enrol the cluster in the Extended release channel (paid, about ten more months)</source>
        <translation>verwenden Sie %1 oder neuer oder melden Sie den Cluster im Release-Kanal Extended an (kostenpflichtig, etwa zehn Monate länger)</translation>
    </message>
    <message>
        <source>GKE %1 left standard support on %2 (as of the catalog&apos;s date %3; source: %4): %5</source>
        <translation>GKE %1 hat den Standard-Support am %2 verlassen (Stand des Katalogs %3; Quelle: %4): %5</translation>
    </message>
    <message>
        <source>GKE %1 left standard support on %2 (as of the catalog&apos;s date %3; source: %4); the Extended release channel keeps it supported for an extra fee until its extended support ends: plan the upgrade to %5</source>
        <translation>GKE %1 hat den Standard-Support am %2 verlassen (Stand des Katalogs %3; Quelle: %4); der Release-Kanal Extended hält die Version gegen Aufpreis unterstützt, bis ihr erweiterter Support endet: das Upgrade auf %5 einplanen</translation>
    </message>
    <message>
        <source>GKE %1.%2 is out of extended support too: as of the catalog&apos;s date %3 the Extended release channel covers %4 to %5 (source: %6), so no channel keeps it supported and GKE can no longer create a cluster on it. Use %7 or newer</source>
        <translation>GKE %1.%2 ist auch aus dem erweiterten Support heraus: Zum Katalogdatum %3 deckt die Release-Version Extended %4 bis %5 ab (Quelle: %6), daher hält keine Release-Version sie im Support und GKE kann keinen Cluster mehr darauf erstellen. Verwenden Sie %7 oder neuer</translation>
    </message>
</context>
<context>
    <name>WorkloadReader</name>
    <message>
        <source>a workload is a mapping that starts with &apos;apiVersion: tpu-planner/v1&apos; and &apos;kind: Workload&apos;</source>
        <translation>eine Workload ist eine Zuordnung, die mit &apos;apiVersion: tpu-planner/v1&apos; und &apos;kind: Workload&apos; beginnt</translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>muss %1 sein</translation>
    </message>
    <message>
        <source>give a &apos;training&apos; or a &apos;serving&apos; section (or both)</source>
        <translation>einen Abschnitt &apos;training&apos; oder &apos;serving&apos; angeben (oder beide)</translation>
    </message>
    <message>
        <source>must be above %1 and at most %2, not %3</source>
        <translation>muss über %1 und höchstens %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;; the presets are: %2</source>
        <translation>unbekannte Vorlage &apos;%1&apos;; die Vorlagen sind: %2</translation>
    </message>
    <message>
        <source>mixture-of-experts models are out of scope: sizing covers dense decoders only</source>
        <translation>Mixture-of-Experts-Modelle werden nicht unterstützt: die Dimensionierung gilt nur für dichte Decoder</translation>
    </message>
    <message>
        <source>kvHeads (%1) must divide heads (%2)</source>
        <translation>kvHeads (%1) muss heads (%2) teilen</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>YamlDocument</name>
    <message>
        <source>the key &apos;%1&apos; appears twice in the same mapping; keep one</source>
        <translation>der Schlüssel &apos;%1&apos; kommt im selben Mapping zweimal vor; behalten Sie nur einen</translation>
    </message>
    <message>
        <source>the file is %1 bytes long; files larger than %2 bytes are refused</source>
        <translation>die Datei ist %1 Byte groß; Dateien über %2 Byte werden abgelehnt</translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation>kein gültiges YAML: %1</translation>
    </message>
    <message>
        <source>with this alias (*name) expanded, lists and mappings nest more than %1 levels deep; the file is refused (plan files need fewer than 10)</source>
        <translation>mit diesem aufgelösten Alias (*name) sind Listen und Mappings mehr als %1 Ebenen tief verschachtelt; die Datei wird abgelehnt (Plandateien brauchen weniger als 10)</translation>
    </message>
    <message>
        <source>lists and mappings nest more than %1 levels deep here; the file is refused (plan files need fewer than 10)</source>
        <translation>Listen und Mappings sind hier mehr als %1 Ebenen tief verschachtelt; die Datei wird abgelehnt (Plandateien brauchen weniger als 10)</translation>
    </message>
    <message>
        <source>this alias (*name) stands inside the list or mapping it names, so the document never ends; write the values out instead</source>
        <translation>dieser Alias (*name) steht innerhalb der Liste oder des Mappings, auf das er verweist, daher endet das Dokument nie; schreiben Sie die Werte stattdessen aus</translation>
    </message>
    <message>
        <source>YAML aliases (*name) repeat more than %1 values in this document, the most a file may hold through aliases (an alias bomb?); write the values out or use fewer aliases</source>
        <translation>YAML-Aliase (*name) wiederholen in diesem Dokument mehr als %1 Werte, das Höchstmaß, das eine Datei über Aliase enthalten darf (eine Alias-Bombe?); schreiben Sie die Werte aus oder verwenden Sie weniger Aliase</translation>
    </message>
    <message>
        <source>not valid YAML: the text cannot be split into documents here</source>
        <translation>kein gültiges YAML: der Text lässt sich hier nicht in Dokumente aufteilen</translation>
    </message>
</context>
<context>
    <name>YamlFieldReader</name>
    <message>
        <source>a mapping</source>
        <translation>ein Mapping</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>must be a mapping of keys to values, not %1</source>
        <translation>muss ein Mapping von Schlüsseln auf Werte sein, nicht %1</translation>
    </message>
    <message>
        <source>must be a list (items starting with &apos;- &apos;), not %1</source>
        <translation>muss eine Liste sein (Einträge beginnen mit &apos;- &apos;), nicht %1</translation>
    </message>
    <message>
        <source>is required but missing; add &apos;%1:&apos;</source>
        <translation>ist erforderlich, fehlt aber; fügen Sie &apos;%1:&apos; hinzu</translation>
    </message>
    <message>
        <source>must be %1, not %2</source>
        <translation>muss %1 sein, nicht %2</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, not %3</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>must be from %1 to %2, not %3</source>
        <translation>muss im Bereich von %1 bis %2 liegen, nicht %3</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>muss eine Zahl sein, nicht %1</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>muss true oder false sein, nicht %1</translation>
    </message>
    <message>
        <source>must be a list of text items such as [&quot;python3&quot;, &quot;train.py&quot;], not %1</source>
        <translation>muss eine Liste von Texteinträgen wie [&quot;python3&quot;, &quot;train.py&quot;] sein, nicht %1</translation>
    </message>
    <message>
        <source>must be text, not %1</source>
        <translation>muss Text sein, nicht %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed here; use one of: %2</source>
        <translation>&apos;%1&apos; ist hier nicht zulässig; verwenden Sie einen der folgenden Werte: %2</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos; is kept as it is but not used by this version</source>
        <translation>das unbekannte Feld &apos;%1&apos; wird unverändert beibehalten, von dieser Version aber nicht verwendet</translation>
    </message>
    <message>
        <source>unknown field with a list or mapping as its key is kept as it is but not used by this version</source>
        <translation>unbekanntes Feld mit einer Liste oder Zuordnung als Schlüssel wird unverändert behalten, aber von dieser Version nicht verwendet</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>TPU Planner</source>
        <translation>TPU-Planer</translation>
    </message>
    <message>
        <source>Plan Cloud TPU capacity on GKE.</source>
        <translation>Cloud-TPU-Kapazität auf GKE planen.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Plan file to open.</source>
        <translation>Zu öffnende Plandatei.</translation>
    </message>
    <message>
        <source>Catalog refused</source>
        <translation>Katalog abgelehnt</translation>
    </message>
    <message>
        <source>The catalog %1 was refused; the built-in catalog is used.

%2</source>
        <translation>Der Katalog %1 wurde abgelehnt; der eingebaute Katalog wird verwendet.

%2</translation>
    </message>
    <message>
        <source>Use this catalog file instead of the built-in one (a file that says &apos;extends: built-in&apos; is merged onto it).</source>
        <translation>Diese Katalogdatei statt der eingebauten verwenden (eine Datei mit &apos;extends: built-in&apos; wird mit ihr zusammengeführt).</translation>
    </message>
    <message>
        <source>Team catalog merged</source>
        <translation>Team-Katalog zusammengeführt</translation>
    </message>
    <message>
        <source>The team catalog %1 was merged onto the built-in catalog. Its values replace these built-in ones:

%2</source>
        <translation>Der Team-Katalog %1 wurde mit dem eingebauten Katalog zusammengeführt. Seine Werte ersetzen diese eingebauten:

%2</translation>
    </message>
</context>
<context>
    <name>tpuplan::Autosaver</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht erstellt werden</translation>
    </message>
    <message numerus="yes">
        <source>it is %n byte(s) long, not the %1 that were written</source>
        <translation>
            <numerusform>sie ist %n Byte lang, nicht die %1, die geschrieben wurden</numerusform>
            <numerusform>sie ist %n Bytes lang, nicht die %1, die geschrieben wurden</numerusform>
        </translation>
    </message>
    <message>
        <source>its content is not what was written</source>
        <translation>ihr Inhalt ist nicht das, was geschrieben wurde</translation>
    </message>
    <message>
        <source>it is not a plan any more</source>
        <translation>sie ist kein Plan mehr</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>the file that says which plan it belongs to is damaged</source>
        <translation>die Datei, die sagt, zu welchem Plan sie gehört, ist beschädigt</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>sie kann nicht gelesen werden (%1)</translation>
    </message>
</context>
<context>
    <name>tpuplan::AvailabilityMatrix</name>
    <message>
        <source>Select a pool first; the matrix applies a version and zone to the selected pool.</source>
        <translation>Wählen Sie zuerst einen Pool; die Matrix überträgt Version und Zone auf den gewählten Pool.</translation>
    </message>
    <message>
        <source>%1 in %2 cannot be used for pool %3: %4</source>
        <translation>%1 in %2 ist für Pool %3 nicht möglich: %4</translation>
    </message>
    <message>
        <source>Use %1 in %2</source>
        <translation>%1 in %2 verwenden</translation>
    </message>
    <message>
        <source>Where each TPU version is offered in %1 mode at GKE %2. ✓ offered, ≥ needs a newer GKE version, – not offered, ● the selected pool. Click a cell to use it for the selected pool.</source>
        <translation>Wo jede TPU-Version im Modus %1 mit GKE %2 angeboten wird. ✓ angeboten, ≥ braucht eine neuere GKE-Version, – nicht angeboten, ● der gewählte Pool. Ein Klick auf eine Zelle übernimmt sie für den gewählten Pool.</translation>
    </message>
    <message>
        <source>Autopilot</source>
        <translation>Autopilot</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
</context>
<context>
    <name>tpuplan::AvailabilityModel</name>
    <message>
        <source>Autopilot</source>
        <translation>Autopilot</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>%1 is offered in %2 (%3: %4). Minimum GKE version: %5.</source>
        <translation>%1 wird in %2 angeboten (%3: %4). Mindestversion von GKE: %5.</translation>
    </message>
    <message>
        <source>%1 is offered in %2, but %3 needs GKE %4 or later; the cluster runs %5.</source>
        <translation>%1 wird in %2 angeboten, aber %3 braucht GKE %4 oder neuer; der Cluster läuft mit %5.</translation>
    </message>
    <message>
        <source>%1 cannot be used in %2 mode.</source>
        <translation>%1 ist im Modus %2 nicht verfügbar.</translation>
    </message>
    <message>
        <source>%1 is not offered in %2.</source>
        <translation>%1 wird in %2 nicht angeboten.</translation>
    </message>
    <message>
        <source>Click to use %1 in %2 for the selected pool.</source>
        <translation>Klicken, um %1 in %2 für den gewählten Pool zu verwenden.</translation>
    </message>
</context>
<context>
    <name>tpuplan::BackgroundJob</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>tpuplan::CatalogAgeNotice</name>
    <message>
        <source>The catalog is old</source>
        <translation>Der Katalog ist alt</translation>
    </message>
    <message numerus="yes">
        <source>This plan is checked against a catalog whose facts are more than %n month(s) old.</source>
        <translation>
            <numerusform>Dieser Plan wird gegen einen Katalog geprüft, dessen Fakten älter als %n Monat sind.</numerusform>
            <numerusform>Dieser Plan wird gegen einen Katalog geprüft, dessen Fakten älter als %n Monate sind.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::CatalogDialog</name>
    <message>
        <source>About the Catalog</source>
        <translation>Über den Katalog</translation>
    </message>
    <message>
        <source>Every rule and price comes from this catalog. A team may keep its own file with only what it changes (start the planner with --catalog FILE; the file says &apos;extends: built-in&apos;).</source>
        <translation>Jede Regel und jeder Preis stammt aus diesem Katalog. Ein Team kann eine eigene Datei nur mit seinen Änderungen führen (Planer mit --catalog DATEI starten; die Datei enthält &apos;extends: built-in&apos;).</translation>
    </message>
    <message>
        <source>This window plans with the built-in catalog.</source>
        <translation>Dieses Fenster plant mit dem eingebauten Katalog.</translation>
    </message>
    <message>
        <source>This window plans with %1; start the planner with --catalog %1 to plan with it again.</source>
        <translation>Dieses Fenster plant mit %1; starten Sie den Planer mit --catalog %1, um wieder damit zu planen.</translation>
    </message>
</context>
<context>
    <name>tpuplan::CatalogRefreshAction</name>
    <message>
        <source>&amp;Refresh Catalog...</source>
        <translation>Katalog &amp;auffrischen...</translation>
    </message>
    <message>
        <source>Compare saved gcloud listings (compute machine-types list, container get-server-config, --format=json) with the catalog and save what they add as a team overlay</source>
        <translation>Gespeicherte gcloud-Listen (compute machine-types list, container get-server-config, --format=json) mit dem Katalog vergleichen und das, was sie hinzufügen, als Team-Overlay speichern</translation>
    </message>
    <message>
        <source>Refresh Catalog</source>
        <translation>Katalog auffrischen</translation>
    </message>
    <message>
        <source>gcloud listings (*.json *.yaml *.yml);;All files (*)</source>
        <translation>gcloud-Listen (*.json *.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>tpuplan::CatalogRefreshDialog</name>
    <message>
        <source>Refresh Catalog</source>
        <translation>Katalog auffrischen</translation>
    </message>
    <message>
        <source>Some listings could not be read; there is no overlay to save.</source>
        <translation>Einige Listen konnten nicht gelesen werden; es gibt kein Overlay zu speichern.</translation>
    </message>
    <message>
        <source>Save Overlay...</source>
        <translation>Overlay speichern...</translation>
    </message>
    <message>
        <source>Save Catalog Overlay</source>
        <translation>Katalog-Overlay speichern</translation>
    </message>
    <message>
        <source>Catalog overlay (*.yaml)</source>
        <translation>Katalog-Overlay (*.yaml)</translation>
    </message>
    <message>
        <source>What gcloud&apos;s listings say that the built-in catalog does not. Save the overlay, then use it in this window, or start the planner with --catalog FILE.</source>
        <translation>Was die Listen von gcloud sagen, der eingebaute Katalog aber nicht. Speichern Sie das Overlay und verwenden Sie es dann in diesem Fenster, oder starten Sie den Planer mit --catalog DATEI.</translation>
    </message>
    <message>
        <source>Use in This Window</source>
        <translation>In diesem Fenster verwenden</translation>
    </message>
    <message>
        <source>Save the overlay first: the window plans with the saved file</source>
        <translation>Speichern Sie zuerst das Overlay: das Fenster plant mit der gespeicherten Datei</translation>
    </message>
    <message>
        <source>Saved to %1. Use it in this window now, or start the planner with --catalog %1.</source>
        <translation>Gespeichert in %1. Verwenden Sie es jetzt in diesem Fenster, oder starten Sie den Planer mit --catalog %1.</translation>
    </message>
    <message>
        <source>Plan with %1 in this window from now on</source>
        <translation>Ab jetzt in diesem Fenster mit %1 planen</translation>
    </message>
</context>
<context>
    <name>tpuplan::ChoiceComboBox</name>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>Choose a value.</source>
        <translation>Wählen Sie einen Wert.</translation>
    </message>
    <message>
        <source>%1 is not a choice the catalog knows.</source>
        <translation>%1 ist keine Auswahl, die der Katalog kennt.</translation>
    </message>
</context>
<context>
    <name>tpuplan::ClusterImport</name>
    <message>
        <source>&amp;Import Cluster...</source>
        <translation>Cluster &amp;importieren...</translation>
    </message>
    <message>
        <source>Start a plan from what a cluster has: the JSON or YAML of gcloud container clusters describe, node-pools list, kubectl get nodes or terraform show -json</source>
        <translation>Einen Plan mit dem beginnen, was ein Cluster hat: das JSON oder YAML von gcloud container clusters describe, node-pools list, kubectl get nodes oder terraform show -json</translation>
    </message>
    <message>
        <source>Import Cluster &amp;Folder...</source>
        <translation>Cluster-&amp;Ordner importieren...</translation>
    </message>
    <message>
        <source>Import every *.json, *.yaml and *.yml file of a folder</source>
        <translation>Jede *.json-, *.yaml- und *.yml-Datei eines Ordners importieren</translation>
    </message>
    <message>
        <source>Import Cluster</source>
        <translation>Cluster importieren</translation>
    </message>
    <message>
        <source>gcloud, kubectl or Terraform output (*.json *.yaml *.yml);;All files (*)</source>
        <translation>Ausgabe von gcloud, kubectl oder Terraform (*.json *.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import Cluster Folder</source>
        <translation>Cluster-Ordner importieren</translation>
    </message>
</context>
<context>
    <name>tpuplan::ClusterSection</name>
    <message>
        <source>Rename cluster</source>
        <translation>Cluster umbenennen</translation>
    </message>
    <message>
        <source>Change GKE version</source>
        <translation>GKE-Version ändern</translation>
    </message>
    <message>
        <source>Change data bucket location</source>
        <translation>Speicherort der Daten ändern</translation>
    </message>
    <message>
        <source>Change region</source>
        <translation>Region ändern</translation>
    </message>
    <message>
        <source>Change node image</source>
        <translation>Knoten-Image ändern</translation>
    </message>
    <message>
        <source>Change auto-provisioning</source>
        <translation>Automatische Bereitstellung ändern</translation>
    </message>
    <message>
        <source>GKE cluster</source>
        <translation>GKE-Cluster</translation>
    </message>
    <message>
        <source>C&amp;luster name:</source>
        <translation>C&amp;lustername:</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <source>&amp;GKE version:</source>
        <translation>&amp;GKE-Version:</translation>
    </message>
    <message>
        <source>Node &amp;image:</source>
        <translation>Knoten-&amp;Image:</translation>
    </message>
    <message>
        <source>Node pools:</source>
        <translation>Knotenpools:</translation>
    </message>
    <message>
        <source>&amp;Standard</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <source>You create and size the TPU node pools yourself: full control over machine types, autoscaling and node images.</source>
        <translation>Sie legen die TPU-Knotenpools selbst an und bemessen sie: volle Kontrolle über Maschinentypen, Autoscaling und Knoten-Images.</translation>
    </message>
    <message>
        <source>&amp;Autopilot</source>
        <translation>A&amp;utopilot</translation>
    </message>
    <message>
        <source>GKE creates TPU nodes when a workload asks for them; you name an accelerator and a topology, and pay for what the pods use.</source>
        <translation>GKE erstellt TPU-Knoten, sobald eine Arbeitslast sie anfordert; Sie nennen Beschleuniger und Topologie und zahlen für das, was die Pods nutzen.</translation>
    </message>
    <message>
        <source>Node auto-&amp;provisioning</source>
        <translation>Automatische Kn&amp;otenbereitstellung</translation>
    </message>
    <message>
        <source>GKE creates TPU node pools on demand, within the cluster&apos;s resource limits.</source>
        <translation>GKE erstellt TPU-Knotenpools bei Bedarf, innerhalb der Ressourcenlimits des Clusters.</translation>
    </message>
    <message>
        <source>e.g. 1.31.5-gke.1233000</source>
        <translation>z. B. 1.31.5-gke.1233000</translation>
    </message>
    <message>
        <source>optional: region or multi-region of the training data, e.g. us-central1 or us</source>
        <translation>optional: Region oder Multi-Region der Trainingsdaten, z. B. us-central1 oder us</translation>
    </message>
    <message>
        <source>The GKE cluster&apos;s name: lowercase letters, digits and &apos;-&apos;, at most %1 characters.</source>
        <translation>Der Name des GKE-Clusters: Kleinbuchstaben, Ziffern und &apos;-&apos;, höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>The cluster&apos;s region; every pool&apos;s zone must lie in it. Regions where a pool&apos;s TPU version is not offered are disabled.</source>
        <translation>Die Region des Clusters; die Zone jedes Pools muss darin liegen. Regionen ohne die TPU-Version eines Pools sind deaktiviert.</translation>
    </message>
    <message>
        <source>The node operating system image (Standard only).</source>
        <translation>Das Betriebssystem-Image der Knoten (nur Standard).</translation>
    </message>
    <message>
        <source>Change mode</source>
        <translation>Modus ändern</translation>
    </message>
    <message>
        <source>✓ GKE %1 runs every pool of this plan.</source>
        <translation>✓ GKE %1 unterstützt jeden Pool dieses Plans.</translation>
    </message>
    <message>
        <source>Autopilot manages nodes itself; this setting is for Standard clusters.</source>
        <translation>Autopilot verwaltet die Knoten selbst; diese Einstellung gilt für Standard-Cluster.</translation>
    </message>
    <message>
        <source>Change release channel</source>
        <translation>Release-Kanal ändern</translation>
    </message>
    <message>
        <source>How GKE upgrades the cluster from its GKE version: Rapid gets new versions first, Stable last; Extended keeps a minor version supported longer, for an extra fee. New clusters are enrolled in Regular.</source>
        <translation>Wie GKE den Cluster ab seiner GKE-Version aktualisiert: Rapid erhält neue Versionen zuerst, Stable zuletzt; Extended unterstützt eine Nebenversion länger, gegen Aufpreis. Neue Cluster werden in Regular eingetragen.</translation>
    </message>
    <message>
        <source>Rapid: newest versions first</source>
        <translation>Rapid: neueste Versionen zuerst</translation>
    </message>
    <message>
        <source>Regular (GKE&apos;s default)</source>
        <translation>Regular (Vorgabe von GKE)</translation>
    </message>
    <message>
        <source>Stable: versions proven in Regular</source>
        <translation>Stable: in Regular bewährte Versionen</translation>
    </message>
    <message>
        <source>Extended: longer support, extra fee</source>
        <translation>Extended: längerer Support, Aufpreis</translation>
    </message>
    <message>
        <source>Change data bucket</source>
        <translation>Daten-Bucket ändern</translation>
    </message>
    <message>
        <source>Data &amp;bucket:</source>
        <translation>Datenbu&amp;cket:</translation>
    </message>
    <message>
        <source>Data bucket l&amp;ocation:</source>
        <translation>Bucket-S&amp;tandort:</translation>
    </message>
    <message>
        <source>optional: e.g. my-training-data (without gs://)</source>
        <translation>optional: z. B. my-training-data (ohne gs://)</translation>
    </message>
    <message>
        <source>The Cloud Storage bucket the workloads read and write. Named, the bundle gives them an identity allowed to use it (Workload Identity and the IAM binding).</source>
        <translation>Der Cloud-Storage-Bucket, den die Workloads lesen und schreiben. Ist er angegeben, gibt das Bundle ihnen eine Identität, die ihn nutzen darf (Workload Identity und die IAM-Bindung).</translation>
    </message>
    <message>
        <source>Release &amp;channel:</source>
        <translation>Release-&amp;Kanal:</translation>
    </message>
</context>
<context>
    <name>tpuplan::ContractPricesDialog</name>
    <message>
        <source>Contract Prices</source>
        <translation>Vertragspreise</translation>
    </message>
    <message>
        <source>Prices per chip-hour in %1 that replace the catalog&apos;s, for cost and export. Ironwood (TPU7x) has no public price: enter the one from your contract. An empty cell keeps the catalog&apos;s value shown in grey.</source>
        <translation>Preise pro Chip-Stunde in %1, die die des Katalogs für Kosten und Export ersetzen. Für Ironwood (TPU7x) gibt es keinen öffentlichen Preis: Tragen Sie den aus Ihrem Vertrag ein. Eine leere Zelle behält den grau angezeigten Katalogwert.</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1-year</source>
        <translation>1 Jahr</translation>
    </message>
    <message>
        <source>3-year</source>
        <translation>3 Jahre</translation>
    </message>
    <message>
        <source>e.g. contract 2026-17 with Google Cloud</source>
        <translation>z. B. Vertrag 2026-17 mit Google Cloud</translation>
    </message>
    <message>
        <source>Where these prices come from; cost reports cite it.</source>
        <translation>Woher diese Preise stammen; Kostenberichte nennen es.</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <source>&amp;Load Prices File...</source>
        <translation>Preisdatei &amp;laden...</translation>
    </message>
    <message>
        <source>Read a prices file in the format of tpu-plan --prices</source>
        <translation>Eine Preisdatei im Format von tpu-plan --prices lesen</translation>
    </message>
    <message>
        <source>&amp;Clear All</source>
        <translation>Alles &amp;leeren</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Catalog price: %1 per chip-hour</source>
        <translation>Katalogpreis: %1 pro Chip-Stunde</translation>
    </message>
    <message>
        <source>The catalog has no price here; enter your contract price</source>
        <translation>Der Katalog hat hier keinen Preis; tragen Sie Ihren Vertragspreis ein</translation>
    </message>
    <message>
        <source>prices entered in the window</source>
        <translation>im Fenster eingegebene Preise</translation>
    </message>
    <message>
        <source>Load Prices File</source>
        <translation>Preisdatei laden</translation>
    </message>
    <message>
        <source>Prices (*.yaml *.yml);;All files (*)</source>
        <translation>Preise (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The prices file was refused; nothing was changed:
%1</source>
        <translation>Die Preisdatei wurde abgelehnt; nichts wurde geändert:
%1</translation>
    </message>
</context>
<context>
    <name>tpuplan::CostChart</name>
    <message>
        <source>On-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>1-Jahres-Zusage</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>3-Jahres-Zusage</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Pro Monat</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Im Zeitverlauf</translation>
    </message>
    <message>
        <source>Horizon: </source>
        <translation>Zeitraum: </translation>
    </message>
    <message>
        <source> months</source>
        <translation> Monate</translation>
    </message>
    <message>
        <source>How many months the &apos;Over time&apos; chart covers</source>
        <translation>Wie viele Monate das Diagramm „Im Zeitverlauf“ abdeckt</translation>
    </message>
    <message>
        <source>Export Chart…</source>
        <translation>Diagramm exportieren…</translation>
    </message>
    <message>
        <source>No plan.</source>
        <translation>Kein Plan.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Unknown&lt;/b&gt; per month: %n pool(s) without a price (%1)</source>
        <translation>
            <numerusform>&lt;b&gt;Unbekannt&lt;/b&gt; pro Monat: %n Pool ohne Preis (%1)</numerusform>
            <numerusform>&lt;b&gt;Unbekannt&lt;/b&gt; pro Monat: %n Pools ohne Preis (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>%1 pro Monat</translation>
    </message>
    <message>
        <source>Commitment pays off</source>
        <translation>Zusage lohnt sich</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n Monat</numerusform>
            <numerusform>%n Monate</numerusform>
        </translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>%1 in total</source>
        <translation>%1 insgesamt</translation>
    </message>
    <message>
        <source>after %1 months</source>
        <translation>nach %1 Monaten</translation>
    </message>
    <message>
        <source>On-demand has cost as much as a commitment&apos;s term %1: %2</source>
        <translation>On-Demand hat so viel gekostet wie die Laufzeit einer Zusage %1: %2</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Save the chart on the current tab as PNG, SVG or PDF</source>
        <translation>Das Diagramm des aktuellen Tabs als PNG, SVG oder PDF speichern</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; per month as selected, cluster fee, system pool and boot disks included</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; pro Monat wie gewählt, inklusive Clustergebühr, System-Pool und Bootlaufwerken</translation>
    </message>
    <message>
        <source>&lt;b&gt;At least %1&lt;/b&gt; per month as selected; not published: %2</source>
        <translation>&lt;b&gt;Mindestens %1&lt;/b&gt; pro Monat wie gewählt; nicht veröffentlicht: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;At most %1&lt;/b&gt; per month as selected: flex-start counted at its on-demand bound</source>
        <translation>&lt;b&gt;Höchstens %1&lt;/b&gt; pro Monat wie gewählt: Flex-Start mit seiner On-Demand-Obergrenze gezählt</translation>
    </message>
    <message>
        <source>List prices (undated)</source>
        <translation>Listenpreise (ohne Datum)</translation>
    </message>
    <message>
        <source>List prices of %1</source>
        <translation>Listenpreise vom %1</translation>
    </message>
    <message>
        <source>List prices dated %1 to %2</source>
        <translation>Listenpreise vom %1 bis %2</translation>
    </message>
    <message>
        <source>%1 in %2, before taxes and negotiated discounts.</source>
        <translation>%1 in %2, vor Steuern und ausgehandelten Rabatten.</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>TPU plan cost</source>
        <translation>Kosten des TPU-Plans</translation>
    </message>
    <message>
        <source>The chart could not be drawn.</source>
        <translation>Das Diagramm konnte nicht gezeichnet werden.</translation>
    </message>
    <message>
        <source>Contract prices (Tools &gt; Contract Prices) in %1, before taxes.</source>
        <translation>Vertragspreise (Extras &gt; Vertragspreise) in %1, vor Steuern.</translation>
    </message>
    <message>
        <source>list prices (undated)</source>
        <translation>Listenpreise (ohne Datum)</translation>
    </message>
    <message>
        <source>list prices of %1</source>
        <translation>Listenpreise vom %1</translation>
    </message>
    <message>
        <source>list prices dated %1 to %2</source>
        <translation>Listenpreise vom %1 bis %2</translation>
    </message>
    <message>
        <source>Contract prices (Tools &gt; Contract Prices) and %1 in %2, before taxes.</source>
        <translation>Vertragspreise (Extras &gt; Vertragspreise) und %1 in %2, vor Steuern.</translation>
    </message>
    <message>
        <source>Of this, %1 pays for reserved or committed hours the plan does not use.</source>
        <translation>Davon entfallen %1 auf reservierte oder zugesagte Stunden, die der Plan nicht nutzt.</translation>
    </message>
    <message>
        <source>Paid for hours not used</source>
        <translation>Bezahlt für ungenutzte Stunden</translation>
    </message>
    <message>
        <source>%1 (%2 for the hours used, %3 for hours paid but not used)</source>
        <translation>%1 (%2 für die genutzten Stunden, %3 für bezahlte, aber ungenutzte Stunden)</translation>
    </message>
    <message>
        <source>&lt;b&gt;At most %1&lt;/b&gt; per month as selected plus the items without a published price (%2): flex-start counted at its on-demand bound</source>
        <translation>&lt;b&gt;Höchstens %1&lt;/b&gt; pro Monat wie gewählt, zuzüglich der Posten ohne veröffentlichten Preis (%2): Flex-Start mit seiner On-Demand-Obergrenze gezählt</translation>
    </message>
</context>
<context>
    <name>tpuplan::CostStatusText</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> · %1 %2 per month</source>
        <translation> · %1 %2 pro Monat</translation>
    </message>
    <message>
        <source> · at least %1 %2 per month</source>
        <translation> · mindestens %1 %2 pro Monat</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source> · at most %1 %2 per month</source>
        <translation> · höchstens %1 %2 pro Monat</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <source> · at most %1 %2 per month before unpriced items</source>
        <translation> · höchstens %1 %2 pro Monat zuzüglich Posten ohne Preis</translation>
    </message>
    <message>
        <source>at most %1 before unpriced items</source>
        <translation>höchstens %1 zuzüglich Posten ohne Preis</translation>
    </message>
    <message>
        <source> · cost unknown: enter a contract price (Tools &gt; Contract Prices)</source>
        <translation> · Kosten unbekannt: Vertragspreis eingeben (Extras &gt; Vertragspreise)</translation>
    </message>
    <message>
        <source>The selected total per month, as in the Cost dock and the review bundle.</source>
        <translation>Die gewählte Summe pro Monat, wie im Kosten-Dock und im Prüfpaket.</translation>
    </message>
    <message>
        <source>Per hour while every pool runs: %1</source>
        <translation>Pro Stunde, solange alle Pools laufen: %1</translation>
    </message>
    <message>
        <source>Flex-start pools are counted at their on-demand price, their upper bound.</source>
        <translation>Flex-Start-Pools werden mit ihrem On-Demand-Preis gezählt, ihrer Obergrenze.</translation>
    </message>
    <message>
        <source>Without a published price, not counted: %1</source>
        <translation>Ohne veröffentlichten Preis, nicht gezählt: %1</translation>
    </message>
    <message>
        <source> · cost unknown until every pool&apos;s slice is valid (see the findings)</source>
        <translation> · Kosten unbekannt, bis der Slice jedes Pools gültig ist (siehe die Befunde)</translation>
    </message>
</context>
<context>
    <name>tpuplan::DocumentController</name>
    <message>
        <source>an untitled plan</source>
        <translation>einem unbenannten Plan</translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>Ungespeicherte Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <source>Recover opens them; they stay kept until you save or discard the plan. Discard deletes them. Later keeps them for the next start.</source>
        <translation>Wiederherstellen öffnet sie; sie bleiben aufbewahrt, bis Sie den Plan speichern oder verwerfen. Verwerfen löscht sie. Später behält sie für den nächsten Start.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>Damaged recovery copy</source>
        <translation>Beschädigte Wiederherstellungskopie</translation>
    </message>
    <message>
        <source>Open as Untitled shows what could be read as a new plan; it is never saved over %1. Discard deletes the copy. Later keeps it for the next start (%2).</source>
        <translation>„Als unbenannt öffnen“ zeigt, was gelesen werden konnte, als neuen Plan; er wird nie über %1 gespeichert. „Verwerfen“ löscht die Kopie. „Später“ behält sie für den nächsten Start (%2).</translation>
    </message>
    <message>
        <source>Nothing of it can be opened as a plan. Discard deletes the copy. Later keeps it for the next start (%1).</source>
        <translation>Nichts davon lässt sich als Plan öffnen. „Verwerfen“ löscht die Kopie. „Später“ behält sie für den nächsten Start (%1).</translation>
    </message>
    <message>
        <source>Open as &amp;Untitled</source>
        <translation>Als &amp;unbenannt öffnen</translation>
    </message>
    <message>
        <source>The recovery copy could not be written (%1).</source>
        <translation>Die Wiederherstellungskopie konnte nicht geschrieben werden (%1).</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open &amp;Example</source>
        <translation>&amp;Beispiel öffnen</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>Start a new plan</source>
        <translation>Einen neuen Plan beginnen</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open a plan file</source>
        <translation>Eine Plandatei öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Cannot open plan</source>
        <translation>Plan kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 is not a plan this version can edit.</source>
        <translation>%1 ist kein Plan, den diese Version bearbeiten kann.</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>Plan öffnen</translation>
    </message>
    <message>
        <source>TPU plans (*.tpuplan.yaml *.yaml);;All files (*)</source>
        <translation>TPU-Pläne (*.tpuplan.yaml *.yaml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Plan speichern</translation>
    </message>
    <message>
        <source>TPU plans (*.tpuplan.yaml)</source>
        <translation>TPU-Pläne (*.tpuplan.yaml)</translation>
    </message>
    <message>
        <source>Cannot save plan</source>
        <translation>Plan kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The plan could not be saved to %1.

%2

The file on disk is unchanged and your changes are still open: free some space or choose another place with Save As.</source>
        <translation>Der Plan konnte nicht in %1 gespeichert werden.

%2

Die Datei auf der Festplatte ist unverändert und Ihre Änderungen sind noch offen: schaffen Sie Platz oder wählen Sie mit Speichern unter einen anderen Ort.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.
Save them before going on?</source>
        <translation>%1 hat ungespeicherte Änderungen.
Vor dem Fortfahren speichern?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
    <message>
        <source>The recovery copy %1 cannot be read; it is kept.</source>
        <translation>Die Wiederherstellungskopie %1 kann nicht gelesen werden; sie wird aufbewahrt.</translation>
    </message>
    <message>
        <source>%1 has a YAML syntax error (a plan is written in YAML):</source>
        <translation>%1 enthält einen YAML-Syntaxfehler (ein Plan wird in YAML geschrieben):</translation>
    </message>
    <message>
        <source>%1 did not close properly. Unsaved changes to %2 from %3 were kept.</source>
        <translation>%1 wurde nicht ordnungsgemäß beendet. Ungespeicherte Änderungen an %2 vom %3 wurden aufbewahrt.</translation>
    </message>
    <message>
        <source>%1 did not close properly, and the copy of the unsaved changes to %2 is damaged: %3.</source>
        <translation>%1 wurde nicht ordnungsgemäß beendet, und die Kopie der ungespeicherten Änderungen an %2 ist beschädigt: %3.</translation>
    </message>
</context>
<context>
    <name>tpuplan::ExportDialog</name>
    <message>
        <source>Export &amp;anyway (the bundle&apos;s README lists the errors)</source>
        <translation>&amp;Trotzdem exportieren (die README des Pakets nennt die Fehler)</translation>
    </message>
    <message>
        <source>Export Review Bundle</source>
        <translation>Prüfpaket exportieren</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>Dateien:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>In Ordner exportieren</translation>
    </message>
    <message>
        <source>The plan has 1 error: fix it first, or export anyway for review.</source>
        <translation>Der Plan hat 1 Fehler: beheben Sie ihn zuerst oder exportieren Sie trotzdem zur Prüfung.</translation>
    </message>
    <message>
        <source>The plan has %1 errors: fix them first, or export anyway for review.</source>
        <translation>Der Plan hat %1 Fehler: beheben Sie sie zuerst oder exportieren Sie trotzdem zur Prüfung.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Review bundle written</source>
        <translation>Prüfpaket geschrieben</translation>
    </message>
    <message>
        <source>Add the &amp;cost chart (cost.png)</source>
        <translation>&amp;Kostendiagramm hinzufügen (cost.png)</translation>
    </message>
    <message>
        <source>The monthly cost per pool and way of paying, as the Cost dock draws it, for reviewers</source>
        <translation>Die monatlichen Kosten pro Pool und Zahlungsart, wie das Kosten-Dock sie zeichnet, für Prüfende</translation>
    </message>
    <message>
        <source>The cost chart could not be drawn; export without it.</source>
        <translation>Das Kostendiagramm konnte nicht gezeichnet werden; ohne es exportieren.</translation>
    </message>
    <message>
        <source>The plan is valid. Files an earlier export wrote are replaced; files of yours are kept, and replaced only when you agree.</source>
        <translation>Der Plan ist gültig. Dateien eines früheren Exports werden ersetzt; Ihre eigenen Dateien bleiben und werden nur mit Ihrer Zustimmung ersetzt.</translation>
    </message>
    <message>
        <source>Replace files?</source>
        <translation>Dateien ersetzen?</translation>
    </message>
    <message>
        <source>%1

Replace the files of the bundle&apos;s names and keep the others?</source>
        <translation>%1

Die Dateien mit Namen des Pakets ersetzen und die übrigen behalten?</translation>
    </message>
    <message>
        <source>Writing the review bundle...</source>
        <translation>Prüfpaket wird geschrieben...</translation>
    </message>
    <message>
        <source>Export cancelled: the folder was left as it was.</source>
        <translation>Export abgebrochen: Der Ordner blieb unverändert.</translation>
    </message>
</context>
<context>
    <name>tpuplan::ExportPreview</name>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>This file is too large to show formatted (%1); it is shown as text, as exported.</source>
        <translation>Diese Datei ist zu groß, um sie formatiert anzuzeigen (%1); sie wird als Text gezeigt, wie exportiert.</translation>
    </message>
</context>
<context>
    <name>tpuplan::FindingsDock</name>
    <message>
        <source>Findings: %1, %2, %3</source>
        <translation>Befunde: %1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Manifests</source>
        <translation>Manifeste</translation>
    </message>
    <message>
        <source>Learn More About %1</source>
        <translation>Mehr über %1 erfahren</translation>
    </message>
    <message>
        <source>Manifest Findings: %1, %2, %3</source>
        <translation>Manifest-Befunde: %1, %2, %3</translation>
    </message>
</context>
<context>
    <name>tpuplan::FindingsModel</name>
    <message>
        <source>Plan and cluster</source>
        <translation>Plan und Cluster</translation>
    </message>
    <message>
        <source>Pool %1</source>
        <translation>Pool %1</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos;</source>
        <translation>„%1“</translation>
    </message>
</context>
<context>
    <name>tpuplan::GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <source>Search terms and definitions</source>
        <translation>Begriffe und Definitionen durchsuchen</translation>
    </message>
    <message>
        <source>Type part of a term or of its explanation; Enter opens the first match</source>
        <translation>Geben Sie einen Teil eines Begriffs oder seiner Erklärung ein; Enter öffnet den ersten Treffer</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 term(s)</source>
        <translation>
            <numerusform>%n von %1 Begriff</numerusform>
            <numerusform>%n von %1 Begriffen</numerusform>
        </translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Regel %1</translation>
    </message>
    <message>
        <source>What it protects against</source>
        <translation>Wovor sie schützt</translation>
    </message>
    <message>
        <source>Why it matters for a plan</source>
        <translation>Warum es für einen Plan wichtig ist</translation>
    </message>
    <message>
        <source>Related terms</source>
        <translation>Verwandte Begriffe</translation>
    </message>
    <message>
        <source>No term matches “%1”. Try another word, or clear the search to see every term.</source>
        <translation>Kein Begriff passt zu „%1“. Versuchen Sie ein anderes Wort, oder leeren Sie die Suche, um alle Begriffe zu sehen.</translation>
    </message>
    <message>
        <source>Source of the facts (pages and topics in English): %1</source>
        <translation>Quelle der Fakten (Seiten und Themen auf Englisch): %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::ImportResultDialog</name>
    <message>
        <source>Import Cluster</source>
        <translation>Cluster importieren</translation>
    </message>
    <message>
        <source>Some files could not be imported; nothing was opened.</source>
        <translation>Einige Dateien konnten nicht importiert werden; nichts wurde geöffnet.</translation>
    </message>
    <message>
        <source>The files hold no cluster and no TPU node pool.</source>
        <translation>Die Dateien enthalten keinen Cluster und keinen TPU-Knotenpool.</translation>
    </message>
    <message numerus="yes">
        <source>Cluster %1 (%2, %3): %n TPU pool(s) imported.</source>
        <translation>
            <numerusform>Cluster %1 (%2, %3): %n TPU-Pool importiert.</numerusform>
            <numerusform>Cluster %1 (%2, %3): %n TPU-Pools importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Notes: what the plan cannot hold (%1)</source>
        <translation>Hinweise: was der Plan nicht aufnehmen kann (%1)</translation>
    </message>
    <message>
        <source>Open as New Plan</source>
        <translation>Als neuen Plan öffnen</translation>
    </message>
    <message>
        <source>Refused files (%1)</source>
        <translation>Abgelehnte Dateien (%1)</translation>
    </message>
    <message>
        <source>Imported (%1)</source>
        <translation>Importiert (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 in %3, %n node(s), %4</source>
        <translation>
            <numerusform>%1 %2 in %3, %n Knoten, %4</numerusform>
            <numerusform>%1 %2 in %3, %n Knoten, %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n running)</source>
        <translation>
            <numerusform> (%n läuft)</numerusform>
            <numerusform> (%n laufen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Skipped (%1)</source>
        <translation>Übersprungen (%1)</translation>
    </message>
    <message>
        <source>Open what was imported as a new, unsaved plan</source>
        <translation>Das Importierte als neuen, ungespeicherten Plan öffnen</translation>
    </message>
    <message>
        <source>Nothing to open: the files above were refused. Correct them or leave them out, then import again.</source>
        <translation>Nichts zu öffnen: Die Dateien oben wurden abgelehnt. Korrigieren Sie sie oder lassen Sie sie weg und importieren Sie erneut.</translation>
    </message>
    <message>
        <source>Nothing to open: the files hold no cluster and no TPU node pool.</source>
        <translation>Nichts zu öffnen: Die Dateien enthalten keinen Cluster und keinen TPU-Knotenpool.</translation>
    </message>
</context>
<context>
    <name>tpuplan::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About TPU Planner</source>
        <translation>Ü&amp;ber TPU-Planer</translation>
    </message>
    <message>
        <source>About TPU Planner</source>
        <translation>Über TPU-Planer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;TPU Planner %1&lt;/h3&gt;&lt;p&gt;Plan Cloud TPU capacity on GKE, offline.&lt;/p&gt;&lt;p&gt;Catalog facts as of %2. Every choice is checked by the same rules as &lt;tt&gt;tpu-plan validate&lt;/tt&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;TPU-Planer %1&lt;/h3&gt;&lt;p&gt;Cloud-TPU-Kapazität auf GKE planen, offline.&lt;/p&gt;&lt;p&gt;Katalogstand %2. Jede Auswahl wird mit denselben Regeln geprüft wie von &lt;tt&gt;tpu-plan validate&lt;/tt&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Add Pool</source>
        <translation>Pool &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add a TPU pool that fits the cluster</source>
        <translation>Einen zum Cluster passenden TPU-Pool hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move Pool</source>
        <translation>Pool &amp;entfernen</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Verfügbarkeit</translation>
    </message>
    <message>
        <source>%1[*] - TPU Planner</source>
        <translation>%1[*] – TPU-Planer</translation>
    </message>
    <message>
        <source>valid plan</source>
        <translation>gültiger Plan</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>Select a pool to remove it</source>
        <translation>Wählen Sie einen Pool, um ihn zu entfernen</translation>
    </message>
    <message>
        <source>Remove the selected pool</source>
        <translation>Den gewählten Pool entfernen</translation>
    </message>
    <message>
        <source>A plan needs at least one pool</source>
        <translation>Ein Plan braucht mindestens einen Pool</translation>
    </message>
    <message>
        <source>Slice in 3D</source>
        <translation>Slice in 3D</translation>
    </message>
    <message>
        <source>Export Preview</source>
        <translation>Exportvorschau</translation>
    </message>
    <message>
        <source>&amp;Export Review Bundle...</source>
        <translation>Prüfpaket &amp;exportieren …</translation>
    </message>
    <message>
        <source>Write manifests, gcloud script, Terraform and cost summary to a folder</source>
        <translation>Manifeste, gcloud-Skript, Terraform und Kostenübersicht in einen Ordner schreiben</translation>
    </message>
    <message>
        <source>Review bundle written to %1</source>
        <translation>Prüfpaket nach %1 geschrieben</translation>
    </message>
    <message>
        <source>The saved contract prices no longer fit the catalog and are not used: %1</source>
        <translation>Die gespeicherten Vertragspreise passen nicht mehr zum Katalog und werden nicht verwendet: %1</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>About the &amp;Catalog...</source>
        <translation>Über den &amp;Katalog...</translation>
    </message>
    <message>
        <source>Contract &amp;Prices...</source>
        <translation>Vertrags&amp;preise...</translation>
    </message>
    <message>
        <source>Enter prices the catalog lacks (Ironwood) or that your contract sets</source>
        <translation>Preise eingeben, die dem Katalog fehlen (Ironwood) oder die Ihr Vertrag festlegt</translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4</source>
        <translation>%1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <source>Catalog prices in use</source>
        <translation>Katalogpreise in Verwendung</translation>
    </message>
    <message>
        <source>Contract prices in use</source>
        <translation>Vertragspreise in Verwendung</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 rückgängig machen</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 wiederholen</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>&amp;Migrate TensorFlow Script...</source>
        <translation>TensorFlow-Skript &amp;migrieren...</translation>
    </message>
    <message>
        <source>Show what a TPUEstimator script must change for TF2 TPUStrategy, with a TF2 skeleton</source>
        <translation>Zeigen, was ein TPUEstimator-Skript für TF2 TPUStrategy ändern muss, mit einem TF2-Gerüst</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>nodes unknown</source>
        <translation>Knoten unbekannt</translation>
    </message>
    <message>
        <source>&amp;Size from Model...</source>
        <translation>Aus Modell &amp;dimensionieren...</translation>
    </message>
    <message>
        <source>From a model and a training or serving job to the slices that fit it, with time and cost</source>
        <translation>Von einem Modell und einem Trainings- oder Bereitstellungsjob zu den passenden Slices, mit Zeit und Kosten</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>%1 cannot be used; the window keeps its catalog.

%2</source>
        <translation>%1 kann nicht verwendet werden; das Fenster behält seinen Katalog.

%2</translation>
    </message>
    <message>
        <source>Planning with the catalog %1; start with --catalog and its path to use it again.</source>
        <translation>Geplant wird mit dem Katalog %1; starten Sie mit --catalog und seinem Pfad, um ihn wieder zu verwenden.</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message numerus="yes">
        <source>%Ln nodes</source>
        <translation>
            <numerusform>%Ln Knoten</numerusform>
            <numerusform>%Ln Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips</source>
        <translation>
            <numerusform>%Ln Chip</numerusform>
            <numerusform>%Ln Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln slices</source>
        <translation>
            <numerusform>%Ln Slice</numerusform>
            <numerusform>%Ln Slices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestCheck</name>
    <message>
        <source>Check &amp;Manifests...</source>
        <translation>&amp;Manifeste prüfen...</translation>
    </message>
    <message>
        <source>Check the TPU workloads of Kubernetes YAML files, or of every *.yaml and *.yml file of a folder (selectors, chips, pods per slice), against the catalog and this plan, as tpu-plan lint does</source>
        <translation>Die TPU-Workloads von Kubernetes-YAML-Dateien oder aller *.yaml- und *.yml-Dateien eines Ordners (Selektoren, Chips, Pods pro Slice) gegen den Katalog und diesen Plan prüfen, wie tpu-plan lint es tut</translation>
    </message>
    <message>
        <source>Checking manifests...</source>
        <translation>Manifeste werden geprüft...</translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestFindingsModel</name>
    <message>
        <source>%1: not read</source>
        <translation>%1: nicht gelesen</translation>
    </message>
    <message numerus="yes">
        <source>%n TPU workload(s)</source>
        <translation>
            <numerusform>%n TPU-Arbeitslast</numerusform>
            <numerusform>%n TPU-Arbeitslasten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other object(s)</source>
        <translation>
            <numerusform>%n anderes Objekt</numerusform>
            <numerusform>%n andere Objekte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 look right, %3 skipped</source>
        <translation>%1: %2 in Ordnung, %3 übersprungen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %3 skipped, %n finding(s)</source>
        <translation>
            <numerusform>%1: %2, %3 übersprungen, %n Befund</numerusform>
            <numerusform>%1: %2, %3 übersprungen, %n Befunde</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) in %3, field %4: %5</source>
        <translation>%1 (%2) in %3, Feld %4: %5</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>%1: a Helm or Jinja template, skipped</source>
        <translation>%1: eine Helm- oder Jinja-Vorlage, übersprungen</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n document(s) that are not Kubernetes objects</source>
        <translation>
            <numerusform>%1 und %n Dokument, das kein Kubernetes-Objekt ist</numerusform>
            <numerusform>%1 und %n Dokumente, die keine Kubernetes-Objekte sind</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no TPU workload, %2 skipped</source>
        <translation>%1: keine TPU-Arbeitslast, %2 übersprungen</translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestFindingsPanel</name>
    <message>
        <source>No manifests checked yet: File &gt; Check Manifests.</source>
        <translation>Noch keine Manifeste geprüft: Datei &gt; Manifeste prüfen.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked: %1, %2, %3 in %4.</source>
        <translation>
            <numerusform>%n Datei geprüft: %1, %2, %3 in %4.</numerusform>
            <numerusform>%n Dateien geprüft: %1, %2, %3 in %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n TPU workload(s)</source>
        <translation>
            <numerusform>%n TPU-Arbeitslast</numerusform>
            <numerusform>%n TPU-Arbeitslasten</numerusform>
        </translation>
    </message>
    <message>
        <source>Against the plan&apos;s pools</source>
        <translation>Gegen die Pools des Plans</translation>
    </message>
    <message>
        <source>Also check that each TPU workload runs on one of the open plan&apos;s pools (rule lint-plan-match), as tpu-plan lint --plan does. The mode is the plan&apos;s either way.</source>
        <translation>Auch prüfen, ob jede TPU-Arbeitslast auf einem der Pools des offenen Plans läuft (Regel lint-plan-match), wie tpu-plan lint --plan. Der Modus ist in jedem Fall der des Plans.</translation>
    </message>
    <message>
        <source>Check Again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <source>Read the same files again, e.g. after editing them</source>
        <translation>Dieselben Dateien erneut lesen, z. B. nachdem sie bearbeitet wurden</translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestSourceDialog</name>
    <message>
        <source>Check Manifests: files or a folder</source>
        <translation>Manifeste prüfen: Dateien oder ein Ordner</translation>
    </message>
    <message>
        <source>Kubernetes YAML (*.yaml *.yml);;All files (*)</source>
        <translation>Kubernetes-YAML (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Check This &amp;Folder</source>
        <translation>Diesen &amp;Ordner prüfen</translation>
    </message>
    <message>
        <source>Check every *.yaml and *.yml file of the folder shown and its subfolders</source>
        <translation>Jede *.yaml- und *.yml-Datei des angezeigten Ordners und seiner Unterordner prüfen</translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestViewer</name>
    <message>
        <source>%1 - Checked Manifest</source>
        <translation>%1 - Geprüftes Manifest</translation>
    </message>
    <message>
        <source>%1 cannot be shown: it cannot be read or is too large.</source>
        <translation>%1 kann nicht angezeigt werden: die Datei ist nicht lesbar oder zu groß.</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1: a Helm or Jinja template, not checked: the note below says why.</source>
        <translation>%1: eine Helm- oder Jinja-Vorlage, nicht geprüft: der Hinweis unten sagt, warum.</translation>
    </message>
    <message numerus="yes">
        <source>%1: no TPU workload, %n error(s); the lines with findings are tinted.</source>
        <translation>
            <numerusform>%1: keine TPU-Arbeitslast, %n Fehler; die Zeilen mit Befunden sind hinterlegt.</numerusform>
            <numerusform>%1: keine TPU-Arbeitslast, %n Fehler; die Zeilen mit Befunden sind hinterlegt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in %3; the lines with findings are tinted.</source>
        <translation>%1: %2 in %3; die Zeilen mit Befunden sind hinterlegt.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n TPU workload(s)</source>
        <translation>
            <numerusform>%n TPU-Arbeitslast</numerusform>
            <numerusform>%n TPU-Arbeitslasten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::MigrateDialog</name>
    <message>
        <source>Migrate TensorFlow Script</source>
        <translation>TensorFlow-Skript migrieren</translation>
    </message>
    <message>
        <source>&amp;Open Script…</source>
        <translation>Skript ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save Skeleton…</source>
        <translation>Gerüst &amp;speichern…</translation>
    </message>
    <message>
        <source>Write the TF2 TPUStrategy skeleton to a new Python file</source>
        <translation>Das TF2-TPUStrategy-Gerüst in eine neue Python-Datei schreiben</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Line:column</source>
        <translation>Zeile:Spalte</translation>
    </message>
    <message>
        <source>Construct</source>
        <translation>Konstrukt</translation>
    </message>
    <message>
        <source>What it was for</source>
        <translation>Wofür es diente</translation>
    </message>
    <message>
        <source>In TF2</source>
        <translation>In TF2</translation>
    </message>
    <message>
        <source>Open a TensorFlow 1 training script (TPUEstimator) to see what to change.</source>
        <translation>Ein TensorFlow-1-Trainingsskript (TPUEstimator) öffnen, um zu sehen, was zu ändern ist.</translation>
    </message>
    <message>
        <source>The TF2 skeleton appears here.</source>
        <translation>Hier erscheint das TF2-Gerüst.</translation>
    </message>
    <message>
        <source>No script open.</source>
        <translation>Kein Skript geöffnet.</translation>
    </message>
    <message>
        <source>%1 is not Python: line %2, column %3: %4</source>
        <translation>%1 ist kein Python: Zeile %2, Spalte %3: %4</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>There is no skeleton: the script could not be read</source>
        <translation>Es gibt kein Gerüst: Das Skript konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: nothing to migrate, no TPUEstimator-era construct found.</source>
        <translation>%1: nichts zu migrieren, kein Konstrukt aus der TPUEstimator-Zeit gefunden.</translation>
    </message>
    <message>
        <source>There is no skeleton: nothing to migrate</source>
        <translation>Es gibt kein Gerüst: nichts zu migrieren</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n construct(s) to migrate. Click one to see its line; the TF2 skeleton is on the right.</source>
        <translation>
            <numerusform>%1: %n Konstrukt zu migrieren. Eines anklicken, um seine Zeile zu sehen; das TF2-Gerüst steht rechts.</numerusform>
            <numerusform>%1: %n Konstrukte zu migrieren. Eines anklicken, um seine Zeile zu sehen; das TF2-Gerüst steht rechts.</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no skeleton to save</source>
        <translation>es gibt kein Gerüst zum Speichern</translation>
    </message>
    <message>
        <source>%1 is the script itself; the skeleton would replace it</source>
        <translation>%1 ist das Skript selbst; das Gerüst würde es ersetzen</translation>
    </message>
    <message>
        <source>Open TensorFlow Script</source>
        <translation>TensorFlow-Skript öffnen</translation>
    </message>
    <message>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Python-Skripte (*.py);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save TF2 Skeleton</source>
        <translation>TF2-Gerüst speichern</translation>
    </message>
    <message>
        <source>Python scripts (*.py)</source>
        <translation>Python-Skripte (*.py)</translation>
    </message>
    <message>
        <source>The skeleton was not saved: %1</source>
        <translation>Das Gerüst wurde nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::PlanAssistant</name>
    <message>
        <source>Guided Planning</source>
        <translation>Geführte Planung</translation>
    </message>
    <message>
        <source>Step 1 of 4: Standard or Autopilot</source>
        <translation>Schritt 1 von 4: Standard oder Autopilot</translation>
    </message>
    <message>
        <source>Step 2 of 4: the TPU version</source>
        <translation>Schritt 2 von 4: die TPU-Version</translation>
    </message>
    <message>
        <source>Step 3 of 4: where it is offered</source>
        <translation>Schritt 3 von 4: wo sie angeboten wird</translation>
    </message>
    <message>
        <source>Step 4 of 4: the slice</source>
        <translation>Schritt 4 von 4: der Slice</translation>
    </message>
    <message>
        <source>Who creates and sizes the TPU nodes: you (Standard) or GKE (Autopilot).</source>
        <translation>Wer die TPU-Knoten erstellt und dimensioniert: Sie (Standard) oder GKE (Autopilot).</translation>
    </message>
    <message>
        <source>Each TPU version has its own chips, slice shapes, zones and prices.</source>
        <translation>Jede TPU-Version hat eigene Chips, Slice-Formen, Zonen und Preise.</translation>
    </message>
    <message>
        <source>A TPU version is offered in a few zones only; the cluster&apos;s region follows the zone.</source>
        <translation>Eine TPU-Version wird nur in wenigen Zonen angeboten; die Region des Clusters folgt der Zone.</translation>
    </message>
    <message>
        <source>The slice&apos;s shape decides its chips, its VMs and whether it is a torus.</source>
        <translation>Die Form des Slices bestimmt seine Chips, seine VMs und ob er ein Torus ist.</translation>
    </message>
    <message>
        <source>&amp;Standard: you create the TPU node pools</source>
        <translation>&amp;Standard: Sie erstellen die TPU-Knotenpools</translation>
    </message>
    <message>
        <source>&amp;Autopilot: GKE creates TPU nodes for the pods</source>
        <translation>&amp;Autopilot: GKE erstellt TPU-Knoten für die Pods</translation>
    </message>
    <message>
        <source>%1 (%2): %3 GiB HBM per chip, %4 TFLOPS bf16</source>
        <translation>%1 (%2): %3 GiB HBM pro Chip, %4 TFLOPS bf16</translation>
    </message>
    <message>
        <source>%1 (region %2): needs GKE %3 or later</source>
        <translation>%1 (Region %2): braucht GKE %3 oder neuer</translation>
    </message>
    <message numerus="yes">
        <source>multi-host, %n VMs</source>
        <translation>
            <numerusform>Multi-Host, %n VM</numerusform>
            <numerusform>Multi-Host, %n VMs</numerusform>
        </translation>
    </message>
    <message>
        <source>single-host, one VM</source>
        <translation>Single-Host, eine VM</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: %n chips, %3</source>
        <translation>
            <numerusform>%1 auf %2: %n Chip, %3</numerusform>
            <numerusform>%1 auf %2: %n Chips, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The plan so far: %1 cluster in %2 (GKE %3), %4 %5 in %6, %n chip(s).</source>
        <translation>
            <numerusform>Der Plan bisher: %1-Cluster in %2 (GKE %3), %4 %5 in %6, %n Chip.</numerusform>
            <numerusform>Der Plan bisher: %1-Cluster in %2 (GKE %3), %4 %5 in %6, %n Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>Autopilot</source>
        <translation>Autopilot</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>It is valid.</source>
        <translation>Er ist gültig.</translation>
    </message>
    <message numerus="yes">
        <source>It has %n error(s); the next steps fix them.</source>
        <translation>
            <numerusform>Er hat %n Fehler; die nächsten Schritte beheben ihn.</numerusform>
            <numerusform>Er hat %n Fehler; die nächsten Schritte beheben sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Optional: will your model fit?</source>
        <translation>Optional: Passt Ihr Modell?</translation>
    </message>
    <message>
        <source>No model yet (skip this step)</source>
        <translation>Noch kein Modell (Schritt überspringen)</translation>
    </message>
    <message>
        <source>it fits</source>
        <translation>es passt</translation>
    </message>
    <message>
        <source>it is tight</source>
        <translation>es wird knapp</translation>
    </message>
    <message>
        <source>it does not fit</source>
        <translation>es passt nicht</translation>
    </message>
    <message>
        <source>%1 on %2 %3 needs %4 GiB per chip of the %5 GiB usable: %6.</source>
        <translation>%1 auf %2 %3 braucht %4 GiB je Chip von %5 GiB nutzbarem Speicher: %6.</translation>
    </message>
    <message>
        <source>No %1 slice holds it: go Back to another TPU version, or pick a smaller model.</source>
        <translation>Kein %1-Slice nimmt es auf: Gehen Sie zurück zu einer anderen TPU-Version oder wählen Sie ein kleineres Modell.</translation>
    </message>
    <message numerus="yes">
        <source>The smallest %1 slice that holds it: %2 on %3, %n chip(s).</source>
        <translation>
            <numerusform>Der kleinste %1-Slice, der es aufnimmt: %2 auf %3, %n Chip.</numerusform>
            <numerusform>Der kleinste %1-Slice, der es aufnimmt: %2 auf %3, %n Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Use %1 on %2</source>
        <translation>%1 auf %2 &amp;verwenden</translation>
    </message>
    <message>
        <source>Pick a model you will serve (bf16, 8k context, 16 sequences at once) to see whether it fits the slice. Tools &gt; Size from Model weighs every version, training too.</source>
        <translation>Wählen Sie ein Modell, das Sie bereitstellen werden (bf16, 8k Kontext, 16 Sequenzen gleichzeitig), um zu sehen, ob es in den Slice passt. Extras &gt; Aus Modell dimensionieren wägt jede Version ab, auch für Training.</translation>
    </message>
</context>
<context>
    <name>tpuplan::PlanDocument</name>
    <message>
        <source>Add pool %1</source>
        <translation>Pool %1 hinzufügen</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Remove pool %1</source>
        <translation>Pool %1 entfernen</translation>
    </message>
</context>
<context>
    <name>tpuplan::PlanOutlineModel</name>
    <message>
        <source>Item</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Autopilot</source>
        <translation>Autopilot</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Cluster %1 (%2)</source>
        <translation>Cluster %1 (%2)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Cluster %1: GKE %2 in %3, %4 mode</source>
        <translation>Cluster %1: GKE %2 in %3, Modus %4</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>nodes unknown</source>
        <translation>Knoten unbekannt</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>Pool %1: %2 in %3</source>
        <translation>Pool %1: %2 in %3</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 %3 ×%4)</source>
        <translation>%1 (%2 %3 ×%4)</translation>
    </message>
</context>
<context>
    <name>tpuplan::PlanSection</name>
    <message>
        <source>Rename plan</source>
        <translation>Plan umbenennen</translation>
    </message>
    <message>
        <source>Change description</source>
        <translation>Beschreibung ändern</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Plan &amp;name:</source>
        <translation>Plan&amp;name:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>B&amp;eschreibung:</translation>
    </message>
    <message>
        <source>Free text shown in titles and reports.</source>
        <translation>Freier Text für Titel und Berichte.</translation>
    </message>
</context>
<context>
    <name>tpuplan::PlatformDialog</name>
    <message>
        <source>Colab, Cloud TPU VM or GKE?</source>
        <translation>Colab, Cloud-TPU-VM oder GKE?</translation>
    </message>
    <message>
        <source>&amp;Chips needed:</source>
        <translation>Benötigte &amp;Chips:</translation>
    </message>
    <message>
        <source>&amp;Framework:</source>
        <translation>&amp;Framework:</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>&amp;Budget:</translation>
    </message>
    <message>
        <source>1 chip</source>
        <translation>1 Chip</translation>
    </message>
    <message>
        <source>up to 8 chips (one host)</source>
        <translation>bis zu 8 Chips (ein Host)</translation>
    </message>
    <message>
        <source>more than 8 chips</source>
        <translation>mehr als 8 Chips</translation>
    </message>
    <message>
        <source>JAX</source>
        <translation>JAX</translation>
    </message>
    <message>
        <source>PyTorch</source>
        <translation>PyTorch</translation>
    </message>
    <message>
        <source>TensorFlow 2 (Keras, TPUStrategy)</source>
        <translation>TensorFlow 2 (Keras, TPUStrategy)</translation>
    </message>
    <message>
        <source>TensorFlow TPUEstimator</source>
        <translation>TensorFlow TPUEstimator</translation>
    </message>
    <message>
        <source>free</source>
        <translation>kostenlos</translation>
    </message>
    <message>
        <source>pay as you go</source>
        <translation>nutzungsbasiert</translation>
    </message>
    <message>
        <source>reservations or committed use discounts</source>
        <translation>Reservierungen oder Rabatte für zugesicherte Nutzung</translation>
    </message>
    <message>
        <source>&amp;Runs longer than 12 hours</source>
        <translation>Läufe &amp;länger als 12 Stunden</translation>
    </message>
    <message>
        <source>A &amp;team shares the TPUs (queues, priorities)</source>
        <translation>Ein &amp;Team teilt sich die TPUs (Warteschlangen, Prioritäten)</translation>
    </message>
    <message>
        <source>Reviewed, reproducible &amp;set-up (Terraform, manifests)</source>
        <translation>Geprüfte, reproduzierbare &amp;Einrichtung (Terraform, Manifeste)</translation>
    </message>
    <message>
        <source>&amp;Ironwood (TPU7x) wanted</source>
        <translation>&amp;Ironwood (TPU7x) gewünscht</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>Empfohlen: %1</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Watch for</source>
        <translation>Worauf zu achten ist</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>Each source names a section of TPU Planner&apos;s reference notes and, in brackets, the public page or issue it quotes; Colab&apos;s session limits are not published exactly.</source>
        <translation>Jede Quelle nennt einen Abschnitt der Referenznotizen von TPU Planner und in Klammern die öffentliche Seite oder das Issue, das er zitiert; die Sitzungsgrenzen von Colab sind nicht genau veröffentlicht.</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolBlockSection</name>
    <message>
        <source>Make a block pool</source>
        <translation>Zum Block-Pool machen</translation>
    </message>
    <message>
        <source>Make an ordinary pool</source>
        <translation>Zum gewöhnlichen Pool machen</translation>
    </message>
    <message>
        <source>Edit slice workloads</source>
        <translation>Slice-Workloads bearbeiten</translation>
    </message>
    <message>
        <source>Add slice workload</source>
        <translation>Slice-Workload hinzufügen</translation>
    </message>
    <message>
        <source>Remove slice workload</source>
        <translation>Slice-Workload entfernen</translation>
    </message>
    <message>
        <source>Dynamic slicing</source>
        <translation>Dynamisches Slicing</translation>
    </message>
    <message>
        <source>Dynamic slicing (&amp;block pool)</source>
        <translation>Dynamisches Slicing (&amp;Block-Pool)</translation>
    </message>
    <message>
        <source>The pool is whole blocks of an All Capacity reservation, one node pool each; the workloads below form their slices inside them at run time (GKE dynamic slicing).</source>
        <translation>Der Pool besteht aus ganzen Blöcken einer All-Capacity-Reservierung, je ein Knotenpool; die Workloads darunter bilden ihre Slices zur Laufzeit darin (dynamisches Slicing von GKE).</translation>
    </message>
    <message>
        <source>Slice workloads:</source>
        <translation>Slice-Workloads:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Each workload names its slice: a super-slice of whole blocks (every side a multiple of the block&apos;s) or a sub-slice inside one block; Count slices of that shape.</source>
        <translation>Jeder Workload nennt seinen Slice: einen Super-Slice aus ganzen Blöcken (jede Seite ein Vielfaches der des Blocks) oder einen Sub-Slice in einem Block; Anzahl Slices dieser Form.</translation>
    </message>
    <message>
        <source>&amp;Add workload</source>
        <translation>Workload &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move workload</source>
        <translation>Workload &amp;entfernen</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) of %1, %2 chips in all</source>
        <translation>
            <numerusform>%n Block zu %1, %2 Chips insgesamt</numerusform>
            <numerusform>%n Blöcke zu %1, %2 Chips insgesamt</numerusform>
        </translation>
    </message>
    <message>
        <source>Sub-slicing</source>
        <translation>Sub-Slicing</translation>
    </message>
    <message>
        <source>Kueue &amp;sub-slicing</source>
        <translation>&amp;Sub-Slicing mit Kueue</translation>
    </message>
    <message>
        <source>The pool&apos;s node pools stay as they are; Kueue&apos;s Topology Aware Scheduling places the workloads below in sub-slices inside them.</source>
        <translation>Die Knotenpools des Pools bleiben, wie sie sind; das Topology Aware Scheduling von Kueue platziert die Workloads unten in Sub-Slices darin.</translation>
    </message>
    <message>
        <source>Each workload names its sub-slice, a shape whose sides divide the pool&apos;s slice; Count sub-slices of that shape, together at most the pool&apos;s VMs.</source>
        <translation>Jeder Workload nennt seinen Sub-Slice, eine Form, deren Seiten den Slice des Pools teilen; Anzahl Sub-Slices dieser Form, zusammen höchstens die VMs des Pools.</translation>
    </message>
    <message numerus="yes">
        <source>sub-slices inside %1 node pools: %n VM(s) in all</source>
        <translation>
            <numerusform>Sub-Slices in %1-Knotenpools: %n VM insgesamt</numerusform>
            <numerusform>Sub-Slices in %1-Knotenpools: %n VMs insgesamt</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick “%1” first to add workloads here.</source>
        <translation>Setzen Sie zuerst das Häkchen bei „%1“, um hier Arbeitslasten hinzuzufügen.</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolCapacitySection</name>
    <message>
        <source>Change capacity</source>
        <translation>Kapazität ändern</translation>
    </message>
    <message>
        <source>Change reservation</source>
        <translation>Reservierung ändern</translation>
    </message>
    <message>
        <source>Change commitment</source>
        <translation>Zusicherung ändern</translation>
    </message>
    <message>
        <source>Capacity and cost</source>
        <translation>Kapazität und Kosten</translation>
    </message>
    <message>
        <source>&amp;Capacity:</source>
        <translation>&amp;Kapazität:</translation>
    </message>
    <message>
        <source>&amp;Reservation name:</source>
        <translation>&amp;Reservierungsname:</translation>
    </message>
    <message>
        <source>Reservation &amp;project:</source>
        <translation>Reservierungs&amp;projekt:</translation>
    </message>
    <message>
        <source>Co&amp;mmitment:</source>
        <translation>&amp;Zusicherung:</translation>
    </message>
    <message>
        <source>A committed use discount, for the cost estimate only.</source>
        <translation>Ein Rabatt für zugesicherte Nutzung, nur für die Kostenschätzung.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 Jahr</translation>
    </message>
    <message>
        <source>3 years</source>
        <translation>3 Jahre</translation>
    </message>
    <message>
        <source>the reservation to consume</source>
        <translation>die zu nutzende Reservierung</translation>
    </message>
    <message>
        <source>optional: project that owns a shared reservation</source>
        <translation>optional: Projekt, dem eine geteilte Reservierung gehört</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>Spot (preemptible, cheaper)</source>
        <translation>Spot (unterbrechbar, günstiger)</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Reservierung</translation>
    </message>
    <message>
        <source>Flex-start (queued provisioning)</source>
        <translation>Flex-Start (Bereitstellung mit Warteschlange)</translation>
    </message>
    <message>
        <source>Change reservation start</source>
        <translation>Reservierungsbeginn ändern</translation>
    </message>
    <message>
        <source>Change reservation length</source>
        <translation>Reservierungsdauer ändern</translation>
    </message>
    <message>
        <source>Reservation &amp;start (UTC):</source>
        <translation>Reservierungs&amp;beginn (UTC):</translation>
    </message>
    <message>
        <source>How the TPUs are obtained: on-demand, Spot (cheaper, can be preempted), a reservation, flex-start (queued until capacity is free), or a calendar-mode reservation booked for a fixed window.</source>
        <translation>Wie die TPUs bezogen werden: On-Demand, Spot (günstiger, kann verdrängt werden), eine Reservierung, Flex-Start (wartet, bis Kapazität frei ist) oder eine Reservierung im Kalendermodus für ein festes Zeitfenster.</translation>
    </message>
    <message>
        <source>YYYY-MM-DDTHH:MM:SSZ, e.g. 2027-01-04T00:00:00Z</source>
        <translation>YYYY-MM-DDTHH:MM:SSZ, z. B. 2027-01-04T00:00:00Z</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>Calendar-mode reservation (fixed window, preview)</source>
        <translation>Reservierung im Kalendermodus (festes Zeitfenster, Vorschau)</translation>
    </message>
    <message>
        <source>Reservation &amp;length (days):</source>
        <translation>Reservierungs&amp;dauer (Tage):</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolNodesSection</name>
    <message>
        <source>Enable autoscaling</source>
        <translation>Autoscaling einschalten</translation>
    </message>
    <message>
        <source>Disable autoscaling</source>
        <translation>Autoscaling ausschalten</translation>
    </message>
    <message>
        <source>Change SMT</source>
        <translation>SMT ändern</translation>
    </message>
    <message>
        <source>Change pods per node</source>
        <translation>Pods pro Knoten ändern</translation>
    </message>
    <message>
        <source>Change autoscaling</source>
        <translation>Autoscaling ändern</translation>
    </message>
    <message>
        <source>Nodes and scaling</source>
        <translation>Knoten und Skalierung</translation>
    </message>
    <message>
        <source>Autoscaling:</source>
        <translation>Autoscaling:</translation>
    </message>
    <message>
        <source>M&amp;inimum nodes:</source>
        <translation>M&amp;inimale Knoten:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum nodes:</source>
        <translation>Maxi&amp;male Knoten:</translation>
    </message>
    <message>
        <source>Total maximum &amp;nodes:</source>
        <translation>Knoten insgesamt &amp;maximal:</translation>
    </message>
    <message>
        <source>Pods per no&amp;de:</source>
        <translation>Pods pro Kn&amp;oten:</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>Vorgabe (%1)</translation>
    </message>
    <message>
        <source>Autopilot manages nodes and their scaling itself; this field is for Standard clusters.</source>
        <translation>Autopilot verwaltet Knoten und ihre Skalierung selbst; dieses Feld gilt für Standard-Cluster.</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>SMT left to the machine type&apos;s default; not GKE&apos;s Standard mode (German: &quot;Vorgabe&quot;, not &quot;Standard&quot;)</extracomment>
        <translation>Vorgabe</translation>
    </message>
    <message numerus="yes">
        <source>multi-host: scales atomically, 0 or %n node(s)</source>
        <translation>
            <numerusform>Multi-Host: skaliert atomar, 0 oder %n Knoten</numerusform>
            <numerusform>Multi-Host: skaliert atomar, 0 oder %n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick “Enable autoscaling” first: the node bounds are the autoscaler&apos;s.</source>
        <translation>Setzen Sie zuerst das Häkchen bei „Autoscaling einschalten“: die Knotengrenzen gehören dem Autoscaler.</translation>
    </message>
    <message>
        <source>S&amp;MT (threads per core):</source>
        <translation>SM&amp;T (Threads pro Kern):</translation>
    </message>
    <message>
        <source>Enable &amp;autoscaling</source>
        <translation>Autoscaling &amp;einschalten</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolSliceSection</name>
    <message>
        <source>Change TPU version</source>
        <translation>TPU-Version ändern</translation>
    </message>
    <message>
        <source>Change accelerator</source>
        <translation>Beschleuniger ändern</translation>
    </message>
    <message>
        <source>Change machine type</source>
        <translation>Maschinentyp ändern</translation>
    </message>
    <message>
        <source>Change zone</source>
        <translation>Zone ändern</translation>
    </message>
    <message>
        <source>Rename pool</source>
        <translation>Pool umbenennen</translation>
    </message>
    <message>
        <source>Change slices</source>
        <translation>Slices ändern</translation>
    </message>
    <message>
        <source>TPU slice</source>
        <translation>TPU-Slice</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Zone:</source>
        <translation>&amp;Zone:</translation>
    </message>
    <message>
        <source>&amp;Slices:</source>
        <translation>&amp;Slices:</translation>
    </message>
    <message>
        <source>The pool&apos;s name: lowercase letters, digits and &apos;-&apos;, at most %1 characters.</source>
        <translation>Der Name des Pools: Kleinbuchstaben, Ziffern und &apos;-&apos;, höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>The TPU generation. Versions the plan cannot use here are disabled; hover one to see why.</source>
        <translation>Die TPU-Generation. Versionen, die der Plan hier nicht nutzen kann, sind deaktiviert; der Tooltip nennt den Grund.</translation>
    </message>
    <message>
        <source>The zone the slice runs in; it must lie in the cluster&apos;s region and offer the TPU version.</source>
        <translation>Die Zone, in der die Slice läuft; sie muss in der Region des Clusters liegen und die TPU-Version anbieten.</translation>
    </message>
    <message>
        <source>Identical slices joined over the data-center network (Multislice). 1 = a single slice.</source>
        <translation>Gleiche Slices, verbunden über das Rechenzentrumsnetz (Multislice). 1 = eine einzelne Slice.</translation>
    </message>
    <message>
        <source>Change topology</source>
        <translation>Topologie ändern</translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation>Multi-Host</translation>
    </message>
    <message>
        <source>single-host</source>
        <translation>Single-Host</translation>
    </message>
    <message>
        <source>✓ %1 (press Enter to use it)</source>
        <translation>✓ %1 (Eingabetaste übernimmt sie)</translation>
    </message>
    <message>
        <source>&amp;Accelerator:</source>
        <translation>&amp;Beschleuniger:</translation>
    </message>
    <message>
        <source>Machine t&amp;ype:</source>
        <translation>Maschinen&amp;typ:</translation>
    </message>
    <message>
        <source>Autopilot picks the machine; the pool names the TPU accelerator its pods ask for.</source>
        <translation>Autopilot wählt die Maschine; der Pool nennt den TPU-Beschleuniger, den seine Pods anfordern.</translation>
    </message>
    <message>
        <source>The Compute Engine machine type of the node pool; it fixes the chips per VM.</source>
        <translation>Der Compute-Engine-Maschinentyp des Knotenpools; er legt die Chips pro VM fest.</translation>
    </message>
    <message>
        <source>Pick one of the topologies the machine type or accelerator supports.</source>
        <translation>Wählen Sie eine Topologie, die Maschinentyp oder Beschleuniger unterstützen.</translation>
    </message>
    <message>
        <source>%1 TFLOPS bf16 and %2 GiB HBM per chip; %3D torus</source>
        <translation>%1 TFLOPS bf16 und %2 GiB HBM pro Chip; %3D-Torus</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>Region %1</translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 of %3 each: %4</source>
        <comment>chips on nodes of chips each</comment>
        <translation>%1 auf %2 mit je %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 in total</source>
        <comment>nodes, chips in total</comment>
        <translation>%1, %2 insgesamt</translation>
    </message>
    <message>
        <source>Multislice: %1</source>
        <translation>Multislice: %1</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) per VM</source>
        <translation>
            <numerusform>%n Chip je VM</numerusform>
            <numerusform>%n Chips je VM</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vCPU</source>
        <translation>
            <numerusform>%n vCPU</numerusform>
            <numerusform>%n vCPU</numerusform>
        </translation>
    </message>
    <message>
        <source>vCPU not published</source>
        <translation>vCPU nicht veröffentlicht</translation>
    </message>
    <message>
        <source>%1 GiB memory</source>
        <translation>%1 GiB Speicher</translation>
    </message>
    <message>
        <source>memory not published</source>
        <translation>Speicher nicht veröffentlicht</translation>
    </message>
    <message>
        <source>✓ %1: %2 on %3, %4 (press Enter to use it)</source>
        <translation>✓ %1: %2 auf %3, %4 (Eingabetaste übernimmt sie)</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick a listed topology, or type a custom AxBxC slice of more than %n chip(s).</source>
        <translation>
            <numerusform>Wählen Sie eine aufgeführte Topologie oder geben Sie eine eigene AxBxC-Slice mit mehr als %n Chip ein.</numerusform>
            <numerusform>Wählen Sie eine aufgeführte Topologie oder geben Sie eine eigene AxBxC-Slice mit mehr als %n Chips ein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>slices up to %n chip(s); %1 vCPU and %2 GiB per node</source>
        <translation>
            <numerusform>Slices bis %n Chip; %1 vCPU und %2 GiB pro Knoten</numerusform>
            <numerusform>Slices bis %n Chips; %1 vCPU und %2 GiB pro Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3 in total</source>
        <comment>blocks: nodes, chips</comment>
        <translation>%1: %2, %3 insgesamt</translation>
    </message>
    <message numerus="yes">
        <source>%n blocks</source>
        <translation>
            <numerusform>%n Block</numerusform>
            <numerusform>%n Blöcke</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch to %1 for %2</source>
        <translation>Zu %1 wechseln für %2</translation>
    </message>
    <message numerus="yes">
        <source>%n shared node pools</source>
        <translation>
            <numerusform>%n geteilter Knotenpool</numerusform>
            <numerusform>%n geteilte Knotenpools</numerusform>
        </translation>
    </message>
    <message>
        <source>TP&amp;U version:</source>
        <translation>TPU-&amp;Version:</translation>
    </message>
    <message>
        <source>Topolo&amp;gy:</source>
        <translation>&amp;Topologie:</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolWorkloadSection</name>
    <message>
        <source>Change image</source>
        <translation>Image ändern</translation>
    </message>
    <message>
        <source>Change CPU request</source>
        <translation>CPU-Anforderung ändern</translation>
    </message>
    <message>
        <source>Change memory request</source>
        <translation>Speicheranforderung ändern</translation>
    </message>
    <message>
        <source>Change priority class</source>
        <translation>Prioritätsklasse ändern</translation>
    </message>
    <message>
        <source>Change queue</source>
        <translation>Warteschlange ändern</translation>
    </message>
    <message>
        <source>Change command</source>
        <translation>Befehl ändern</translation>
    </message>
    <message>
        <source>Change chips per pod</source>
        <translation>Chips pro Pod ändern</translation>
    </message>
    <message>
        <source>Change hours per month</source>
        <translation>Stunden pro Monat ändern</translation>
    </message>
    <message>
        <source>Change extended run time</source>
        <translation>Verlängerte Laufzeit ändern</translation>
    </message>
    <message>
        <source>Change collection scheduling</source>
        <translation>Collection Scheduling ändern</translation>
    </message>
    <message>
        <source>Change workload kind</source>
        <translation>Art der Arbeitslast ändern</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>A&amp;rt:</translation>
    </message>
    <message>
        <source>Container &amp;image:</source>
        <translation>Container-&amp;Image:</translation>
    </message>
    <message>
        <source>Comman&amp;d:</source>
        <translation>Be&amp;fehl:</translation>
    </message>
    <message>
        <source>CP&amp;U request:</source>
        <translation>CP&amp;U-Anforderung:</translation>
    </message>
    <message>
        <source>Priority c&amp;lass:</source>
        <translation>Prioritäts&amp;klasse:</translation>
    </message>
    <message>
        <source>Kueue &amp;queue:</source>
        <translation>Kueue-&amp;Warteschlange:</translation>
    </message>
    <message>
        <source>Run time:</source>
        <translation>Laufzeit:</translation>
    </message>
    <message>
        <source>Serving:</source>
        <translation>Bereitstellung:</translation>
    </message>
    <message>
        <source>Hours per m&amp;onth:</source>
        <translation>Stunden pro M&amp;onat:</translation>
    </message>
    <message>
        <source>auto (JobSet for multi-host, Job otherwise)</source>
        <translation>automatisch (JobSet bei Multi-Host, sonst Job)</translation>
    </message>
    <message>
        <source>E&amp;xtended run time</source>
        <translation>Verlängerte &amp;Laufzeit</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>e.g. us-docker.pkg.dev/my-project/train/trainer:1.0</source>
        <translation>z. B. us-docker.pkg.dev/my-project/train/trainer:1.0</translation>
    </message>
    <message>
        <source>e.g. python3 train.py</source>
        <translation>z. B. python3 train.py</translation>
    </message>
    <message>
        <source>e.g. 100</source>
        <translation>z. B. 100</translation>
    </message>
    <message>
        <source>e.g. 150Gi</source>
        <translation>z. B. 150Gi</translation>
    </message>
    <message>
        <source>Trillium (v6e) serving: keeps enough replicas of the collection up during maintenance.</source>
        <translation>Serving auf Trillium (v6e): hält während der Wartung genug Replikate der Sammlung verfügbar.</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>Vorgabe (%1)</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (Vorgabe)</translation>
    </message>
    <message>
        <source>Change containers per pod</source>
        <translation>Container pro Pod ändern</translation>
    </message>
    <message>
        <source>one</source>
        <translation>einer</translation>
    </message>
    <message numerus="yes">
        <source>one per NUMA node: %n per VM</source>
        <translation>
            <numerusform>einer je NUMA-Knoten: %n pro VM</numerusform>
            <numerusform>einer je NUMA-Knoten: %n pro VM</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each pod gets %n chip(s)%1</source>
        <translation>
            <numerusform>jeder Pod erhält %n Chip%1</numerusform>
            <numerusform>jeder Pod erhält %n Chips%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Autopilot pods that may run up to %n day(s) without being evicted for maintenance.</source>
        <translation>
            <numerusform>Autopilot-Pods, die bis zu %n Tag laufen dürfen, ohne für Wartungsarbeiten verdrängt zu werden.</numerusform>
            <numerusform>Autopilot-Pods, die bis zu %n Tage laufen dürfen, ohne für Wartungsarbeiten verdrängt zu werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>e.g. us-docker.pkg.dev/my-project/serve/vllm-tpu:latest</source>
        <translation>z. B. us-docker.pkg.dev/my-project/serve/vllm-tpu:latest</translation>
    </message>
    <message>
        <source>e.g. python3 -m vllm.entrypoints.openai.api_server</source>
        <translation>z. B. python3 -m vllm.entrypoints.openai.api_server</translation>
    </message>
    <message>
        <source>TPU chi&amp;ps per pod:</source>
        <translation>TPU-Chi&amp;ps pro Pod:</translation>
    </message>
    <message>
        <source>Containe&amp;rs per pod:</source>
        <translation>Con&amp;tainer pro Pod:</translation>
    </message>
    <message>
        <source>Memor&amp;y request:</source>
        <translation>Sp&amp;eicheranforderung:</translation>
    </message>
    <message>
        <source>Colle&amp;ction scheduling</source>
        <translation>Collection Schedulin&amp;g</translation>
    </message>
</context>
<context>
    <name>tpuplan::QuotaSection</name>
    <message>
        <source>Change %1 quota</source>
        <translation>%1-Kontingent ändern</translation>
    </message>
    <message>
        <source>TPU quota in the region</source>
        <translation>TPU-Kontingent in der Region</translation>
    </message>
    <message>
        <source>Chips of each TPU version the project may use in the cluster&apos;s region, as the Cloud console shows under IAM &amp; Admin → Quotas. A plan whose pools could grow past a quota is an error.</source>
        <translation>Chips je TPU-Version, die das Projekt in der Region des Clusters nutzen darf, wie die Cloud Console sie unter IAM &amp; Verwaltung → Kontingente anzeigt. Ein Plan, dessen Pools über ein Kontingent hinaus wachsen könnten, ist ein Fehler.</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> Chips</translation>
    </message>
    <message>
        <source>Leave at &quot;not set&quot; when you do not know the quota; the plan is then not checked against it.</source>
        <translation>Auf „nicht gesetzt“ lassen, wenn Sie das Kontingent nicht kennen; der Plan wird dann nicht dagegen geprüft.</translation>
    </message>
</context>
<context>
    <name>tpuplan::RecentFilesMenu</name>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
    </message>
</context>
<context>
    <name>tpuplan::ScenarioView</name>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Slices</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Hour, selected (%1)</source>
        <translation>Stunde, gewählt (%1)</translation>
    </message>
    <message>
        <source>Month, selected</source>
        <translation>Monat, gewählt</translation>
    </message>
    <message>
        <source>Month, on-demand</source>
        <translation>Monat, On-Demand</translation>
    </message>
    <message>
        <source>Month, Spot</source>
        <translation>Monat, Spot</translation>
    </message>
    <message>
        <source>Month, 1 year</source>
        <translation>Monat, 1 Jahr</translation>
    </message>
    <message>
        <source>Month, 3 years</source>
        <translation>Monat, 3 Jahre</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <source>No scenario yet. File &gt; Duplicate as Scenario keeps a copy of the open plan to compare with while you edit; File &gt; Open Plan Beside adds another plan file.</source>
        <translation>Noch kein Szenario. Datei &gt; Als Szenario duplizieren behält eine Kopie des offenen Plans zum Vergleich, während Sie bearbeiten; Datei &gt; Plan daneben öffnen fügt eine andere Plandatei hinzu.</translation>
    </message>
    <message>
        <source>Switch to Scenario %1</source>
        <translation>Zu Szenario %1 wechseln</translation>
    </message>
    <message>
        <source>Remove the scenario “%1”</source>
        <translation>Szenario „%1“ entfernen</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>Offener Plan</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>Szenario %1</translation>
    </message>
    <message>
        <source>Open plan: %1</source>
        <translation>Offener Plan: %1</translation>
    </message>
    <message>
        <source>Scenario %1: %2</source>
        <translation>Szenario %1: %2</translation>
    </message>
    <message>
        <source>As selected</source>
        <translation>Wie gewählt</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1-year</source>
        <translation>1 Jahr</translation>
    </message>
    <message>
        <source>3-year</source>
        <translation>3 Jahre</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>%1 pro Monat</translation>
    </message>
    <message>
        <source>The open plan beside its scenarios; rows marked ≠ differ and come first. A scenario&apos;s button makes it the open plan (Edit &gt; Undo switches back).</source>
        <translation>Der offene Plan neben seinen Szenarien; mit ≠ markierte Zeilen unterscheiden sich und stehen oben. Die Schaltfläche eines Szenarios macht es zum offenen Plan (Bearbeiten &gt; Rückgängig wechselt zurück).</translation>
    </message>
    <message>
        <source>Make scenario %1 (%2) the open plan; the open plan becomes scenario %1 in its place</source>
        <translation>Szenario %1 (%2) zum offenen Plan machen; der offene Plan wird an seiner Stelle Szenario %1</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: differs from the open plan</source>
        <translation>%1: weicht vom offenen Plan ab</translation>
    </message>
</context>
<context>
    <name>tpuplan::Scenarios</name>
    <message>
        <source>&amp;Duplicate as Scenario</source>
        <translation>Als Szenario &amp;duplizieren</translation>
    </message>
    <message>
        <source>Keep a copy of the plan as it is now, to compare with while you edit (Compare dock)</source>
        <translation>Eine Kopie des Plans im jetzigen Zustand behalten, um beim Bearbeiten zu vergleichen (Vergleichs-Dock)</translation>
    </message>
    <message>
        <source>Open Plan &amp;Beside…</source>
        <translation>Plan &amp;daneben öffnen…</translation>
    </message>
    <message>
        <source>Compare another plan file with the open plan, without opening it</source>
        <translation>Eine andere Plandatei mit dem offenen Plan vergleichen, ohne sie zu öffnen</translation>
    </message>
    <message>
        <source>it is not a plan file</source>
        <translation>es ist keine Plandatei</translation>
    </message>
    <message>
        <source>%1 cannot be compared: %2</source>
        <translation>%1 kann nicht verglichen werden: %2</translation>
    </message>
    <message>
        <source>Open Plan Beside</source>
        <translation>Plan daneben öffnen</translation>
    </message>
    <message>
        <source>TPU plans (*.tpuplan.yaml *.yaml *.yml);;All files (*)</source>
        <translation>TPU-Pläne (*.tpuplan.yaml *.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Switch to Scenario “%1”</source>
        <translation>Zu Szenario „%1“ wechseln</translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n plan(s)...</source>
        <translation>
            <numerusform>%n Plan wird verglichen...</numerusform>
            <numerusform>%n Pläne werden verglichen...</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, copy %2</source>
        <comment>file name, number</comment>
        <translation>%1, Kopie %2</translation>
    </message>
    <message>
        <source>%1 before the switch</source>
        <translation>%1 vor dem Wechsel</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>scenario label, number</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>tpuplan::SizeDialog</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>&amp;Use This Slice</source>
        <translation>Diesen Slice &amp;verwenden</translation>
    </message>
    <message>
        <source>Size from Model</source>
        <translation>Aus Modell dimensionieren</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>GiB/chip</source>
        <translation>GiB/Chip</translation>
    </message>
    <message>
        <source>Usable GiB</source>
        <translation>Nutzbare GiB</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>Time / throughput</source>
        <translation>Zeit / Durchsatz</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Monatliche Kosten</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>Kosten des Laufs</translation>
    </message>
    <message>
        <source>Set the selected pool to this TPU version and slice (undoable)</source>
        <translation>Den ausgewählten Pool auf diese TPU-Version und diesen Slice setzen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Select a pool in the plan first</source>
        <translation>Zuerst einen Pool im Plan auswählen</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Custom dimensions</source>
        <translation>Eigene Dimensionen</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Vorlage:</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Modellbreite</translation>
    </message>
    <message>
        <source>FFN</source>
        <translation>FFN</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Köpfe</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Köpfe</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Kopfgröße</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>&amp;Training</translation>
    </message>
    <message>
        <source>&amp;Serving</source>
        <translation>&amp;Bereitstellung</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> Milliarden</translation>
    </message>
    <message>
        <source>per TPU version</source>
        <translation>je TPU-Version</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>Tokens:</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>Sequenzlänge:</translation>
    </message>
    <message>
        <source>Global batch (sequences):</source>
        <translation>Globaler Batch (Sequenzen):</translation>
    </message>
    <message>
        <source>Remat:</source>
        <translation>Remat:</translation>
    </message>
    <message>
        <source>MFU:</source>
        <translation>MFU:</translation>
    </message>
    <message>
        <source>Deadline (days):</source>
        <translation>Frist (Tage):</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>Gewichte:</translation>
    </message>
    <message>
        <source>KV cache:</source>
        <translation>KV-Cache:</translation>
    </message>
    <message>
        <source>Context length:</source>
        <translation>Kontextlänge:</translation>
    </message>
    <message>
        <source>Concurrent sequences:</source>
        <translation>Gleichzeitige Sequenzen:</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Eigenes Modell</translation>
    </message>
    <message>
        <source>%1: %2 billion parameters.</source>
        <translation>%1: %2 Milliarden Parameter.</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>knapp</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Tokens/s</translation>
    </message>
    <message>
        <source>Use slice %1 for pool %2</source>
        <translation>Slice %1 für Pool %2 verwenden</translation>
    </message>
    <message>
        <source>compute</source>
        <comment>what limits the speed</comment>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>memory bandwidth (HBM)</source>
        <comment>what limits the speed</comment>
        <translation>Speicherbandbreite (HBM)</translation>
    </message>
    <message>
        <source>chip links (ICI)</source>
        <comment>what limits the speed</comment>
        <translation>Chip-Verbindungen (ICI)</translation>
    </message>
    <message>
        <source>data-centre network (DCN)</source>
        <comment>what limits the speed</comment>
        <translation>Rechenzentrumsnetz (DCN)</translation>
    </message>
    <message>
        <source>full (keep layer inputs, recompute the rest)</source>
        <comment>remat</comment>
        <translation>voll (Eingaben der Schichten behalten, den Rest neu berechnen)</translation>
    </message>
    <message>
        <source>minimal (recompute the cheap parts)</source>
        <comment>remat</comment>
        <translation>minimal (nur die günstigen Teile neu berechnen)</translation>
    </message>
    <message>
        <source>none (keep every activation)</source>
        <comment>remat</comment>
        <translation>keine (jede Aktivierung behalten)</translation>
    </message>
    <message>
        <source>offload (activations to host memory)</source>
        <comment>remat</comment>
        <translation>auslagern (Aktivierungen in den Hostspeicher)</translation>
    </message>
    <message>
        <source>Slices offered in %1 (%2 mode), best first: fits, then meets the deadline (the slices that miss it in grey), then cost.</source>
        <translation>Slices in %1 (Modus %2), die besten zuerst: passt, dann hält die Frist ein (die anderen grau), dann Kosten.</translation>
    </message>
    <message>
        <source>Slices offered in %1 (%2 mode), best first: fits, then cost.</source>
        <translation>Slices in %1 (Modus %2), die besten zuerst: passt, dann Kosten.</translation>
    </message>
    <message>
        <source>Autopilot</source>
        <translation>Autopilot</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
</context>
<context>
    <name>tpuplan::SizingCharts</name>
    <message>
        <source>Slices that fit</source>
        <translation>Passende Slices</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Ausgewählt</translation>
    </message>
    <message>
        <source>Monthly cost, on-demand</source>
        <translation>Monatliche Kosten, on-demand</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>Tage bis zum Ende des Trainings</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Tokens pro Sekunde</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Usable HBM</source>
        <translation>Nutzbarer HBM</translation>
    </message>
    <message>
        <source>GiB per chip</source>
        <translation>GiB pro Chip</translation>
    </message>
</context>
<context>
    <name>tpuplan::StartHint</name>
    <message>
        <source>New here? Begin with &lt;a href=&quot;guided&quot;&gt;Guided Planning&lt;/a&gt;, open &lt;a href=&quot;example&quot;&gt;an example&lt;/a&gt;, or edit &lt;a href=&quot;pool&quot;&gt;the TPU pool&lt;/a&gt; of this plan.</source>
        <translation>Neu hier? Beginnen Sie mit der &lt;a href=&quot;guided&quot;&gt;geführten Planung&lt;/a&gt;, öffnen Sie &lt;a href=&quot;example&quot;&gt;ein Beispiel&lt;/a&gt; oder bearbeiten Sie &lt;a href=&quot;pool&quot;&gt;den TPU-Pool&lt;/a&gt; dieses Plans.</translation>
    </message>
</context>
<context>
    <name>tpuplan::TopologyChoicesModel</name>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>VMs</source>
        <translation>VMs</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation>Multi-Host</translation>
    </message>
    <message>
        <source>single-host</source>
        <translation>Single-Host</translation>
    </message>
    <message>
        <source>%1, %2 per pod</source>
        <comment>nodes, chips per pod</comment>
        <translation>%1, %2 pro Pod</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>nodes of chips</comment>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>%1: %2 on %3 of %4 (%5)</source>
        <comment>topology: chips on nodes of chips (owner)</comment>
        <translation>%1: %2 auf %3 mit je %4 (%5)</translation>
    </message>
    <message>
        <source>%1, needs %2</source>
        <comment>host type, needs machine type</comment>
        <translation>%1, braucht %2</translation>
    </message>
    <message>
        <source>%1. Pick it to switch to %2.</source>
        <translation>%1. Wählen Sie sie, um zu %2 zu wechseln.</translation>
    </message>
    <message>
        <source>%1, which the plan cannot use here: %2</source>
        <translation>%1, das der Plan hier nicht verwenden kann: %2</translation>
    </message>
</context>
<context>
    <name>tpuplan::TopologyPicker</name>
    <message>
        <source>AxBxC, e.g. 8x16x16</source>
        <translation>AxBxC, z. B. 8x16x16</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>Switch to %1</source>
        <translation>Zu %1 wechseln</translation>
    </message>
    <message>
        <source>Use %1 with topology %2, as one step (Edit &gt; Undo takes it back)</source>
        <translation>%1 mit Topologie %2 verwenden, in einem Schritt (Bearbeiten &gt; Rückgängig nimmt ihn zurück)</translation>
    </message>
</context>
<context>
    <name>tpuplan::TorusController</name>
    <message>
        <source>&lt;b&gt;Chip %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Chip %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>slice %1 of %2</source>
        <translation>Slice %1 von %2</translation>
    </message>
    <message>
        <source>Host tray %1 (%2 chips)</source>
        <translation>Host-Tray %1 (%2 Chips)</translation>
    </message>
    <message>
        <source>%1 ICI links: %2 wraparound, %3 optical</source>
        <translation>%1 ICI-Verbindungen: %2 umlaufend, %3 optisch</translation>
    </message>
    <message>
        <source>optical</source>
        <translation>optisch</translation>
    </message>
    <message>
        <source>copper</source>
        <translation>Kupfer</translation>
    </message>
    <message>
        <source>wraparound</source>
        <translation>umlaufend</translation>
    </message>
    <message>
        <source>twisted</source>
        <translation>verdreht</translation>
    </message>
    <message numerus="yes">
        <source>GKE node %1 of %2: &lt;tt&gt;%3&lt;/tt&gt; (TPU_WORKER_ID %4, %n chip(s))</source>
        <translation>
            <numerusform>GKE-Knoten %1 von %2: &lt;tt&gt;%3&lt;/tt&gt; (TPU_WORKER_ID %4, %n Chip)</numerusform>
            <numerusform>GKE-Knoten %1 von %2: &lt;tt&gt;%3&lt;/tt&gt; (TPU_WORKER_ID %4, %n Chips)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::TorusPainterView</name>
    <message>
        <source>Torus view</source>
        <translation>Torus-Ansicht</translation>
    </message>
</context>
<context>
    <name>tpuplan::TorusPanel</name>
    <message>
        <source>Select a TPU pool to see its slice.</source>
        <translation>Wählen Sie einen TPU-Pool aus, um sein Slice zu sehen.</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Colour by </source>
        <translation>Färben nach </translation>
    </message>
    <message>
        <source>GKE node (VM)</source>
        <translation>GKE-Knoten (VM)</translation>
    </message>
    <message>
        <source>Host tray</source>
        <translation>Host-Tray</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>What the chip colours show</source>
        <translation>Was die Chipfarben darstellen</translation>
    </message>
    <message>
        <source>Show the neighbour and wraparound links along the %1 axis</source>
        <translation>Nachbar- und Umlaufverbindungen entlang der %1-Achse anzeigen</translation>
    </message>
    <message>
        <source>Wraparound</source>
        <translation>Umlauf</translation>
    </message>
    <message>
        <source>Show the links that close each ring (last chip back to the first)</source>
        <translation>Die Verbindungen anzeigen, die jeden Ring schließen (vom letzten Chip zurück zum ersten)</translation>
    </message>
    <message>
        <source>Optical</source>
        <translation>Optisch</translation>
    </message>
    <message>
        <source>Show the links that run through optical circuit switches (dashed)</source>
        <translation>Die Verbindungen anzeigen, die über Optical Circuit Switches laufen (gestrichelt)</translation>
    </message>
    <message>
        <source>Ragged</source>
        <translation>Verkürzt</translation>
    </message>
    <message>
        <source>Draw wraparound links as short stubs at both ends instead of loops</source>
        <translation>Umlaufverbindungen als kurze Stummel an beiden Enden statt als Bögen zeichnen</translation>
    </message>
    <message>
        <source>Node outlines</source>
        <translation>Knotenumrisse</translation>
    </message>
    <message>
        <source>Outline the chips of every GKE node</source>
        <translation>Die Chips jedes GKE-Knotens umranden</translation>
    </message>
    <message>
        <source>Twisted</source>
        <translation>Verdreht</translation>
    </message>
    <message>
        <source>Wire this shape as a twisted torus (only shapes the catalog lists as twistable)</source>
        <translation>Diese Form als verdrehten Torus verdrahten (nur Formen, die der Katalog als verdrehbar aufführt)</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>View </source>
        <translation>Ansicht </translation>
    </message>
    <message>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <source>Planes across x</source>
        <translation>Ebenen senkrecht zu x</translation>
    </message>
    <message>
        <source>Planes across y</source>
        <translation>Ebenen senkrecht zu y</translation>
    </message>
    <message>
        <source>Planes across z</source>
        <translation>Ebenen senkrecht zu z</translation>
    </message>
    <message>
        <source>Look down one axis at one plane of chips at a time (for large slices)</source>
        <translation>Entlang einer Achse blicken und jeweils eine Ebene von Chips zeigen (für große Slices)</translation>
    </message>
    <message>
        <source> plane </source>
        <translation> Ebene </translation>
    </message>
    <message>
        <source>Which plane along the axis</source>
        <translation>Welche Ebene entlang der Achse</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>Ansicht zurücksetzen</translation>
    </message>
    <message>
        <source>Look at the whole slice again (Home)</source>
        <translation>Wieder das ganze Slice zeigen (Home)</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>PNG exportieren…</translation>
    </message>
    <message>
        <source>Save the view as a PNG image</source>
        <translation>Die Ansicht als PNG-Bild speichern</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Present the view full screen (Esc to leave)</source>
        <translation>Die Ansicht im Vollbild zeigen (Esc zum Beenden)</translation>
    </message>
    <message>
        <source>OpenGL is not available (%1); the view is drawn without it.</source>
        <translation>OpenGL ist nicht verfügbar (%1); die Ansicht wird ohne OpenGL gezeichnet.</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Pool &lt;b&gt;%1&lt;/b&gt; · </source>
        <translation>Pool &lt;b&gt;%1&lt;/b&gt; · </translation>
    </message>
    <message>
        <source>Host trays of %1 chips</source>
        <translation>Host-Trays mit %1 Chips</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Slices</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>Host %1</translation>
    </message>
    <message>
        <source>slice %1</source>
        <translation>Slice %1</translation>
    </message>
    <message>
        <source>ICI links</source>
        <translation>ICI-Verbindungen</translation>
    </message>
    <message>
        <source>%1 axis</source>
        <translation>%1-Achse</translation>
    </message>
    <message>
        <source>wraps around</source>
        <translation>umlaufend</translation>
    </message>
    <message>
        <source>optical (OCS), dashed</source>
        <translation>optisch (OCS), gestrichelt</translation>
    </message>
    <message>
        <source>no wraparound links (mesh)</source>
        <translation>keine Umlaufverbindungen: Gitter (Mesh)</translation>
    </message>
    <message>
        <source>DCN between slices (no ICI)</source>
        <translation>DCN zwischen Slices (kein ICI)</translation>
    </message>
    <message>
        <source>node outline</source>
        <translation>Knotenumriss</translation>
    </message>
    <message>
        <source>selected chip, its node and links</source>
        <translation>ausgewählter Chip, sein Knoten und seine Verbindungen</translation>
    </message>
    <message>
        <source>Click a chip to see its node, host and links. Drag to rotate, right-drag to pan, wheel to zoom.</source>
        <translation>Klicken Sie auf einen Chip, um seinen Knoten, seinen Host und seine Verbindungen zu sehen. Ziehen Sie zum Drehen, ziehen Sie mit der rechten Maustaste zum Verschieben, und zoomen Sie mit dem Mausrad.</translation>
    </message>
    <message>
        <source>There is nothing to export.</source>
        <translation>Es gibt nichts zu exportieren.</translation>
    </message>
    <message>
        <source>Export view as PNG</source>
        <translation>Ansicht als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The view could not be exported to %1.

%2</source>
        <translation>Die Ansicht konnte nicht nach %1 exportiert werden.

%2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>GKE nodes of chips</comment>
        <translation>%1 mit %2</translation>
    </message>
    <message numerus="yes">
        <source>%n GKE nodes</source>
        <translation>
            <numerusform>%n GKE-Knoten</numerusform>
            <numerusform>%n GKE-Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 (%5 wraparound, %6 optical)</source>
        <translation>%1 · %2 · %3 · %4 (%5 Wraparound, %6 optisch)</translation>
    </message>
    <message numerus="yes">
        <source>%n host trays</source>
        <translation>
            <numerusform>%n Host-Tray</numerusform>
            <numerusform>%n Host-Trays</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ICI links</source>
        <translation>
            <numerusform>%n ICI-Verbindung</numerusform>
            <numerusform>%n ICI-Verbindungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more, each in its own colour: hover or click a chip to see which it is</source>
        <translation>
            <numerusform>… %n weiterer, jeder in eigener Farbe: mit der Maus über einen Chip fahren oder ihn anklicken, um zu sehen, welcher es ist</numerusform>
            <numerusform>… %n weitere, jeder in eigener Farbe: mit der Maus über einen Chip fahren oder ihn anklicken, um zu sehen, welcher es ist</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GKE nodes (VMs), %n chip(s) each</source>
        <translation>
            <numerusform>GKE-Knoten (VMs), je %n Chip</numerusform>
            <numerusform>GKE-Knoten (VMs), je %n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s)</source>
        <translation>
            <numerusform>%n Slice</numerusform>
            <numerusform>%n Slices</numerusform>
        </translation>
    </message>
    <message>
        <source>Slice workload</source>
        <translation>Slice-Workload</translation>
    </message>
    <message numerus="yes">
        <source>Slice workloads in %n block(s)</source>
        <translation>
            <numerusform>Slice-Workloads in %n Block</numerusform>
            <numerusform>Slice-Workloads in %n Blöcken</numerusform>
        </translation>
    </message>
    <message>
        <source>Which chip-to-chip links the view draws</source>
        <translation>Welche Verbindungen zwischen Chips die Ansicht zeichnet</translation>
    </message>
    <message>
        <source>Along %1</source>
        <translation>Entlang %1</translation>
    </message>
    <message>
        <source>idle: reserved, no slice</source>
        <translation>ungenutzt: reserviert, kein Slice</translation>
    </message>
    <message>
        <source>Full screen: press Esc to leave it</source>
        <translation>Vollbild: Esc beendet es</translation>
    </message>
    <message numerus="yes">
        <source>Sub-slice workloads in %n slice(s)</source>
        <translation>
            <numerusform>Sub-Slice-Workloads in %n Slice</numerusform>
            <numerusform>Sub-Slice-Workloads in %n Slices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n not placed: no room)</source>
        <translation>
            <numerusform>(%n nicht platziert: kein Platz)</numerusform>
            <numerusform>(%n nicht platziert: kein Platz)</numerusform>
        </translation>
    </message>
    <message>
        <source>free: no sub-slice</source>
        <translation>frei: kein Sub-Slice</translation>
    </message>
</context>
<context>
    <name>tpuplan::TorusView</name>
    <message>
        <source>Torus view</source>
        <translation>Torus-Ansicht</translation>
    </message>
    <message>
        <source>OpenGL %1.%2 is too old for the 3D view (it needs OpenGL 3.3 or OpenGL ES 3.0).</source>
        <translation>OpenGL %1.%2 ist für die 3D-Ansicht zu alt (sie benötigt OpenGL 3.3 oder OpenGL ES 3.0).</translation>
    </message>
    <message>
        <source>The 3D view&apos;s shaders do not compile here: %1</source>
        <translation>Die Shader der 3D-Ansicht lassen sich hier nicht kompilieren: %1</translation>
    </message>
    <message>
        <source>The OpenGL context has no vertex array objects.</source>
        <translation>Der OpenGL-Kontext bietet keine Vertex Array Objects.</translation>
    </message>
</context>
<context>
    <name>tpuplan::TrainingController</name>
    <message>
        <source>What Is This &amp;Field?</source>
        <translation>Was ist dieses &amp;Feld?</translation>
    </message>
    <message>
        <source>Explain the field that has the keyboard focus (its glossary entry), or the rule of the finding selected in the findings dock</source>
        <translation>Das Feld mit dem Tastaturfokus erklären (sein Glossareintrag) oder die Regel des im Befunde-Dock ausgewählten Befunds</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>&amp;Schulung</translation>
    </message>
    <message>
        <source>Open Lesson &amp;File...</source>
        <translation>Lektions&amp;datei öffnen...</translation>
    </message>
    <message>
        <source>Open an instructor&apos;s lesson file (docs/lessons.md describes the format)</source>
        <translation>Die Lektionsdatei einer Lehrkraft öffnen (docs/lessons.md beschreibt das Format)</translation>
    </message>
    <message>
        <source>&amp;Stop Lesson</source>
        <translation>Lektion &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Colab, Cloud TPU VM or GKE?...</source>
        <translation>&amp;Colab, Cloud-TPU-VM oder GKE?...</translation>
    </message>
    <message>
        <source>A few questions and where your TPU work fits best, with the reasons</source>
        <translation>Einige Fragen und wo Ihre TPU-Arbeit am besten hinpasst, mit Begründung</translation>
    </message>
    <message>
        <source>&amp;Guided Planning...</source>
        <translation>&amp;Geführte Planung...</translation>
    </message>
    <message>
        <source>Build a plan step by step (mode, TPU version, zone, slice), each choice explained</source>
        <translation>Einen Plan Schritt für Schritt aufbauen (Modus, TPU-Version, Zone, Slice), jede Wahl erklärt</translation>
    </message>
    <message>
        <source>&amp;Presenter View</source>
        <translation>&amp;Präsentationsansicht</translation>
    </message>
    <message>
        <source>Large type in the lesson and the 3D view, for a room</source>
        <translation>Große Schrift in der Lektion und der 3D-Ansicht, für einen Raum</translation>
    </message>
    <message>
        <source>&amp;Glossary...</source>
        <translation>&amp;Glossar...</translation>
    </message>
    <message>
        <source>The terms of TPU planning, searchable, in the window&apos;s language</source>
        <translation>Die Begriffe der TPU-Planung, durchsuchbar, in der Sprache des Fensters</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Schulung</translation>
    </message>
    <message>
        <source>The lesson&apos;s start plan %1 cannot be read.</source>
        <translation>Der Startplan %1 der Lektion kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Lessons (*.lesson.yaml *.yaml);;All files (*)</source>
        <translation>Lektionen (*.lesson.yaml *.yaml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>line %1, %2: %3</source>
        <translation>Zeile %1, %2: %3</translation>
    </message>
    <message>
        <source>%1 is not a lesson:
%2</source>
        <translation>%1 ist keine Lektion:
%2</translation>
    </message>
    <message>
        <source>Presenter view: large type in the lesson and the 3D view (%1 to leave)</source>
        <translation>Präsentationsansicht: große Schrift in der Lektion und der 3D-Ansicht (%1 zum Verlassen)</translation>
    </message>
    <message>
        <source>The glossary has no page for the rule %1.</source>
        <translation>Das Glossar hat keine Seite für die Regel %1.</translation>
    </message>
    <message>
        <source>Click into a field, then press F1 to see what it means.</source>
        <translation>In ein Feld klicken und dann F1 drücken, um zu sehen, was es bedeutet.</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <comment>the plan a lesson starts from</comment>
        <translation>Lektion: %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::TrainingDock</name>
    <message>
        <source>Training</source>
        <translation>Schulung</translation>
    </message>
    <message>
        <source>Show &amp;Hint</source>
        <translation>&amp;Hinweis zeigen</translation>
    </message>
    <message>
        <source>A hint for the first goal the plan does not meet yet</source>
        <translation>Ein Hinweis zum ersten Ziel, das der Plan noch nicht erreicht</translation>
    </message>
    <message>
        <source>Stop Lesson</source>
        <translation>Lektion beenden</translation>
    </message>
    <message>
        <source>No lesson open</source>
        <translation>Keine Lektion geöffnet</translation>
    </message>
    <message>
        <source>Help &gt; Training opens a built-in lesson or an instructor&apos;s lesson file.</source>
        <translation>Hilfe &gt; Schulung öffnet eine eingebaute Lektion oder die Lektionsdatei einer Lehrkraft.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>Erreicht</translation>
    </message>
    <message>
        <source>Not met yet</source>
        <translation>Noch nicht erreicht</translation>
    </message>
    <message>
        <source>No hint for this goal.</source>
        <translation>Kein Hinweis zu diesem Ziel.</translation>
    </message>
    <message>
        <source>Lesson complete: every goal is met.</source>
        <translation>Lektion abgeschlossen: jedes Ziel ist erreicht.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n goal(s) met.</source>
        <translation>
            <numerusform>%1 von %n Ziel erreicht.</numerusform>
            <numerusform>%1 von %n Zielen erreicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>To do: %1 (now: %2)</source>
        <comment>goal, where the plan stands</comment>
        <translation>Zu tun: %1 (jetzt: %2)</translation>
    </message>
    <message>
        <source>To do: %1</source>
        <translation>Zu tun: %1</translation>
    </message>
</context>
</TS>
