<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AdvisoryRules</name>
    <message>
        <source>the training data lives in %1 but the TPUs run in %2: reads cross regions, which is slower and billed as network egress; keep the bucket in %2 or in a multi-region that contains it</source>
        <translation>i dati di addestramento si trovano in %1, ma le TPU vengono eseguite in %2: le letture attraversano le regioni, il che è più lento e viene fatturato come traffico di rete in uscita; tieni il bucket in %2 o in una multiregione che la contiene</translation>
    </message>
    <message>
        <source>%1 needs GKE %2</source>
        <translation>%1 richiede GKE %2</translation>
    </message>
    <message>
        <source>node auto-provisioning creates TPU node pools only within the cluster&apos;s TPU resource limits: set a limit for each TPU accelerator the plan uses</source>
        <translation>il provisioning automatico dei nodi crea pool di nodi TPU solo entro i limiti di risorse TPU del cluster: imposta un limite per ogni acceleratore TPU usato dal piano</translation>
    </message>
    <message>
        <source>; auto-provisioning of TPU pools: %1</source>
        <translation>; provisioning automatico dei pool TPU: %1</translation>
    </message>
    <message>
        <source>GKE cost allocation and usage metering do not include TPU usage or cost; use the cost summary and Cloud Billing reports for TPUs</source>
        <translation>l&apos;allocazione dei costi e la misurazione dell&apos;utilizzo di GKE non includono l&apos;utilizzo né il costo delle TPU; per le TPU usa il riepilogo dei costi e i report di Cloud Billing</translation>
    </message>
    <message>
        <source>long-running training loses the work since its last checkpoint when interrupted: give it a higher priority class than other jobs, set a maintenance exclusion and checkpoint often</source>
        <translation>un addestramento di lunga durata, se interrotto, perde il lavoro svolto dall&apos;ultimo checkpoint: assegnagli una classe di priorità più alta degli altri job, imposta un&apos;esclusione di manutenzione e crea checkpoint spesso</translation>
    </message>
    <message>
        <source>%1 does not support %2 (source: %3); port the workload to a framework it supports or choose another TPU version</source>
        <translation>%1 non supporta %2 (fonte: %3); porta il carico di lavoro su un framework supportato o scegli un&apos;altra versione di TPU</translation>
    </message>
    <message>
        <source>multi-host %1 pools are placed by a %2 workload policy for topology %3, applied with --placement-policy instead of --tpu-topology (GKE refuses compact placement for %1); one policy per project, region and topology serves every such pool, and the export creates it</source>
        <translation>i pool multi-host %1 sono posizionati da una policy del carico di lavoro %2 per la topologia %3, applicata con --placement-policy invece di --tpu-topology (GKE rifiuta il posizionamento compatto per %1); una policy per progetto, regione e topologia serve tutti questi pool, e l&apos;esportazione la crea</translation>
    </message>
    <message>
        <source>%1 block pools for dynamic slicing are placed by a %2 workload policy for topology %3 in the %4 mode (--accelerator-topology-mode=%4), applied with --placement-policy instead of --tpu-topology: the blocks&apos; nodes come up without their ICI links and GKE&apos;s slice controller links each workload&apos;s slice; one policy per project, region, topology and mode serves every such pool, and the export creates it</source>
        <translation>I pool di blocchi %1 per lo slicing dinamico sono posizionati da un criterio per i carichi di lavoro %2 per la topologia %3 in modalità %4 (--accelerator-topology-mode=%4), applicato con --placement-policy invece di --tpu-topology: i nodi dei blocchi si avviano senza i loro collegamenti ICI e il controller delle slice di GKE collega la slice di ogni carico di lavoro; un criterio per progetto, regione, topologia e modalità serve tutti questi pool, e l&apos;esportazione lo crea</translation>
    </message>
</context>
<context>
    <name>AvailabilityRules</name>
    <message>
        <source>&apos;%1&apos; is not a TPU version this catalog knows; use one of: %2</source>
        <translation>&apos;%1&apos; non è una versione TPU nota a questo catalogo; usa una tra: %2</translation>
    </message>
    <message>
        <source>&apos;accelerator&apos; is for Autopilot plans; a Standard pool names a machine type instead (for %1: %2)</source>
        <translation>&apos;accelerator&apos; è per i piani Autopilot; un pool Standard indica invece un tipo di macchina (per %1: %2)</translation>
    </message>
    <message>
        <source>a Standard pool needs a machine type; for %1 choose one of: %2</source>
        <translation>un pool Standard richiede un tipo di macchina; per %1 scegline uno tra: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an Autopilot accelerator, not a Standard machine type; for %2 choose one of: %3</source>
        <translation>&apos;%1&apos; è un acceleratore Autopilot, non un tipo di macchina Standard; per %2 scegline uno tra: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU machine type; for %2 choose one of: %3</source>
        <translation>&apos;%1&apos; non è un tipo di macchina TPU; per %2 scegline uno tra: %3</translation>
    </message>
    <message>
        <source>%1 is a %2 machine type, but the pool asks for %3; choose one of: %4, or set tpu to %2</source>
        <translation>%1 è un tipo di macchina %2, ma il pool richiede %3; scegline uno tra: %4, oppure imposta tpu su %2</translation>
    </message>
    <message>
        <source>Autopilot chooses the machine type itself; remove &apos;machineType&apos; and, if you like, name the accelerator instead (%1)</source>
        <translation>Autopilot sceglie da solo il tipo di macchina; rimuovi &apos;machineType&apos; e, se vuoi, indica invece l&apos;acceleratore (%1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a Standard machine type; Autopilot pools name an accelerator: %2</source>
        <translation>&apos;%1&apos; è un tipo di macchina Standard; i pool Autopilot indicano un acceleratore: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU accelerator; for %2 use: %3</source>
        <translation>&apos;%1&apos; non è un acceleratore TPU; per %2 usa: %3</translation>
    </message>
    <message>
        <source>%1 is the %2 accelerator, but the pool asks for %3; use %4, or set tpu to %2</source>
        <translation>%1 è l&apos;acceleratore di %2, ma il pool richiede %3; usa %4 oppure imposta tpu su %2</translation>
    </message>
    <message>
        <source>zone %1 is not in the cluster&apos;s region %2, and %3 is not offered anywhere in %2; move the cluster to a region of: %4</source>
        <translation>la zona %1 non si trova nella regione %2 del cluster e %3 non è disponibile in nessuna zona di %2; sposta il cluster in una di queste regioni: %4</translation>
    </message>
    <message>
        <source>zone %1 is not in the cluster&apos;s region %2; use a zone of %2 that offers %3: %4</source>
        <translation>la zona %1 non si trova nella regione %2 del cluster; usa una zona di %2 che offre %3: %4</translation>
    </message>
    <message>
        <source>single-host %1 pools in %2 must use zone %3; change the zone to %3</source>
        <translation>i pool %1 single-host in %2 devono usare la zona %3; cambia la zona in %3</translation>
    </message>
    <message>
        <source>%1 needs GKE %2 or later on Standard clusters, but the cluster runs %3; raise cluster.version</source>
        <translation>%1 richiede GKE %2 o versioni successive sui cluster Standard, ma il cluster esegue %3; aumenta cluster.version</translation>
    </message>
    <message>
        <source>%1 needs GKE %2 or later on Autopilot clusters, but the cluster runs %3; raise cluster.version</source>
        <translation>%1 richiede GKE %2 o versioni successive sui cluster Autopilot, ma il cluster esegue %3; aumenta cluster.version</translation>
    </message>
    <message>
        <source>%1 is offered only in %2, not in %3; pick that zone or another TPU version</source>
        <translation>%1 è disponibile solo in %2, non in %3; scegli quella zona o un&apos;altra versione TPU</translation>
    </message>
    <message>
        <source>%1 is not offered in %2; it is offered in %3; pick one of those zones or another TPU version</source>
        <translation>%1 non è disponibile in %2; è disponibile in %3; scegli una di queste zone o un&apos;altra versione TPU</translation>
    </message>
    <message>
        <source>%1 is offered in %2 but not in %3; pick one of those zones or another machine type</source>
        <translation>%1 è offerto in %2 ma non in %3; scegli una di queste zone o un altro tipo di macchina</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message numerus="yes">
        <source>in %1, single-host %2 pools need at least %n chip(s), more than one %3-chip %2 VM holds, so %2 cannot be single-host there; use %4 for a single-host pool, or another zone</source>
        <translation>
            <numerusform>in %1 i pool single-host %2 richiedono almeno %n chip, più di quanti ne contenga una VM %2 da %3 chip, quindi %2 non può essere single-host lì; usa %4 per un pool single-host, o un&apos;altra zona</numerusform>
            <numerusform>in %1 i pool single-host %2 richiedono almeno %n chip, più di quanti ne contenga una VM %2 da %3 chip, quindi %2 non può essere single-host lì; usa %4 per un pool single-host, o un&apos;altra zona</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %1, single-host %2 pools need a topology of at least %n chip(s); use a larger topology, another machine type or another zone</source>
        <translation>
            <numerusform>in %1 i pool single-host %2 richiedono una topologia di almeno %n chip; usa una topologia più grande, un altro tipo di macchina o un&apos;altra zona</numerusform>
            <numerusform>in %1 i pool single-host %2 richiedono una topologia di almeno %n chip; usa una topologia più grande, un altro tipo di macchina o un&apos;altra zona</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BundleReadme</name>
    <message>
        <source>Indexed Job + headless Service</source>
        <translation>Indexed Job + Service headless</translation>
    </message>
    <message>
        <source>Review bundle: %1</source>
        <translation>Pacchetto di revisione: %1</translation>
    </message>
    <message>
        <source>Generated by tpu-plan from `%1`. Cluster **%2** (%3) in %4, GKE %5.</source>
        <translation>Generato da tpu-plan a partire da `%1`. Cluster **%2** (%3) in %4, GKE %5.</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Attenzione</translation>
    </message>
    <message numerus="yes">
        <source>this plan has %n error finding(s) and was exported with --force. Read findings.json before applying anything.</source>
        <translation>
            <numerusform>questo piano contiene %n errore ed è stato esportato con --force. Leggi findings.json prima di applicare qualsiasi cosa.</numerusform>
            <numerusform>questo piano contiene %n errori ed è stato esportato con --force. Leggi findings.json prima di applicare qualsiasi cosa.</numerusform>
        </translation>
    </message>
    <message>
        <source>What is in this folder</source>
        <translation>Contenuto di questa cartella</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>the plan as saved (normalised)</source>
        <translation>il piano così come è stato salvato (normalizzato)</translation>
    </message>
    <message>
        <source>validation findings, as `tpu-plan validate --format json` prints them: %1 error(s), %2 warning(s), %3 info</source>
        <translation>risultati della convalida nel formato stampato da `tpu-plan validate --format json` (errori: %1, avvisi: %2, info: %3)</translation>
    </message>
    <message>
        <source>creates the Autopilot cluster (`clusters create-auto`)</source>
        <translation>crea il cluster Autopilot (`clusters create-auto`)</translation>
    </message>
    <message>
        <source>creates the cluster, its small system node pool and one TPU node pool per slice</source>
        <translation>crea il cluster, il suo piccolo pool di nodi di sistema e un pool di nodi TPU per ogni slice</translation>
    </message>
    <message>
        <source>node auto-provisioning limits (CPU, memory, TPU chips) that gcloud.sh passes to the cluster</source>
        <translation>limiti del provisioning automatico dei nodi (CPU, memoria, chip TPU) che gcloud.sh passa al cluster</translation>
    </message>
    <message>
        <source>the same cluster and node pools for Terraform</source>
        <translation>lo stesso cluster e gli stessi pool di nodi per Terraform</translation>
    </message>
    <message>
        <source>cost summary per pool and total, selected price beside on-demand, Spot, 1y and 3y</source>
        <translation>riepilogo dei costi per pool e totale, prezzo selezionato accanto a on-demand, Spot, 1 anno e 3 anni</translation>
    </message>
    <message>
        <source>the cost summary for spreadsheets and scripts</source>
        <translation>il riepilogo dei costi per fogli di calcolo e script</translation>
    </message>
    <message>
        <source>this file</source>
        <translation>questo file</translation>
    </message>
    <message>
        <source>pool %1: %2 for %3 %4 (%5 chips per node)</source>
        <translation>pool %1: %2 per %3 %4 (%5 chip per nodo)</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Pool</translation>
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
        <translation>Topologia</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodi</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacità</translation>
    </message>
    <message>
        <source>Selected %1/month</source>
        <translation>Selezionato %1/mese</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>Total per month with the GKE cluster fee: **%1 %2** (prices as of %3; see cost.md for sources and notes).</source>
        <translation>Totale al mese con la tariffa del cluster GKE: **%1 %2** (prezzi aggiornati al %3; vedi cost.md per fonti e note).</translation>
    </message>
    <message>
        <source>How to apply it</source>
        <translation>Come applicarlo</translation>
    </message>
    <message>
        <source>Create the cluster with **one** of:
   - gcloud: `PROJECT=my-project bash gcloud.sh` (it ends by fetching kubectl credentials);
   - Terraform: `terraform init &amp;&amp; terraform apply -var project=my-project`, then
     `gcloud container clusters get-credentials %1 --location %2 --project my-project`.</source>
        <translation>Crea il cluster in **uno** di questi modi:
   - gcloud: `PROJECT=my-project bash gcloud.sh` (al termine recupera le credenziali per kubectl);
   - Terraform: `terraform init &amp;&amp; terraform apply -var project=my-project`, poi
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
        <translation>Installa i controller usati dai manifest: %1.</translation>
    </message>
    <message>
        <source>Apply the workloads: `kubectl apply -f manifests/` (or one pool at a time, `kubectl apply -f manifests/POOL.yaml`). Objects several pools share are written identically into each of their files.</source>
        <translation>Applica i carichi di lavoro: `kubectl apply -f manifests/` (oppure un pool alla volta, `kubectl apply -f manifests/POOL.yaml`). Gli oggetti condivisi da più pool sono scritti in modo identico in ciascuno dei rispettivi file.</translation>
    </message>
    <message>
        <source>Watch them start: `kubectl get pods -o wide`. TPU nodes appear when the pods ask for them; multi-host slices come up whole or not at all.</source>
        <translation>Osservane l&apos;avvio: `kubectl get pods -o wide`. I nodi TPU compaiono quando i Pod li richiedono; le slice multi-host si avviano per intero o per niente.</translation>
    </message>
    <message>
        <source>Good to know</source>
        <translation>Buono a sapersi</translation>
    </message>
    <message>
        <source>Every TPU pod requests all the chips of its node (`google.com/tpu` in requests and limits) and selects its slice with `cloud.google.com/gke-tpu-accelerator` and `cloud.google.com/gke-tpu-topology`.</source>
        <translation>Ogni Pod TPU richiede tutti i chip del proprio nodo (`google.com/tpu` in requests e limits) e seleziona la propria slice con `cloud.google.com/gke-tpu-accelerator` e `cloud.google.com/gke-tpu-topology`.</translation>
    </message>
    <message>
        <source>Collection scheduling on Autopilot is requested through the ComputeClass in the pool&apos;s manifest.</source>
        <translation>Su Autopilot, la pianificazione delle raccolte (collection scheduling) viene richiesta tramite la ComputeClass nel manifest del pool.</translation>
    </message>
    <message>
        <source>Terraform keeps the provider&apos;s deletion protection on the cluster; set `deletion_protection = false` before `terraform destroy`.</source>
        <translation>Terraform mantiene sul cluster la protezione dall&apos;eliminazione del provider; imposta `deletion_protection = false` prima di `terraform destroy`.</translation>
    </message>
    <message>
        <source>GKE cost allocation and usage metering include no TPU data; use cost.md for TPU spend.</source>
        <translation>L&apos;allocazione dei costi e la misurazione dell&apos;utilizzo di GKE non includono dati sulle TPU; per la spesa TPU usa cost.md.</translation>
    </message>
    <message>
        <source>Total per month: **unknown**, because %1 has no published price (prices as of %2; see cost.md for the other columns, sources and notes).</source>
        <translation>Totale al mese: **sconosciuto**, perché per %1 non esiste un prezzo pubblicato (prezzi aggiornati al %2; vedi cost.md per le altre colonne, le fonti e le note).</translation>
    </message>
    <message>
        <source>Review `findings.json`, `cost.md` and every file listed above; nothing here runs by itself.</source>
        <translation>Controlla `findings.json`, `cost.md` e ogni file elencato sopra; niente di tutto questo viene eseguito da solo.</translation>
    </message>
    <message>
        <source>Deployment + Service + autoscaler</source>
        <translation>Deployment + Service + autoscaler</translation>
    </message>
    <message>
        <source>Deployment + Service</source>
        <translation>Deployment + Service</translation>
    </message>
    <message>
        <source>The cluster is enrolled in the `%1` release channel: the version above is where it starts, and GKE upgrades it within the channel (maintenance windows and exclusions decide when).</source>
        <translation>Il cluster è iscritto al canale di rilascio `%1`: la versione sopra è quella di partenza e GKE lo aggiorna all&apos;interno del canale (finestre ed esclusioni di manutenzione decidono quando).</translation>
    </message>
    <message>
        <source>Every namespaced object is in namespace `default`, so each LocalQueue and the workloads that name it meet. For another namespace, change `metadata.namespace` in every manifest (`kubectl apply -n` refuses a file that names a different one).</source>
        <translation>Ogni oggetto con namespace è nel namespace `default`, così ogni LocalQueue e i workload che la nominano si incontrano. Per un altro namespace, cambiare `metadata.namespace` in ogni manifest (`kubectl apply -n` rifiuta un file che ne nomina uno diverso).</translation>
    </message>
    <message>
        <source>A JobSet restarts as a whole after a preemption, node repair or host error, up to `failurePolicy.maxRestarts` times (%1 unless the pool&apos;s `workload.maxRestarts` says otherwise): the program must resume from its last checkpoint. Multi-host JobSets get their headless Service from the JobSet controller.</source>
        <translation>Un JobSet riparte per intero dopo una prelazione, una riparazione del nodo o un errore dell&apos;host, fino a `failurePolicy.maxRestarts` volte (%1 se `workload.maxRestarts` del pool non dice altro): il programma deve riprendere dall&apos;ultimo checkpoint. I JobSet multi-host ricevono il loro Service headless dal controller JobSet.</translation>
    </message>
    <message>
        <source>Serving pools get a ClusterIP Service on the server&apos;s port (`workload.port`, %1 unless set) and a TCP readiness probe. A serving pool that autoscales also gets a PodMonitoring (Managed Service for Prometheus scrapes `/metrics` on that port) and a HorizontalPodAutoscaler on the server&apos;s queue gauge (`workload.queueMetric`, `vllm:num_requests_waiting` unless set), one replica per TPU VM. The autoscaler reads the gauge through the Custom Metrics Stackdriver Adapter, which must be installed in the cluster; a server that exports its metrics on another port needs the PodMonitoring&apos;s endpoint changed.</source>
        <translation>I pool di serving ricevono un Service ClusterIP sulla porta del server (`workload.port`, %1 se non impostata) e una readiness probe TCP. Un pool di serving che scala automaticamente riceve anche un PodMonitoring (Managed Service for Prometheus legge `/metrics` su quella porta) e un HorizontalPodAutoscaler sul gauge della coda del server (`workload.queueMetric`, `vllm:num_requests_waiting` se non impostato), una replica per VM TPU. L&apos;autoscaler legge il gauge tramite il Custom Metrics Stackdriver Adapter, che deve essere installato nel cluster; un server che esporta le metriche su un&apos;altra porta richiede di cambiare l&apos;endpoint del PodMonitoring.</translation>
    </message>
    <message>
        <source>the cost chart: each pool and the total per month under each way of paying, as the window&apos;s Cost dock draws it</source>
        <translation>il grafico dei costi: ogni pool e il totale al mese per ogni modo di pagamento, come lo disegna il pannello Costi della finestra</translation>
    </message>
    <message>
        <source>The workloads run as the Kubernetes service account `default/%1`; gcloud.sh (or main.tf) turns on Workload Identity Federation for GKE and grants that account `roles/storage.objectUser` on `gs://%2`, so the pods read and write the bucket without a key. Buckets in another project need the same binding there.</source>
        <translation>I workload girano come service account Kubernetes `default/%1`; gcloud.sh (o main.tf) attiva Workload Identity Federation for GKE e concede a quell&apos;account `roles/storage.objectUser` su `gs://%2`, così i pod leggono e scrivono il bucket senza chiave. I bucket di un altro progetto richiedono lo stesso binding lì.</translation>
    </message>
    <message>
        <source>Multislice JobSets set `MEGASCALE_NUM_SLICES`, `MEGASCALE_SLICE_ID` and `MEGASCALE_COORDINATOR_ADDRESS` (worker 0 of slice 0) from the labels and annotations JobSet puts on each pod, as xpk does; JobSet does not set them itself (kubernetes-sigs/jobset#787).</source>
        <translation>I JobSet Multislice impostano `MEGASCALE_NUM_SLICES`, `MEGASCALE_SLICE_ID` e `MEGASCALE_COORDINATOR_ADDRESS` (worker 0 della slice 0) dalle etichette e dalle annotazioni che JobSet mette su ogni pod, come fa xpk; JobSet non le imposta da sé (kubernetes-sigs/jobset#787).</translation>
    </message>
    <message>
        <source>Pools with `workload.containersPerPod` run one container per NUMA node of the TPU VM (`NAME-1`, `NAME-2`, ...), each with an equal share of the pod&apos;s chips, CPU and memory; the command starts in each, and the containers declare no port because they share the host network.</source>
        <translation>I pool con `workload.containersPerPod` eseguono un container per ogni nodo NUMA della VM TPU (`NAME-1`, `NAME-2`, ...), ciascuno con una quota uguale di chip, CPU e memoria del pod; il comando parte in ognuno, e i container non dichiarano porte perché condividono la rete dell&apos;host.</translation>
    </message>
    <message>
        <source>The system node pool (`%1`, %2 vCPU and %3 GB per node, one node per TPU zone) carries kube-system and the controllers installed above, which request %4 by default: %5 CPU and %6 together, less than half of one node.</source>
        <translation>Il node pool di sistema (`%1`, %2 vCPU e %3 GB per nodo, un nodo per zona TPU) ospita kube-system e i controller installati sopra, che per impostazione predefinita richiedono %4: in tutto %5 CPU e %6, meno di metà di un nodo.</translation>
    </message>
    <message>
        <source>The system node pool (`%1`, %2 vCPU and %3 GB per node, one node per TPU zone) carries kube-system and the controllers installed above, which request %4 by default: %5 CPU and %6 together, more than half of one node; give the system pool a larger machine type or more nodes.</source>
        <translation>Il node pool di sistema (`%1`, %2 vCPU e %3 GB per nodo, un nodo per zona TPU) ospita kube-system e i controller installati sopra, che per impostazione predefinita richiedono %4: in tutto %5 CPU e %6, più di metà di un nodo; assegna al pool di sistema un tipo di macchina più grande o più nodi.</translation>
    </message>
    <message>
        <source>Multi-host slices of %1 are created with `--placement-type=COMPACT` and `--tpu-topology`; such a node pool is atomic: it holds none or all of the slice&apos;s nodes.</source>
        <translation>Le slice multi-host di %1 vengono create con `--placement-type=COMPACT` e `--tpu-topology`; un node pool di questo tipo è atomico: contiene nessuno o tutti i nodi della slice.</translation>
    </message>
    <message>
        <source>On Autopilot, every TPU pod selects its pool&apos;s zone (`topology.kubernetes.io/zone`): Autopilot would otherwise pick any zone of the region, while the plan&apos;s availability, reservation and cost are those of that zone.</source>
        <translation>Su Autopilot ogni pod TPU seleziona la zona del suo pool (`topology.kubernetes.io/zone`): altrimenti Autopilot sceglierebbe una zona qualsiasi della regione, mentre disponibilità, prenotazione e costo del piano sono quelli di quella zona.</translation>
    </message>
    <message>
        <source>Pool `%1` consumes the reservation `%2` of project `%3`: that project must share it with the project this cluster runs in before the node pool can use it (a shared reservation, created with `--share-setting=projects`; the owner adds this project with `%4`).</source>
        <translation>Il pool `%1` consuma la prenotazione `%2` del progetto `%3`: quel progetto deve condividerla con il progetto in cui gira questo cluster prima che il node pool possa usarla (una prenotazione condivisa, creata con `--share-setting=projects`; il proprietario aggiunge questo progetto con `%4`).</translation>
    </message>
    <message>
        <source>Slices of %1 are placed by the workload policy named beside each, which gcloud.sh creates and passes with `--placement-policy`: the policy carries the topology, so these node pools take no `--tpu-topology` and no compact placement. main.tf names the same policy in `placement_policy.policy_name`; the Terraform provider requires a `type` there, so it also writes `COMPACT` and the policy&apos;s own topology as `tpu_topology`, as Google&apos;s cluster-toolkit does, and ignores later changes to the type (GKE keeps only the policy). A multi-host node pool is atomic: it holds none or all of the slice&apos;s nodes.</source>
        <translation>Le slice di %1 sono posizionate dalla workload policy indicata accanto a ciascuna, che gcloud.sh crea e passa con `--placement-policy`: la policy porta la topologia, quindi questi node pool non ricevono `--tpu-topology` né il posizionamento compatto. main.tf indica la stessa policy in `placement_policy.policy_name`; il provider Terraform lì richiede un `type`, quindi scrive anche `COMPACT` e la topologia della policy come `tpu_topology`, come fa il cluster-toolkit di Google, e ignora le modifiche successive del tipo (GKE conserva solo la policy). Un node pool multi-host è atomico: contiene nessuno o tutti i nodi della slice.</translation>
    </message>
    <message>
        <source>Dynamic slicing: install Kueue&apos;s slice controller from GKE&apos;s guide (https://docs.cloud.google.com/kubernetes-engine/docs/how-to/use-gke-dynamic-slicing); it turns each admitted workload into a Slice that GKE&apos;s slice controller forms.</source>
        <translation>Slicing dinamico: installa il controller di slice per Kueue dalla guida di GKE (https://docs.cloud.google.com/kubernetes-engine/docs/how-to/use-gke-dynamic-slicing); trasforma ogni carico di lavoro ammesso in una Slice che il controller di slice di GKE forma.</translation>
    </message>
    <message>
        <source>Block pools (%1) are whole blocks, one node pool each, placed by a provision-only workload policy: their nodes come up unlinked. Each slice workload is a JobSet whose pods name their slice with `cloud.google.com/gke-tpu-slice-topology` and select no topology; Kueue admits it through the slice admission check and GKE&apos;s slice controller links its chips inside the blocks.</source>
        <translation>I pool di blocchi (%1) sono blocchi interi, un pool di nodi ciascuno, posizionati da una policy di carico di lavoro che solo effettua il provisioning: i loro nodi partono senza collegamenti. Ogni carico di lavoro a slice è un JobSet i cui pod nominano la loro slice con `cloud.google.com/gke-tpu-slice-topology` e non selezionano una topologia; Kueue lo ammette tramite il controllo di ammissione delle slice e il controller di slice di GKE ne collega i chip dentro i blocchi.</translation>
    </message>
    <message>
        <source>Kueue shares these pools through sub-slicing: %1. Install Kueue %2 or later (Topology Aware Scheduling). Each sub-slice workload is a JobSet whose pods name their shape with `cloud.google.com/gke-tpu-slice-topology` and require one domain of the node label `cloud.google.com/gke-tpu-slice-&lt;shape&gt;-id`; one pod per VM of the sub-slice, not of the node pool.</source>
        <translation>Kueue condivide questi pool tramite sub-slicing: %1. Installate Kueue %2 o successivo (Topology Aware Scheduling). Ogni carico di lavoro a sub-slice è un JobSet i cui pod indicano la forma con `cloud.google.com/gke-tpu-slice-topology` e richiedono un solo dominio dell&apos;etichetta di nodo `cloud.google.com/gke-tpu-slice-&lt;shape&gt;-id`; un pod per VM della sub-slice, non del node pool.</translation>
    </message>
    <message>
        <source>Generated by TPU Planner from the plan being edited (never saved). Cluster **%1** (%2) in %3, GKE %4.</source>
        <translation>Generato da Pianificatore TPU a partire dal piano in modifica (mai salvato). Cluster **%1** (%2) in %3, GKE %4.</translation>
    </message>
    <message>
        <source>Generated by TPU Planner from the plan being edited, unsaved changes included (last saved as `%1`, which is older). Cluster **%2** (%3) in %4, GKE %5.</source>
        <translation>Generato da Pianificatore TPU a partire dal piano in modifica, comprese le modifiche non salvate (salvato l&apos;ultima volta come `%1`, che è più vecchio). Cluster **%2** (%3) in %4, GKE %5.</translation>
    </message>
    <message>
        <source>the plan as exported, unsaved changes included (normalised)</source>
        <translation>il piano così come è stato esportato, comprese le modifiche non salvate (normalizzato)</translation>
    </message>
</context>
<context>
    <name>BundleWriter</name>
    <message>
        <source>cannot move %1 to %2: %3</source>
        <translation>impossibile spostare %1 in %2: %3</translation>
    </message>
    <message>
        <source>%1 exists and is not a folder</source>
        <translation>%1 esiste e non è una cartella</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossibile creare la cartella %1</translation>
    </message>
    <message>
        <source>cannot create a temporary folder in %1: %2</source>
        <translation>impossibile creare una cartella temporanea in %1: %2</translation>
    </message>
    <message>
        <source>cannot create the folder for %1</source>
        <translation>impossibile creare la cartella per %1</translation>
    </message>
    <message>
        <source>cannot make %1 executable</source>
        <translation>impossibile rendere eseguibile %1</translation>
    </message>
    <message>
        <source>cannot keep %1 in the new bundle: %2</source>
        <translation>impossibile mantenere %1 nel nuovo pacchetto: %2</translation>
    </message>
    <message>
        <source>%1 is another file system mounted in the folder; export into a folder of its own</source>
        <translation>%1 è un altro file system montato nella cartella; esporta in una cartella a sé</translation>
    </message>
    <message>
        <source>the folder %1 is where the bundle writes a file; move it elsewhere</source>
        <translation>la cartella %1 si trova dove il pacchetto scrive un file; spostala altrove</translation>
    </message>
    <message>
        <source>cannot create the folder %1: %2</source>
        <translation>impossibile creare la cartella %1: %2</translation>
    </message>
    <message>
        <source>%1 is where the bundle writes a folder; move it elsewhere</source>
        <translation>%1 si trova dove il pacchetto scrive una cartella; spostalo altrove</translation>
    </message>
    <message>
        <source>cannot read the folder %1: %2</source>
        <translation>impossibile leggere la cartella %1: %2</translation>
    </message>
    <message>
        <source>cannot set the permissions of %1: %2</source>
        <translation>impossibile impostare i permessi di %1: %2</translation>
    </message>
    <message>
        <source>%1: the new bundle could not be put in place and the earlier folder could not be moved back; it is in %2</source>
        <translation>%1: non è stato possibile mettere al suo posto il nuovo pacchetto né riportare indietro la cartella precedente, che si trova in %2</translation>
    </message>
    <message>
        <source>%1: nothing was changed; the files there are as they were</source>
        <translation>%1: non è stato modificato nulla; i file sono rimasti com&apos;erano</translation>
    </message>
    <message>
        <source>%1: nothing was written</source>
        <translation>%1: non è stato scritto nulla</translation>
    </message>
    <message numerus="yes">
        <source>Kept %n file(s) in the folder that tpu-plan did not write: %1</source>
        <translation>
            <numerusform>Mantenuto %n file nella cartella non scritto da tpu-plan: %1</numerusform>
            <numerusform>Mantenuti %n file nella cartella non scritti da tpu-plan: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n file(s) an earlier export wrote that this bundle no longer has: %1</source>
        <translation>
            <numerusform>Rimosso %n file scritto da un&apos;esportazione precedente che questo pacchetto non contiene più: %1</numerusform>
            <numerusform>Rimossi %n file scritti da un&apos;esportazione precedente che questo pacchetto non contiene più: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The earlier bundle could not be deleted; it is still in %1</source>
        <translation>Non è stato possibile eliminare il pacchetto precedente, che si trova ancora in %1</translation>
    </message>
    <message>
        <source>%1: %2; nothing was written</source>
        <translation>%1: %2; non è stato scritto nulla</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 e %n altro</numerusform>
            <numerusform>%1 e altri %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the plan being exported, and the bundle writes its own %2 there; nothing was written. Export into another folder.</source>
        <translation>%1 è il piano in esportazione e il pacchetto vi scrive il proprio %2; non è stato scritto nulla. Esporta in un&apos;altra cartella.</translation>
    </message>
    <message>
        <source>%1 is not empty and holds no bundle tpu-plan wrote (%2); nothing was written. Export into an empty or new folder, or allow replacing files tpu-plan did not write.</source>
        <translation>%1 non è vuota e non contiene alcun pacchetto scritto da tpu-plan (%2); non è stato scritto nulla. Esporta in una cartella vuota o nuova, oppure consenti di sostituire i file non scritti da tpu-plan.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n file(s) of the bundle&apos;s names that tpu-plan did not write: %2; nothing was written. Export into an empty or new folder, or allow replacing them.</source>
        <translation>
            <numerusform>%1 contiene %n file con un nome del pacchetto che tpu-plan non ha scritto: %2; non è stato scritto nulla. Esporta in una cartella vuota o nuova, oppure consenti di sostituirlo.</numerusform>
            <numerusform>%1 contiene %n file con nomi del pacchetto che tpu-plan non ha scritto: %2; non è stato scritto nulla. Esporta in una cartella vuota o nuova, oppure consenti di sostituirli.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaced %n file(s) tpu-plan did not write, as asked: %1</source>
        <translation>
            <numerusform>Sostituito, come richiesto, %n file non scritto da tpu-plan: %1</numerusform>
            <numerusform>Sostituiti, come richiesto, %n file non scritti da tpu-plan: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n hidden folder(s) interrupted exports left beside the folder: %1</source>
        <translation>
            <numerusform>Rimossa %n cartella nascosta lasciata accanto alla cartella da un&apos;esportazione interrotta: %1</numerusform>
            <numerusform>Rimosse %n cartelle nascoste lasciate accanto alla cartella da esportazioni interrotte: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the export was cancelled; nothing was written</source>
        <translation>l&apos;esportazione è stata annullata; non è stato scritto nulla</translation>
    </message>
    <message>
        <source>%1: the export stopped while moving the files in one by one; the files moved so far are the new bundle&apos;s, the others are as they were</source>
        <translation>%1: l&apos;esportazione si è interrotta mentre spostava i file uno alla volta; i file spostati finora sono del nuovo pacchetto, gli altri sono com&apos;erano</translation>
    </message>
    <message>
        <source>The folder could not be replaced in one step (%1), so the files were moved into it one by one: each file is whole, but the bundle was not written all or nothing.</source>
        <translation>La cartella non poteva essere sostituita in un solo passo (%1), quindi i file vi sono stati spostati uno alla volta: ogni file è completo, ma il pacchetto non è stato scritto in un colpo solo.</translation>
    </message>
</context>
<context>
    <name>CalendarCost</name>
    <message>
        <source>calendar-mode reservation of %1</source>
        <translation>prenotazione in modalità calendario di %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 chips x %n day(s) x 24 h = %2 chip-hours, paid whether used or not; price not published (different from on-demand)</source>
        <translation>
            <numerusform>%1 chip x %n giorno x 24 h = %2 ore-chip, pagate che siano usate o no; prezzo non pubblicato (diverso da on-demand)</numerusform>
            <numerusform>%1 chip x %n giorni x 24 h = %2 ore-chip, pagate che siano usate o no; prezzo non pubblicato (diverso da on-demand)</numerusform>
        </translation>
    </message>
    <message>
        <source>A calendar-mode reservation is priced differently from on-demand (%1), and no price is published in the catalog&apos;s sources: the selected price is unknown; the other columns are for comparison.</source>
        <translation>Una prenotazione in modalità calendario ha un prezzo diverso da on-demand (%1) e le fonti del catalogo non ne pubblicano alcuno: il prezzo selezionato è sconosciuto; le altre colonne servono per il confronto.</translation>
    </message>
</context>
<context>
    <name>CalendarReservation</name>
    <message numerus="yes">
        <source>Future reservation %1 in calendar mode for pool %2: %n %3 chip(s) in %4 from %5 to %6. It is created as a draft; a submitted request cannot be changed, cancelled or deleted.</source>
        <translation>
            <numerusform>Prenotazione futura %1 in modalità calendario per il pool %2: %n chip %3 in %4 dal %5 al %6. Viene creata come bozza; una richiesta inviata non si può modificare, annullare o eliminare.</numerusform>
            <numerusform>Prenotazione futura %1 in modalità calendario per il pool %2: %n chip %3 in %4 dal %5 al %6. Viene creata come bozza; una richiesta inviata non si può modificare, annullare o eliminare.</numerusform>
        </translation>
    </message>
    <message>
        <source>gcloud lists no --tpu-version value for %1 at the catalog&apos;s date: request it in the Google Cloud console (Compute Engine, Reservations, calendar mode) or through the API.</source>
        <translation>gcloud non elenca alcun valore di --tpu-version per %1 alla data del catalogo: richiedila nella console Google Cloud (Compute Engine, Prenotazioni, modalità calendario) o tramite l&apos;API.</translation>
    </message>
    <message>
        <source>Review the draft, then submit it: gcloud beta compute future-reservations update %1 %2 --planning-status=SUBMITTED</source>
        <translation>Controlla la bozza, poi inviala: gcloud beta compute future-reservations update %1 %2 --planning-status=SUBMITTED</translation>
    </message>
    <message>
        <source>The reservation exists from %1, when Compute Engine delivers it; run this script again then if it skips the node pool.</source>
        <translation>La prenotazione esiste dal %1, quando Compute Engine la consegna; esegui di nuovo questo script allora se salta il node pool.</translation>
    </message>
    <message>
        <source>reservation %1 is not delivered yet (window starts %2): node pool %3 skipped</source>
        <translation>la prenotazione %1 non è ancora consegnata (la finestra inizia il %2): node pool %3 saltato</translation>
    </message>
    <message>
        <source>Calendar-mode reservations</source>
        <translation>Prenotazioni in modalità calendario</translation>
    </message>
    <message>
        <source>These pools run on a future reservation in calendar mode (%1 to %2 days%3; source: %4): gcloud.sh creates the request as a draft, which you submit once the window is right. After Google approves it, Compute Engine delivers a reservation of the same name at the start and deletes it, with the VMs on it, at the end. The node pool consumes it by name (reservation affinity specific); gcloud.sh creates the pool only once the reservation exists.</source>
        <translation>Questi pool girano su una prenotazione futura in modalità calendario (da %1 a %2 giorni%3; fonte: %4): gcloud.sh crea la richiesta come bozza, che invii quando la finestra è quella giusta. Dopo l&apos;approvazione di Google, Compute Engine consegna all&apos;inizio una prenotazione con lo stesso nome e alla fine la elimina insieme alle VM che la usano. Il node pool la consuma per nome (affinità di prenotazione specific); gcloud.sh crea il pool solo quando la prenotazione esiste.</translation>
    </message>
    <message>
        <source>, preview</source>
        <translation>, anteprima</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Prenotazione</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Workload type</source>
        <translation>Tipo di carico di lavoro</translation>
    </message>
    <message>
        <source>Window (UTC)</source>
        <translation>Finestra (UTC)</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 (%n day(s))</source>
        <translation>
            <numerusform>dal %1 al %2 (%n giorno)</numerusform>
            <numerusform>dal %1 al %2 (%n giorni)</numerusform>
        </translation>
    </message>
    <message>
        <source>A calendar-mode request needs no TPU quota; the nodes&apos; boot disks still draw on disk quota (see Quota). main.tf consumes the reservation but does not request it: the provider&apos;s google_compute_future_reservation resource was not checked for TPU requests here, so the request stays in gcloud.sh.</source>
        <translation>Una richiesta in modalità calendario non richiede quota TPU; i dischi di avvio dei nodi consumano comunque quota disco (vedi Quota). main.tf consuma la prenotazione ma non la richiede: la risorsa google_compute_future_reservation del provider non è stata verificata qui per le richieste TPU, quindi la richiesta resta in gcloud.sh.</translation>
    </message>
</context>
<context>
    <name>CapacityRules</name>
    <message>
        <source>TPU reservations are consumed by name only: affinity &apos;%1&apos; is not supported; use &apos;specific&apos;</source>
        <translation>le prenotazioni TPU vengono utilizzate solo per nome: affinity &apos;%1&apos; non è supportato; usa &apos;specific&apos;</translation>
    </message>
    <message>
        <source>flex-start is not offered for %1; use on-demand, spot or a reservation, or another TPU version</source>
        <translation>flex-start non è disponibile per %1; usa on-demand, spot o una prenotazione, oppure un&apos;altra versione TPU</translation>
    </message>
    <message>
        <source>on-demand multi-host capacity is not guaranteed: the cluster autoscaler gives up on a TPU scale-up that stays pending for %1 hours (and retries later); use a reservation for capacity you depend on</source>
        <translation>la capacità multi-host on-demand non è garantita: il cluster autoscaler rinuncia a uno scale-up TPU che resta in attesa per %1 ore (e riprova più tardi); usa una prenotazione per la capacità da cui dipendi</translation>
    </message>
    <message>
        <source>Spot TPUs can be preempted at any time: checkpoint often and resume from the last checkpoint</source>
        <translation>le TPU spot possono essere prerilasciate in qualsiasi momento: crea checkpoint spesso e riprendi dall&apos;ultimo checkpoint</translation>
    </message>
    <message>
        <source>flex-start %1 capacity is offered only in %2; move the pool to one of those zones or use another capacity type</source>
        <translation>la capacità flex-start per %1 è disponibile solo in %2; sposta il pool in una di queste zone o usa un altro tipo di capacità</translation>
    </message>
    <message>
        <source>flex-start TPU capacity needs GKE %1 or later, but the cluster runs %2; raise cluster.version</source>
        <translation>la capacità TPU flex-start richiede GKE %1 o versioni successive, ma il cluster esegue %2; aumenta cluster.version</translation>
    </message>
    <message>
        <source>flex-start with queued provisioning (a Kueue queue) for TPUs: %1 uses it, but GKE answered &quot;Flex start node pools don&apos;t support TPUs with queued provisioning&quot; in %2. If GKE refuses the pool, drop workload.queue to use plain flex-start VMs (the safer choice for single-host pools)</source>
        <translation>flex-start con provisioning in coda (una coda Kueue) per le TPU: %1 lo usa, ma GKE ha risposto &quot;Flex start node pools don&apos;t support TPUs with queued provisioning&quot; in %2. Se GKE rifiuta il pool, rimuovi workload.queue per usare semplici VM flex-start (la scelta più sicura per i pool single-host)</translation>
    </message>
    <message>
        <source>; the tutorial needs GKE %1 or later, and the cluster runs %2</source>
        <translation>; il tutorial richiede GKE %1 o successivo, e il cluster usa %2</translation>
    </message>
    <message>
        <source>Spot TPUs can be preempted at any time, and %1 has a higher likelihood of preemption: checkpoint often and resume from the last checkpoint</source>
        <translation>Le TPU spot possono essere interrotte in qualsiasi momento e %1 ha una probabilità di interruzione più alta: salva spesso i checkpoint e riprendi dall&apos;ultimo</translation>
    </message>
    <message>
        <source>a reservation is given but capacity is &apos;%1&apos;; set capacity to &apos;reservation&apos; or remove the reservation</source>
        <translation>è indicata una prenotazione ma la capacità è &apos;%1&apos;; imposta la capacità su &apos;reservation&apos; o rimuovi la prenotazione</translation>
    </message>
    <message>
        <source>TPU reservations are consumed by name only: set reservation.affinity to &apos;specific&apos;</source>
        <translation>le prenotazioni TPU si usano solo per nome: imposta reservation.affinity su &apos;specific&apos;</translation>
    </message>
    <message>
        <source>Spot TPUs can be preempted at any time, and this Deployment has a single replica: when its VM is preempted nothing serves; run at least two replicas or keep an on-demand pool serving beside it, and give it a PodDisruptionBudget so that upgrades and scale-downs never take every replica at once</source>
        <translation>Le TPU spot possono essere prerilasciate in qualsiasi momento, e questo Deployment ha una sola replica: quando la sua VM viene prerilasciata nessuno risponde; eseguite almeno due repliche o tenete accanto un pool on demand, e dategli un PodDisruptionBudget perché aggiornamenti e riduzioni non fermino mai tutte le repliche insieme</translation>
    </message>
    <message>
        <source>calendar-mode reservations are not offered for %1; use another TPU version, a reservation you already have, or flex-start</source>
        <translation>le prenotazioni in modalità calendario non sono offerte per %1; usa un&apos;altra versione di TPU, una prenotazione che hai già o flex-start</translation>
    </message>
    <message>
        <source>%1 can be reserved in calendar mode for serving only in %2; move the pool to one of those zones or use another capacity type</source>
        <translation>%1 si può prenotare in modalità calendario per il serving solo in %2; sposta il pool in una di queste zone o usa un altro tipo di capacità</translation>
    </message>
    <message>
        <source>%1 can be reserved in calendar mode only in %2; move the pool to one of those zones or use another capacity type</source>
        <translation>%1 si può prenotare in modalità calendario solo in %2; sposta il pool in una di queste zone o usa un altro tipo di capacità</translation>
    </message>
    <message>
        <source>calendar-mode reservations are in preview: a request cannot be changed, cancelled or deleted once submitted, and the reservation and its VMs are deleted at the end of the window</source>
        <translation>le prenotazioni in modalità calendario sono in anteprima: una richiesta inviata non si può modificare, annullare o eliminare, e la prenotazione e le sue VM vengono eliminate alla fine della finestra</translation>
    </message>
    <message>
        <source>a calendar-mode request needs no TPU quota: the reserved chips are yours for the window; only the resources outside the reservation (boot disks, IP addresses) draw on quota</source>
        <translation>una richiesta in modalità calendario non richiede quota TPU: i chip prenotati sono tuoi per la finestra; solo le risorse fuori dalla prenotazione (dischi di avvio, indirizzi IP) consumano quota</translation>
    </message>
    <message>
        <source>a calendar-mode reservation needs its start: set reservation.startTime (UTC, YYYY-MM-DDTHH:MM:SSZ)</source>
        <translation>una prenotazione in modalità calendario ha bisogno del suo inizio: imposta reservation.startTime (UTC, YYYY-MM-DDTHH:MM:SSZ)</translation>
    </message>
    <message>
        <source>a calendar-mode reservation needs its length: set reservation.durationDays (%1 to %2 days)</source>
        <translation>una prenotazione in modalità calendario ha bisogno della sua durata: imposta reservation.durationDays (da %1 a %2 giorni)</translation>
    </message>
    <message>
        <source>a calendar-mode reservation lasts %1 to %2 days, not %3; for longer, use an ordinary reservation</source>
        <translation>una prenotazione in modalità calendario dura da %1 a %2 giorni, non %3; per periodi più lunghi usa una prenotazione ordinaria</translation>
    </message>
    <message>
        <source>capacity &apos;%1&apos; needs the name of the reservation to consume: set reservation.name (GKE consumes TPU reservations by name)</source>
        <translation>la capacità &apos;%1&apos; ha bisogno del nome della prenotazione da consumare: imposta reservation.name (GKE consuma le prenotazioni TPU per nome)</translation>
    </message>
</context>
<context>
    <name>CatalogAge</name>
    <message>
        <source>The catalog does not say when its facts were collected.</source>
        <translation>Il catalogo non dice quando sono stati raccolti i suoi dati.</translation>
    </message>
    <message numerus="yes">
        <source>Facts as of %1 (%n month(s) ago).</source>
        <translation>
            <numerusform>Dati aggiornati al %1 (%n mese fa).</numerusform>
            <numerusform>Dati aggiornati al %1 (%n mesi fa).</numerusform>
        </translation>
    </message>
    <message>
        <source>Zones and GKE versions change monthly. To refresh them, save gcloud&apos;s listings and write a team overlay:
  gcloud compute machine-types list --filter=&quot;name~^(ct|tpu7x)&quot; --format=json &gt; machine-types.json
  gcloud container get-server-config --location=REGION --format=json &gt; server-config.json
  tpu-plan catalog refresh machine-types.json server-config.json --out team-catalog.yaml
then start the planner with --catalog team-catalog.yaml.</source>
        <translation>Zone e versioni GKE cambiano ogni mese. Per aggiornarle, salva gli elenchi di gcloud e scrivi un overlay del team:
  gcloud compute machine-types list --filter=&quot;name~^(ct|tpu7x)&quot; --format=json &gt; machine-types.json
  gcloud container get-server-config --location=REGION --format=json &gt; server-config.json
  tpu-plan catalog refresh machine-types.json server-config.json --out team-catalog.yaml
poi avvia il pianificatore con --catalog team-catalog.yaml.</translation>
    </message>
</context>
<context>
    <name>CatalogLoader</name>
    <message>
        <source>must be a topology such as 2x4 or 4x4x8</source>
        <translation>deve essere una topologia come 2x4 o 4x4x8</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has %2 dimensions but this TPU version is %3D</source>
        <translation>&apos;%1&apos; ha %2 dimensioni, ma questa versione TPU è %3D</translation>
    </message>
    <message>
        <source>TPU version &apos;%1&apos; is listed twice</source>
        <translation>la versione TPU &apos;%1&apos; è elencata due volte</translation>
    </message>
    <message>
        <source>machine type or accelerator &apos;%1&apos; is listed twice</source>
        <translation>il tipo di macchina o acceleratore &apos;%1&apos; è elencato due volte</translation>
    </message>
    <message>
        <source>lists no TPU version</source>
        <translation>non elenca alcuna versione TPU</translation>
    </message>
    <message>
        <source>source &apos;%1&apos; is not declared under &apos;sources&apos;</source>
        <translation>la fonte &apos;%1&apos; non è dichiarata in &apos;sources&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a zone name such as us-east5-a</source>
        <translation>&apos;%1&apos; non è un nome di zona come us-east5-a</translation>
    </message>
    <message>
        <source>give either &apos;zones&apos; or &apos;region&apos;</source>
        <translation>indica o &apos;zones&apos; o &apos;region&apos;</translation>
    </message>
    <message>
        <source>topology %1 has %2 chips, not a whole number of %3-chip VMs</source>
        <translation>la topologia %1 ha %2 chip, che non corrispondono a un numero intero di VM da %3 chip</translation>
    </message>
    <message>
        <source>%1 chips per pod do not divide topology %2</source>
        <translation>%1 chip per Pod non dividono in modo esatto la topologia %2</translation>
    </message>
    <message>
        <source>must list at least one chip count</source>
        <translation>deve elencare almeno un numero di chip</translation>
    </message>
    <message>
        <source>only &apos;chip-hour&apos; prices are understood</source>
        <translation>sono supportati solo i prezzi per &apos;chip-hour&apos;</translation>
    </message>
    <message>
        <source>a price cannot be negative</source>
        <translation>un prezzo non può essere negativo</translation>
    </message>
    <message>
        <source>must list positive whole numbers</source>
        <translation>deve elencare numeri interi positivi</translation>
    </message>
    <message>
        <source>give &apos;largest&apos;, &apos;maxChips&apos; or both</source>
        <translation>indica &apos;largest&apos;, &apos;maxChips&apos; o entrambi</translation>
    </message>
    <message>
        <source>zone %1 is not among the version&apos;s zones</source>
        <translation>la zona %1 non è tra le zone della versione</translation>
    </message>
    <message>
        <source>this entry changes a built-in fact; give the &apos;source&apos; of the new value (add it under &apos;sources&apos;)</source>
        <translation>questa voce modifica un dato integrato; indica la &apos;source&apos; del nuovo valore (aggiungila sotto &apos;sources&apos;)</translation>
    </message>
    <message>
        <source>a new entry needs its own &apos;source&apos; (add it under &apos;sources&apos;)</source>
        <translation>una nuova voce richiede una propria &apos;source&apos; (aggiungetela sotto &apos;sources&apos;)</translation>
    </message>
    <message numerus="yes">
        <source>replaces the built-in list of %n entries</source>
        <translation>
            <numerusform>sostituisce l&apos;elenco integrato di %n voce</numerusform>
            <numerusform>sostituisce l&apos;elenco integrato di %n voci</numerusform>
        </translation>
    </message>
    <message>
        <source>the team&apos;s value %1 (source: %2) replaces the built-in value %3 (source: %4)</source>
        <translation>il valore del team %1 (fonte: %2) sostituisce il valore integrato %3 (fonte: %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GKE minor version such as 1.34</source>
        <translation>&apos;%1&apos; non è una versione minore di GKE come 1.34</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD)</source>
        <translation>&apos;%1&apos; non è una data (AAAA-MM-GG)</translation>
    </message>
    <message>
        <source>%1 is not a version of GKE %2</source>
        <translation>%1 non è una versione di GKE %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Kubernetes quantity such as 500m or 512Mi</source>
        <translation>&apos;%1&apos; non è una quantità Kubernetes come 500m o 512Mi</translation>
    </message>
    <message>
        <source>cannot read the catalog: %1</source>
        <translation>impossibile leggere il catalogo: %1</translation>
    </message>
    <message>
        <source>an MFU is a share of the peak: above 0, at most 1</source>
        <translation>un MFU è una quota del picco: sopra 0, al massimo 1</translation>
    </message>
    <message>
        <source>sub-slice %1 does not fit in the block %2</source>
        <translation>la sub-slice %1 non entra nel blocco %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a provider version such as 6.39.0</source>
        <translation>&apos;%1&apos; non è una versione del provider come 6.39.0</translation>
    </message>
    <message>
        <source>prices %1, but the system pool is %2 (gke.systemPool.machineType)</source>
        <translation>prezza %1, ma il pool di sistema è %2 (gke.systemPool.machineType)</translation>
    </message>
    <message>
        <source>a quota name is missing: say in &apos;notes&apos; why it is not published</source>
        <translation>manca il nome di una quota: indicare in &apos;notes&apos; perché non è pubblicato</translation>
    </message>
    <message>
        <source>sub-slice %1 has no level %2 in kueue.levels</source>
        <translation>la sub-slice %1 non ha il livello %2 in kueue.levels</translation>
    </message>
</context>
<context>
    <name>CatalogRefreshResult</name>
    <message>
        <source>zone added: %1 in %2</source>
        <translation>zona aggiunta: %1 in %2</translation>
    </message>
    <message>
        <source>zone not listed: the catalog offers %1 in %2, the listing has none of its machine types there</source>
        <translation>zona non elencata: il catalogo offre %1 in %2, l&apos;elenco non vi ha nessuno dei suoi tipi di macchina</translation>
    </message>
    <message>
        <source>unknown machine type %1 (%2): not in the catalog, kept out of the overlay</source>
        <translation>tipo di macchina sconosciuto %1 (%2): non è nel catalogo, tenuto fuori dall&apos;overlay</translation>
    </message>
    <message>
        <source>default GKE version: %1</source>
        <translation>versione GKE predefinita: %1</translation>
    </message>
    <message numerus="yes">
        <source>channel %1: default %2, %n version(s) offered, newest %3</source>
        <translation>
            <numerusform>canale %1: predefinita %2, %n versione offerta, la più recente %3</numerusform>
            <numerusform>canale %1: predefinita %2, %n versioni offerte, la più recente %3</numerusform>
        </translation>
    </message>
    <message>
        <source>GKE %1 is offered but the catalog has no support dates for it</source>
        <translation>GKE %1 è offerta ma il catalogo non ha date di supporto per essa</translation>
    </message>
    <message>
        <source>Wrote %1 (as of %2)</source>
        <translation>Scritto %1 (aggiornato al %2)</translation>
    </message>
</context>
<context>
    <name>CatalogReport</name>
    <message>
        <source>TPU catalog %1 (facts as of %2, prices in %3 per chip-hour)
</source>
        <translation>Catalogo TPU %1 (dati aggiornati al %2, prezzi in %3 per chip-ora)
</translation>
    </message>
    <message>
        <source>  zones: %1 (source: %2)
</source>
        <translation>  zone: %1 (fonte: %2)
</translation>
    </message>
    <message>
        <source>  Autopilot %1: GKE &gt;= %2; topologies %3
</source>
        <translation>  Autopilot %1: GKE &gt;= %2; topologie %3
</translation>
    </message>
    <message>
        <source>  custom topologies: more than %1 chips, dimensions multiples of %2, A &lt;= B &lt;= C, up to %3
</source>
        <translation>  topologie personalizzate: più di %1 chip, dimensioni multiple di %2, A &lt;= B &lt;= C, fino a %3
</translation>
    </message>
    <message>
        <source>  price %1: on-demand %2, spot %3, 1y %4, 3y %5%6
</source>
        <translation>  prezzo %1: on-demand %2, spot %3, 1 anno %4, 3 anni %5%6
</translation>
    </message>
    <message>
        <source> (derived: %1)</source>
        <translation> (derivato: %1)</translation>
    </message>
    <message>
        <source>%1 topologies in %2 mode:
</source>
        <translation>Topologie %1 in modalità %2:
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
        <translation>topologia</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>acceleratore</translation>
    </message>
    <message>
        <source>machine type</source>
        <translation>tipo di macchina</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>chip</translation>
    </message>
    <message>
        <source>chips/VM</source>
        <translation>chip/VM</translation>
    </message>
    <message>
        <source>VMs</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>host</source>
        <translation>host</translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation>multi-host</translation>
    </message>
    <message>
        <source>single-host</source>
        <translation>single-host</translation>
    </message>
    <message>
        <source>  plus custom AxBxC: more than %1 chips, each dimension a multiple of %2, A &lt;= B &lt;= C, up to %3
</source>
        <translation>  inoltre topologie personalizzate AxBxC: più di %1 chip, ogni dimensione multipla di %2, A &lt;= B &lt;= C, fino a %3
</translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chip</numerusform>
        </translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Catalog %1: facts as of %2
</source>
        <translation>Catalogo %1: dati aggiornati al %2
</translation>
    </message>
    <message>
        <source>
Sources, oldest first:
</source>
        <translation>
Fonti, dalla più vecchia:
</translation>
    </message>
    <message numerus="yes">
        <source>  %1  %2 [%3, trust %4]: %n fact(s)
</source>
        <translation>
            <numerusform>  %1  %2 [%3, affidabilità %4]: %n dato
</numerusform>
            <numerusform>  %1  %2 [%3, affidabilità %4]: %n dati
</numerusform>
        </translation>
    </message>
    <message>
        <source>undated   </source>
        <translation>senza data </translation>
    </message>
    <message numerus="yes">
        <source>
Facts resting only on third-party sources (trust C): %n
</source>
        <translation>
            <numerusform>
Dati basati solo su fonti di terze parti (affidabilità C): %n
</numerusform>
            <numerusform>
Dati basati solo su fonti di terze parti (affidabilità C): %n
</numerusform>
        </translation>
    </message>
    <message>
        <source>  prices: unknown, enter your contract price (%1)
</source>
        <translation>  prezzi: sconosciuti, inserisci il tuo prezzo contrattuale (%1)
</translation>
    </message>
    <message numerus="yes">
        <source>  Standard %1: %n chip(s) per VM, %2 vCPU, %3 GiB, GKE &gt;= %4; topologies %5
</source>
        <translation>
            <numerusform>  Standard %1: %n chip per VM, %2 vCPU, %3 GiB, GKE &gt;= %4; topologie %5
</numerusform>
            <numerusform>  Standard %1: %n chip per VM, %2 vCPU, %3 GiB, GKE &gt;= %4; topologie %5
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  chip: %1 bf16 TFLOPS, int8 %2 TOPS, fp8 %3 TFLOPS; %4 GiB HBM at %5 GB/s; %n device(s) per chip (source: %6)
</source>
        <translation>
            <numerusform>  chip: %1 TFLOPS bf16, int8 %2 TOPS, fp8 %3 TFLOPS; %4 GiB di HBM a %5 GB/s; %n dispositivo per chip (fonte: %6)
</numerusform>
            <numerusform>  chip: %1 TFLOPS bf16, int8 %2 TOPS, fp8 %3 TFLOPS; %4 GiB di HBM a %5 GB/s; %n dispositivi per chip (fonte: %6)
</numerusform>
        </translation>
    </message>
    <message>
        <source>  sizing: usable HBM %1 GiB per device (%2); ICI %3 GB/s over %4 ports; DCN %5 Gbps (%6); default MFU %7 (%8)
</source>
        <translation>  dimensionamento: HBM utilizzabile %1 GiB per dispositivo (%2); ICI %3 GB/s su %4 porte; DCN %5 Gbps (%6); MFU predefinito %7 (%8)
</translation>
    </message>
</context>
<context>
    <name>ChoiceAdvisor</name>
    <message>
        <source>moves the pool to zone %1</source>
        <translation>sposta il pool nella zona %1</translation>
    </message>
    <message>
        <source>moves the cluster to region %1</source>
        <translation>sposta il cluster nella regione %1</translation>
    </message>
    <message>
        <source>sets the topology to %1</source>
        <translation>imposta la topologia a %1</translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <translation>%1 richiede %2</translation>
    </message>
</context>
<context>
    <name>CliApplication</name>
    <message>
        <source>Output format: text or json (default text).</source>
        <translation>Formato di output: text o json (predefinito: text).</translation>
    </message>
    <message>
        <source>format</source>
        <translation>formato</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>language</source>
        <translation>lingua</translation>
    </message>
    <message>
        <source>version</source>
        <translation>versione</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>modalità</translation>
    </message>
    <message>
        <source>Only this machine type or accelerator (topologies).</source>
        <translation>Solo questo tipo di macchina o acceleratore (topologies).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>path</source>
        <translation>percorso</translation>
    </message>
    <message>
        <source>Run &apos;%1 --help&apos; for usage.</source>
        <translation>Esegui &apos;%1 --help&apos; per le istruzioni d&apos;uso.</translation>
    </message>
    <message>
        <source>--format must be text or json, not &apos;%1&apos;</source>
        <translation>--format deve essere text o json, non &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>nessun comando specificato</translation>
    </message>
    <message>
        <source>validate needs at least one plan file</source>
        <translation>validate richiede almeno un file di piano</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>comando sconosciuto &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: catalog refused; using the built-in catalog (as of %2) instead</source>
        <translation>%1: catalogo rifiutato; viene usato invece il catalogo integrato (aggiornato al %2)</translation>
    </message>
    <message>
        <source>topologies needs --tpu and --mode</source>
        <translation>topologies richiede --tpu e --mode</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU version of the catalog; use one of: %2</source>
        <translation>&apos;%1&apos; non è una versione TPU del catalogo; usa una tra: %2</translation>
    </message>
    <message>
        <source>--mode must be standard or autopilot, not &apos;%1&apos;</source>
        <translation>--mode deve essere standard o autopilot, non &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 has no %2 &apos;%3&apos; in %4 mode</source>
        <translation>%1 non ha alcun %2 &apos;%3&apos; in modalità %4</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>acceleratore</translation>
    </message>
    <message>
        <source>machine type</source>
        <translation>tipo di macchina</translation>
    </message>
    <message>
        <source>%1: prices file refused; nothing was priced or written</source>
        <translation>%1: file dei prezzi rifiutato; non è stato calcolato né scritto nulla</translation>
    </message>
    <message>
        <source>%1 needs exactly one plan file</source>
        <translation>%1 richiede esattamente un file di piano</translation>
    </message>
    <message>
        <source>%1: the file is not a complete plan; fix the errors above</source>
        <translation>%1: il file non è un piano completo; correggi gli errori riportati sopra</translation>
    </message>
    <message>
        <source>export needs --out DIR</source>
        <translation>export richiede --out DIR</translation>
    </message>
    <message>
        <source>%1: export refused because the plan has errors; nothing was written. Fix them, or use --force to export anyway.</source>
        <translation>%1: esportazione rifiutata perché il piano contiene errori; non è stato scritto nulla. Correggili oppure usa --force per esportare comunque.</translation>
    </message>
    <message>
        <source>%1: exporting despite the errors (--force); the bundle&apos;s README says so</source>
        <translation>%1: esportazione nonostante gli errori (--force); il README del pacchetto lo segnala</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the review bundle for %1 to %2 (%n file(s)); see %3 for how to apply it.</source>
        <translation>
            <numerusform>Pacchetto di revisione per %1 scritto in %2 (%n file); per sapere come applicarlo, vedi %3.</numerusform>
            <numerusform>Pacchetto di revisione per %1 scritto in %2 (%n file); per sapere come applicarlo, vedi %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the plan has error findings (run validate); the cost below assumes it is applied as written</source>
        <translation>%1: il piano contiene errori (esegui validate); il costo riportato sotto presuppone che venga applicato così com&apos;è</translation>
    </message>
    <message>
        <source>Language of messages: %1.</source>
        <translation>Lingua dei messaggi: %1.</translation>
    </message>
    <message>
        <source>--lang must be one of %1, not &apos;%2&apos;</source>
        <translation>--lang deve essere una di queste lingue: %1, non &apos;%2&apos;</translation>
    </message>
    <message>
        <source>TPU version (topologies), one of the built-in catalog&apos;s: %1.</source>
        <translation>Versione di TPU (topologies), una del catalogo integrato: %1.</translation>
    </message>
    <message>
        <source>catalog: show how fresh the facts are (date, oldest sources, facts resting only on third-party sources).</source>
        <translation>catalog: mostra quanto sono aggiornati i dati (data, fonti più vecchie, dati basati solo su fonti di terze parti).</translation>
    </message>
    <message>
        <source>Use this catalog file instead of the built-in one (a file that says &apos;extends: built-in&apos; is merged onto it).</source>
        <translation>Usa questo file di catalogo al posto di quello integrato (un file con &apos;extends: built-in&apos; viene unito a esso).</translation>
    </message>
    <message>
        <source>%1: merged onto the built-in catalog</source>
        <translation>%1: unito al catalogo integrato</translation>
    </message>
    <message>
        <source>migrate needs exactly one Python script</source>
        <translation>migrate richiede esattamente uno script Python</translation>
    </message>
    <message>
        <source>--out %1 is the script itself; the skeleton would replace it</source>
        <translation>--out %1 è lo script stesso; lo scheletro lo sostituirebbe</translation>
    </message>
    <message>
        <source>%1: nothing to migrate, so %2 was not written</source>
        <translation>%1: niente da migrare, quindi %2 non è stato scritto</translation>
    </message>
    <message>
        <source>Wrote the TF2 skeleton to %1</source>
        <translation>Scheletro TF2 scritto in %1</translation>
    </message>
    <message>
        <source>Override prices with this file (cost, export and diff).</source>
        <translation>Sovrascrive i prezzi con questo file (cost, export e diff).</translation>
    </message>
    <message>
        <source>diff needs exactly two plan files</source>
        <translation>diff richiede esattamente due file di piano</translation>
    </message>
    <message>
        <source>GKE mode (topologies, lint): standard or autopilot.</source>
        <translation>Modalità GKE (topologies, lint): standard o autopilot.</translation>
    </message>
    <message>
        <source>lint: check that each TPU workload runs on one of this plan&apos;s pools.</source>
        <translation>lint: controlla che ogni carico di lavoro TPU giri su uno dei pool di questo piano.</translation>
    </message>
    <message>
        <source>Plan files, scripts or manifests, depending on the command.</source>
        <translation>File di piano, script o manifest, a seconda del comando.</translation>
    </message>
    <message>
        <source>lint needs at least one manifest file or folder</source>
        <translation>lint richiede almeno un file manifest o una cartella</translation>
    </message>
    <message>
        <source>%1: --plan needs a correct plan; fix the errors above</source>
        <translation>%1: --plan richiede un piano corretto; correggi gli errori sopra</translation>
    </message>
    <message>
        <source>--mode %1 disagrees with the plan, which is %2</source>
        <translation>--mode %1 non concorda con il piano, che è %2</translation>
    </message>
    <message>
        <source>glossary takes at most one term (quote a term with spaces)</source>
        <translation>glossary accetta al massimo un termine (metti tra virgolette un termine con spazi)</translation>
    </message>
    <message>
        <source>no glossary entry is called or mentions &apos;%1&apos;; run &apos;%2 glossary&apos; for the list</source>
        <translation>nessuna voce del glossario si chiama o menziona &apos;%1&apos;; esegui &apos;%2 glossary&apos; per l&apos;elenco</translation>
    </message>
    <message>
        <source>Why it matters: %1</source>
        <translation>Perché conta: %1</translation>
    </message>
    <message>
        <source>Related: %1</source>
        <translation>Correlati: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Fonte: %1</translation>
    </message>
    <message>
        <source>%1: the start plan cannot be written: %2</source>
        <translation>%1: impossibile scrivere il piano iniziale: %2</translation>
    </message>
    <message>
        <source>use &apos;lesson list&apos; or &apos;lesson check LESSON PLAN...&apos;</source>
        <translation>usa &apos;lesson list&apos; o &apos;lesson check LESSON PLAN...&apos;</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>%1: every goal met (%2 of %3)</source>
        <translation>%1: ogni obiettivo raggiunto (%2 su %3)</translation>
    </message>
    <message>
        <source>%1: %2 of %3 goals met</source>
        <translation>%1: %2 su %3 obiettivi raggiunti</translation>
    </message>
    <message>
        <source>Output directory (export) or file (migrate, import, catalog refresh).</source>
        <translation>Directory di output (export) o file (migrate, import, catalog refresh).</translation>
    </message>
    <message>
        <source>import needs at least one file or folder</source>
        <translation>import richiede almeno un file o una cartella</translation>
    </message>
    <message>
        <source>Export even when the plan has errors, or into a folder with files tpu-plan did not write (replacing those of the bundle&apos;s names); import and catalog refresh: replace an existing --out file.</source>
        <translation>Esporta anche se il piano ha errori, o in una cartella con file non scritti da tpu-plan (sostituendo quelli con i nomi del pacchetto); import e catalog refresh: sostituisci un file --out esistente.</translation>
    </message>
    <message>
        <source>lint: leave out the files under a folder whose relative path, or one of whose folders, matches this glob (* and ?); may be repeated.</source>
        <translation>lint: escludi i file sotto una cartella il cui percorso relativo, o una delle cui cartelle, corrisponde a questo modello (* e ?); ripetibile.</translation>
    </message>
    <message>
        <source>glob</source>
        <translation>modello</translation>
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
        <translation>Convalida piani TPU per Google Kubernetes Engine ed elenca ciò che offre il catalogo.

Comandi:
  validate PLAN...            controlla i piani e stampa i loro rilievi
  catalog [--check]           stampa il catalogo TPU in uso, o quanto sono aggiornati i suoi fatti
  catalog refresh FILE... --out OVERLAY
                              un overlay del catalogo del team dagli elenchi di tipi di macchina e versioni di gcloud
  topologies --tpu V --mode M [--machine-type T]
                              elenca le topologie supportate
  export PLAN --out DIR [--force]
                              scrive il pacchetto di revisione (manifest, gcloud.sh, main.tf, costi)
  cost PLAN                   stampa il riepilogo dei costi
  migrate SCRIPT.py [--out FILE]
                              elenca i costrutti dell&apos;era TPUEstimator di uno script TF1 con i loro
                              equivalenti TF2 TPUStrategy; stampa lo scheletro TF2 o lo scrive in FILE
  diff A B                    cosa è cambiato tra due piani: pool, totali, rilievi, righe del pacchetto
  lint FILE|DIR... [--mode M] [--plan PLAN] [--exclude GLOB]
                              controlla i carichi di lavoro TPU dei manifest Kubernetes (selettori, chip,
                              Pod per slice, annotazioni) e, con --plan, che stiano nei suoi pool
  size WORKLOAD [--tpu V [--topology T [--slices N]]] [--mfu X] [--plan-out PLAN]
                              da un modello e un lavoro alle slice adatte: memoria per chip,
                              tempo di passo e di addestramento, limiti del servizio, costo
  glossary [TERM]             spiega i termini della pianificazione TPU, in --lang
  lesson list | lesson check LESSON PLAN...
                              lezioni di formazione; controlla i piani dei partecipanti rispetto agli obiettivi di una lezione
  import FILE|DIR... [--out PLAN] [--force]
                              un piano da ciò che ha un cluster: JSON di gcloud, kubectl o terraform</translation>
    </message>
    <message>
        <source>validate, catalog, topologies, export, cost, migrate, diff, lint, size, glossary, lesson or import</source>
        <translation>validate, catalog, topologies, export, cost, migrate, diff, lint, size, glossary, lesson o import</translation>
    </message>
    <message>
        <source>%1 takes no arguments, not &apos;%2&apos;</source>
        <translation>%1 non accetta argomenti, non &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Use --force to replace them.</source>
        <translation>Usa --force per sostituirli.</translation>
    </message>
    <message>
        <source>the file is not a complete plan; fix the errors its findings name</source>
        <translation>il file non è un piano completo; correggi gli errori indicati dai suoi rilievi</translation>
    </message>
    <message>
        <source>the file could not be read as a plan</source>
        <translation>il file non può essere letto come piano</translation>
    </message>
</context>
<context>
    <name>ClusterImporter</name>
    <message>
        <source>no such file or folder</source>
        <translation>file o cartella inesistente</translation>
    </message>
    <message>
        <source>no .json, .yaml or .yml file to import</source>
        <translation>nessun file .json, .yaml o .yml da importare</translation>
    </message>
    <message>
        <source>no .json, .yaml or .yml file; subfolders are not read: choose one</source>
        <translation>nessun file .json, .yaml o .yml; le sottocartelle non vengono lette: sceglietene una</translation>
    </message>
</context>
<context>
    <name>ContractPrices</name>
    <message>
        <source>saved contract prices</source>
        <translation>prezzi contrattuali salvati</translation>
    </message>
</context>
<context>
    <name>CostCalculator</name>
    <message>
        <source>The catalog has no %1 price for region %2: every price is unknown.</source>
        <translation>Il catalogo non ha alcun prezzo %1 per la regione %2: tutti i prezzi sono sconosciuti.</translation>
    </message>
    <message>
        <source>Flex-start (Dynamic Workload Scheduler) has no published per-chip TPU price; Google only states a discount of up to 53%. The selected price is unknown; the other columns are for comparison.</source>
        <translation>Flex-start (Dynamic Workload Scheduler) non ha un prezzo TPU per chip pubblicato; Google indica solo uno sconto fino al 53%. Il prezzo selezionato è sconosciuto; le altre colonne servono per il confronto.</translation>
    </message>
    <message>
        <source>Committed use discounts do not apply to Spot VMs: the commitment is ignored.</source>
        <translation>Gli sconti per impegno di utilizzo non si applicano alle VM spot: l&apos;impegno viene ignorato.</translation>
    </message>
    <message>
        <source>Spot prices are dynamic; the catalog&apos;s figure is a snapshot.</source>
        <translation>I prezzi spot sono dinamici; il valore del catalogo è un&apos;istantanea.</translation>
    </message>
    <message>
        <source>TPU reservations need a committed use discount (contact Google Cloud sales); the on-demand price is shown. Set commitment to 1y or 3y when the reservation is covered by one.</source>
        <translation>Le prenotazioni TPU richiedono uno sconto per impegno di utilizzo (contatta il team di vendita di Google Cloud); viene mostrato il prezzo on-demand. Imposta commitment su 1y o 3y se la prenotazione è coperta da uno sconto di questo tipo.</translation>
    </message>
    <message>
        <source>The catalog has no %1 price for %2 in %3: the selected price is unknown.</source>
        <translation>Il catalogo non ha alcun prezzo %1 per %2 in %3: il prezzo selezionato è sconosciuto.</translation>
    </message>
    <message>
        <source>Derived from the usual discount ratio, not published: %1.</source>
        <translation>Ricavato dal consueto rapporto di sconto, non pubblicato: %1.</translation>
    </message>
    <message>
        <source>Includes the catalog&apos;s Autopilot TPU premium of %1%.</source>
        <translation>Include il sovrapprezzo TPU Autopilot del catalogo, pari al %1%.</translation>
    </message>
    <message>
        <source>Autopilot: no Autopilot TPU premium is published; the TPU VM price is used.</source>
        <translation>Autopilot: non è pubblicato alcun sovrapprezzo TPU Autopilot; viene usato il prezzo della VM TPU.</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>integrato</translation>
    </message>
    <message>
        <source>Totals include the GKE cluster management fee for the whole month; they are unknown when a pool&apos;s price is unknown.</source>
        <translation>I totali includono la tariffa di gestione del cluster GKE per l&apos;intero mese; sono sconosciuti se il prezzo di un pool è sconosciuto.</translation>
    </message>
    <message>
        <source>The GKE free tier (%1 %2 a month per billing account, for one zonal or Autopilot cluster) is not subtracted.</source>
        <translation>Il livello gratuito di GKE (%1 %2 al mese per account di fatturazione, per un cluster di zona o Autopilot) non viene sottratto.</translation>
    </message>
    <message>
        <source>Reserved or committed capacity is paid for all %1 hours of the month, used or not: %2 %3 paid, of which the %4 hours the plan uses are %5 %3.</source>
        <translation>La capacità prenotata o impegnata si paga per tutte le %1 ore del mese, usate o no: %2 %3 pagati, di cui le %4 ore usate dal piano valgono %5 %3.</translation>
    </message>
    <message>
        <source>system node pool</source>
        <translation>node pool di sistema</translation>
    </message>
    <message numerus="yes">
        <source>%n x %1, all month</source>
        <translation>
            <numerusform>%n x %1, tutto il mese</numerusform>
            <numerusform>%n x %1, tutto il mese</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>tipo sconosciuto</translation>
    </message>
    <message>
        <source>boot disks (%1)</source>
        <translation>dischi di avvio (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n x %1 GiB while their nodes run</source>
        <translation>
            <numerusform>%n x %1 GiB finché il suo nodo è attivo</numerusform>
            <numerusform>%n x %1 GiB finché i loro nodi sono attivi</numerusform>
        </translation>
    </message>
    <message>
        <source>Autopilot TPU premium</source>
        <translation>sovrapprezzo TPU di Autopilot</translation>
    </message>
    <message>
        <source>not published; the pools are priced at the TPU VM price</source>
        <translation>non pubblicato; i pool sono calcolati al prezzo della VM TPU</translation>
    </message>
    <message>
        <source>Network, data storage and data disks are not included. The TPU price is taken to cover the TPU VM&apos;s vCPUs and memory, as public calculators do (not confirmed by Google).</source>
        <translation>Rete, archiviazione dei dati e dischi dati non sono inclusi. Il prezzo TPU è considerato comprensivo delle vCPU e della memoria della VM TPU, come fanno i calcolatori pubblici (non confermato da Google).</translation>
    </message>
    <message>
        <source>Not published, so not in the totals (which are therefore at least the figures shown): %1.</source>
        <translation>Non pubblicati, quindi esclusi dai totali (che sono perciò almeno le cifre mostrate): %1.</translation>
    </message>
    <message>
        <source>Block pool: priced by its whole blocks, %1 x %2 = %3 chips, all of them reserved; its slice workloads use %4 chips at once.</source>
        <translation>Pool di blocchi: prezzato sui suoi blocchi interi, %1 x %2 = %3 chip, tutti riservati; i suoi carichi di lavoro a slice usano %4 chip alla volta.</translation>
    </message>
    <message>
        <source>no price: the pool&apos;s slice is not one %1 offers (see its findings)</source>
        <translation>nessun prezzo: la slice del pool non è tra quelle offerte da %1 (vedi i suoi rilievi)</translation>
    </message>
</context>
<context>
    <name>CostReport</name>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>Overridden by %1%2.</source>
        <translation>Sovrascritti da %1%2.</translation>
    </message>
    <message>
        <source> as of %1</source>
        <translation> (aggiornato al %1)</translation>
    </message>
    <message>
        <source>Cost summary: %1</source>
        <translation>Riepilogo dei costi: %1</translation>
    </message>
    <message>
        <source>Sources: %1</source>
        <translation>Fonti: %1</translation>
    </message>
    <message>
        <source>Selected = the capacity and commitment each pool asks for; the other columns price the same chips another way, for comparison. &quot;unknown&quot; = no published price.</source>
        <translation>Selezionato = la capacità e l&apos;impegno richiesti da ciascun pool; le altre colonne calcolano il prezzo degli stessi chip in un altro modo, per confronto. &quot;sconosciuto&quot; = nessun prezzo pubblicato.</translation>
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
        <translation>Chip</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodi</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacità</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>Impegno</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Ore</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Selezionato</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>On-demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1y CUD</source>
        <translation>CUD 1 anno</translation>
    </message>
    <message>
        <source>3y CUD</source>
        <translation>CUD 3 anni</translation>
    </message>
    <message>
        <source>GKE cluster fee</source>
        <translation>Tariffa del cluster GKE</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Per month (%1)</source>
        <translation>Al mese (%1)</translation>
    </message>
    <message>
        <source>Per hour (%1)</source>
        <translation>All&apos;ora (%1)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>The selected total is unknown because these pools have no known price: %1.</source>
        <translation>Il totale selezionato è sconosciuto perché questi pool non hanno un prezzo noto: %1.</translation>
    </message>
    <message>
        <source>Cost of %1</source>
        <translation>Costo di %1</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>pool</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>chip</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>capacità</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>all&apos;ora</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>al mese</translation>
    </message>
    <message>
        <source>on-demand/mo</source>
        <translation>on-demand/mese</translation>
    </message>
    <message>
        <source>spot/mo</source>
        <translation>spot/mese</translation>
    </message>
    <message>
        <source>1y/mo</source>
        <translation>1 anno/mese</translation>
    </message>
    <message>
        <source>3y/mo</source>
        <translation>3 anni/mese</translation>
    </message>
    <message>
        <source>cluster fee</source>
        <translation>tariffa del cluster</translation>
    </message>
    <message>
        <source>total</source>
        <translation>totale</translation>
    </message>
    <message>
        <source>flex-start: at most %1 per hour and %2 per month (the on-demand price)</source>
        <translation>flex-start: al massimo %1 all&apos;ora e %2 al mese (il prezzo on demand)</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>senza data</translation>
    </message>
    <message>
        <source>prices dated %1 (Spot: %2)</source>
        <translation>prezzi del %1 (Spot: %2)</translation>
    </message>
    <message>
        <source>The selected monthly total is at most %1 %2: flex-start pools counted at their on-demand bound.</source>
        <translation>Il totale mensile selezionato è al massimo %1 %2: i pool flex-start sono contati al loro limite on demand.</translation>
    </message>
    <message>
        <source>List prices in %1, before taxes and negotiated discounts; catalog of %2 (%3), each price dated by its source.</source>
        <translation>Prezzi di listino in %1, imposte escluse e prima degli sconti negoziati; catalogo del %2 (%3), ogni prezzo con la data della sua fonte.</translation>
    </message>
    <message>
        <source>The selected monthly total is at most %1 %2 plus what the items without a published price cost (%3): flex-start pools counted at their on-demand bound.</source>
        <translation>Il totale mensile selezionato è al massimo %1 %2 più il costo delle voci senza prezzo pubblicato (%3): i pool flex-start sono contati al loro limite on demand.</translation>
    </message>
</context>
<context>
    <name>DiffReport</name>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>%1 (unchanged)</source>
        <translation>%1 (invariato)</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(non impostato)</translation>
    </message>
    <message>
        <source>%1 and %2: the plans are the same</source>
        <translation>%1 e %2: i piani sono uguali</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: the plans differ</source>
        <translation>%1 -&gt; %2: i piani sono diversi</translation>
    </message>
    <message>
        <source>Pools added: %1</source>
        <translation>Pool aggiunti: %1</translation>
    </message>
    <message>
        <source>Pools removed: %1</source>
        <translation>Pool rimossi: %1</translation>
    </message>
    <message>
        <source>Pool %1 changed:</source>
        <translation>Pool %1 modificato:</translation>
    </message>
    <message>
        <source>Plan fields changed:</source>
        <translation>Campi del piano modificati:</translation>
    </message>
    <message>
        <source>Totals:</source>
        <translation>Totali:</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>chip</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nodi</translation>
    </message>
    <message>
        <source>per hour (selected)</source>
        <translation>all&apos;ora (selezionato)</translation>
    </message>
    <message>
        <source>per month (selected)</source>
        <translation>al mese (selezionato)</translation>
    </message>
    <message>
        <source>Findings introduced:</source>
        <translation>Rilievi introdotti:</translation>
    </message>
    <message>
        <source>Findings resolved:</source>
        <translation>Rilievi risolti:</translation>
    </message>
    <message>
        <source>Review bundle, files that change:</source>
        <translation>Pacchetto di revisione, file che cambiano:</translation>
    </message>
</context>
<context>
    <name>DynamicSliceShape</name>
    <message>
        <source>every side of a super-slice is a multiple of the %1 block&apos;s</source>
        <translation>ogni lato di una super-slice è un multiplo di quello del blocco %1</translation>
    </message>
    <message>
        <source>write the sides in non-decreasing order (A &lt;= B &lt;= C)</source>
        <translation>scrivi i lati in ordine non decrescente (A &lt;= B &lt;= C)</translation>
    </message>
    <message numerus="yes">
        <source>a super-slice has at most %n chip(s)</source>
        <translation>
            <numerusform>una super-slice ha al massimo %n chip</numerusform>
            <numerusform>una super-slice ha al massimo %n chip</numerusform>
        </translation>
    </message>
    <message>
        <source>a sub-slice of one block is one of %1</source>
        <translation>una sub-slice di un blocco è una tra %1</translation>
    </message>
</context>
<context>
    <name>DynamicSlicingRules</name>
    <message>
        <source>dynamic slicing needs a Standard cluster; Autopilot does not offer it</source>
        <translation>lo slicing dinamico richiede un cluster Standard; Autopilot non lo offre</translation>
    </message>
    <message>
        <source>a block pool is whole %1 blocks; set topology to %1 and slices to the number of blocks</source>
        <translation>un pool a blocchi è fatto di blocchi %1 interi; imposta topology a %1 e slices al numero di blocchi</translation>
    </message>
    <message>
        <source>blocks for dynamic slicing come from an All Capacity mode reservation (sub-blocks); %1 capacity gives no blocks</source>
        <translation>i blocchi per lo slicing dinamico provengono da una prenotazione in modalità All Capacity (sub-block); la capacità %1 non fornisce blocchi</translation>
    </message>
    <message>
        <source>dynamic sub-slices (pool %1) need GKE %2 or later, not %3</source>
        <translation>le sub-slice dinamiche (pool %1) richiedono GKE %2 o successivo, non %3</translation>
    </message>
    <message>
        <source>dynamic slicing (pool %1) needs GKE %2 or later, not %3</source>
        <translation>lo slicing dinamico (pool %1) richiede GKE %2 o successivo, non %3</translation>
    </message>
    <message>
        <source>dynamic slicing (pool %1) is offered on the %2 release channel only, not %3</source>
        <translation>lo slicing dinamico (pool %1) è offerto solo sul canale di rilascio %2, non su %3</translation>
    </message>
    <message>
        <source>dynamic slicing (pool %1) needs the %2 node image, not %3</source>
        <translation>lo slicing dinamico (pool %1) richiede l&apos;immagine dei nodi %2, non %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 3D slice shape such as 4x4x8</source>
        <translation>&apos;%1&apos; non è una forma di slice 3D come 4x4x8</translation>
    </message>
    <message>
        <source>&apos;%1&apos; never forms: %2</source>
        <translation>&apos;%1&apos; non si forma mai: %2</translation>
    </message>
    <message numerus="yes">
        <source>the named slices need %n block(s) of %1 together, but the pool has %2; add blocks (slices) or drop a slice</source>
        <translation>
            <numerusform>le slice indicate richiedono insieme %n blocco %1, ma il pool ne ha %2; aggiungi blocchi (slices) o togli una slice</numerusform>
            <numerusform>le slice indicate richiedono insieme %n blocchi %1, ma il pool ne ha %2; aggiungi blocchi (slices) o togli una slice</numerusform>
        </translation>
    </message>
    <message>
        <source>workloads name their slices only on a block pool; set dynamicSlicing: true (TPU7x, v6e) or remove sliceWorkloads</source>
        <translation>i carichi di lavoro indicano le loro slice solo in un pool di blocchi; imposta dynamicSlicing: true (TPU7x, v6e) o rimuovi sliceWorkloads</translation>
    </message>
    <message>
        <source>GKE dynamic slicing exists only for TPU7x (Ironwood) and Kueue sub-slicing for v6e, not %1; remove dynamicSlicing</source>
        <translation>lo slicing dinamico di GKE esiste solo per TPU7x (Ironwood) e il sub-slicing di Kueue per v6e, non per %1; rimuovi dynamicSlicing</translation>
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
        <translation>%1 byte</translation>
    </message>
    <message>
        <source>it is %1, not a regular file</source>
        <translation>è %1, non un file normale</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>impossibile aprire il file: %1</translation>
    </message>
    <message>
        <source>the file is %1 bytes long; files of this kind larger than %2 are refused</source>
        <translation>il file è lungo %1 byte; i file di questo tipo più grandi di %2 vengono rifiutati</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>impossibile leggere il file: %1</translation>
    </message>
    <message>
        <source>the input is longer than %1, the limit for files of this kind</source>
        <translation>l&apos;input è più lungo di %1, il limite per i file di questo tipo</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte 0x%1); save it as UTF-8 (read as Latin-1 or Windows-1252 its letters would be lost)</source>
        <translation>il file non è testo UTF-8 (byte 0x%1); salvalo come UTF-8 (letto come Latin-1 o Windows-1252 perderebbe le sue lettere)</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>riga %1, colonna %2: %3</translation>
    </message>
</context>
<context>
    <name>FileWrite</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>the file on disk has %1 bytes instead of %2</source>
        <translation>il file su disco ha %1 byte invece di %2</translation>
    </message>
    <message>
        <source>it is %1, not a regular file; nothing was written</source>
        <translation>è %1, non un file normale; non è stato scritto nulla</translation>
    </message>
</context>
<context>
    <name>FindingsReport</name>
    <message numerus="yes">
        <source>%1: valid (%n warning(s))</source>
        <translation>
            <numerusform>%1: valido (%n avviso)</numerusform>
            <numerusform>%1: valido (%n avvisi)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: not valid (%n error(s))</source>
        <translation>
            <numerusform>%1: non valido (%n errore)</numerusform>
            <numerusform>%1: non valido (%n errori)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GcloudListingReader</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>non può essere letto: %1</translation>
    </message>
    <message>
        <source>not JSON or YAML</source>
        <translation>né JSON né YAML</translation>
    </message>
    <message>
        <source>not the output of gcloud compute machine-types list --format=json or gcloud container get-server-config --format=json</source>
        <translation>non è l&apos;output di gcloud compute machine-types list --format=json o di gcloud container get-server-config --format=json</translation>
    </message>
</context>
<context>
    <name>GcloudScriptExporter</name>
    <message>
        <source>reservation %1</source>
        <translation>prenotazione %1</translation>
    </message>
    <message>
        <source>flex-start with queued provisioning</source>
        <translation>flex-start con provisioning in coda</translation>
    </message>
    <message>
        <source>%1: %2 x %3, topology %4 in %5, %6</source>
        <translation>%1: %2 x %3, topologia %4 in %5, %6</translation>
    </message>
    <message>
        <source>Node auto-provisioning limits for cluster %1, used by gcloud.sh.
CPU and memory count every node of the cluster, TPU VMs included; each TPU limit is in chips.</source>
        <translation>Limiti del provisioning automatico dei nodi per il cluster %1, usati da gcloud.sh.
CPU e memoria contano ogni nodo del cluster, VM TPU incluse; ogni limite TPU è espresso in chip.</translation>
    </message>
    <message>
        <source>Creates the GKE cluster of the TPU plan &quot;%1&quot;%2 with gcloud.</source>
        <translation>Crea con gcloud il cluster GKE del piano TPU &quot;%1&quot;%2.</translation>
    </message>
    <message>
        <source> (Autopilot: the TPU slices are requested by the manifests)</source>
        <translation> (Autopilot: le slice TPU vengono richieste dai manifest)</translation>
    </message>
    <message>
        <source> and its TPU node pools</source>
        <translation> e i suoi pool di nodi TPU</translation>
    </message>
    <message>
        <source>Generated by tpu-plan. Review it, then run:  PROJECT=my-project bash gcloud.sh
It runs gcloud and nothing else; every value from the plan is quoted.</source>
        <translation>Generato da tpu-plan. Controllalo, poi esegui:  PROJECT=my-project bash gcloud.sh
Esegue solo gcloud e nient&apos;altro; ogni valore del piano è racchiuso tra virgolette.</translation>
    </message>
    <message>
        <source>Cluster %1 (%2) in %3, GKE %4</source>
        <translation>Cluster %1 (%2) in %3, GKE %4</translation>
    </message>
    <message>
        <source>The Google Cloud project that gets the cluster: set PROJECT in the environment.</source>
        <translation>Il progetto Google Cloud in cui viene creato il cluster: imposta PROJECT nell&apos;ambiente.</translation>
    </message>
    <message>
        <source>set PROJECT to your Google Cloud project ID, e.g. PROJECT=my-project bash gcloud.sh</source>
        <translation>imposta PROJECT sul tuo ID progetto Google Cloud, ad es. PROJECT=my-project bash gcloud.sh</translation>
    </message>
    <message>
        <source>The cluster&apos;s region (cluster.region in the plan).</source>
        <translation>La regione del cluster (cluster.region nel piano).</translation>
    </message>
    <message>
        <source>Autopilot cluster. TPU nodes appear when the manifests&apos; Pods ask for them.</source>
        <translation>Cluster Autopilot. I nodi TPU compaiono quando i Pod dei manifest li richiedono.</translation>
    </message>
    <message>
        <source>Standard cluster with a small non-TPU node pool (default-pool, one node per TPU zone):
every Standard cluster needs one for kube-system Pods such as kube-dns.</source>
        <translation>Cluster Standard con un piccolo pool di nodi senza TPU (default-pool, un nodo per ogni zona TPU):
ogni cluster Standard ne richiede uno per i Pod di kube-system come kube-dns.</translation>
    </message>
    <message>
        <source>Node auto-provisioning: the limits (CPU, memory and TPU chips) are in autoprovisioning.yaml.</source>
        <translation>Provisioning automatico dei nodi: i limiti (CPU, memoria e chip TPU) sono in autoprovisioning.yaml.</translation>
    </message>
    <message>
        <source> (one multi-host slice, created and scaled as a whole)</source>
        <translation> (una slice multi-host, creata e scalata per intero)</translation>
    </message>
    <message>
        <source>Point kubectl at the new cluster; then apply the manifests (see README.md).</source>
        <translation>Punta kubectl al nuovo cluster; poi applica i manifest (vedi README.md).</translation>
    </message>
    <message>
        <source>Workload policy for multi-host %1 pools of topology %2: GKE places them with it instead of compact placement. There is one per project, region and topology, so it is created only when missing.</source>
        <translation>Policy del carico di lavoro per i pool multi-host %1 con topologia %2: GKE li posiziona con essa invece del posizionamento compatto. Ce n&apos;è una per progetto, regione e topologia, quindi viene creata solo se manca.</translation>
    </message>
    <message>
        <source>GKE %1 is the control plane&apos;s starting version; the %2 release channel (cluster.releaseChannel) upgrades it from there.</source>
        <translation>GKE %1 è la versione iniziale del piano di controllo; il canale di rilascio %2 (cluster.releaseChannel) la aggiorna da lì.</translation>
    </message>
    <message>
        <source>The workloads run as the Kubernetes service account default/%1 (in the manifests); Workload Identity lets it read and write gs://%2 without a key.</source>
        <translation>I workload girano come service account Kubernetes default/%1 (nei manifest); Workload Identity gli consente di leggere e scrivere gs://%2 senza chiave.</translation>
    </message>
    <message>
        <source>Dynamic slicing: the blocks&apos; nodes come up unlinked (%1); GKE&apos;s slice controller forms each workload&apos;s slice.</source>
        <translation>Slicing dinamico: i nodi dei blocchi partono senza collegamenti (%1); il controller di slice di GKE forma la slice di ogni carico di lavoro.</translation>
    </message>
    <message>
        <source>Dynamic slicing: the slice controller forms the slices of the block pools.</source>
        <translation>Slicing dinamico: il controller di slice forma le slice dei pool di blocchi.</translation>
    </message>
    <message>
        <source> (one block of the All Capacity reservation: the dynamic slices form inside it)</source>
        <translation> (un blocco della prenotazione All Capacity: le slice dinamiche si formano al suo interno)</translation>
    </message>
    <message>
        <source>Block pool %1: one node pool per %2 block. GKE&apos;s guide gives each node pool one block or sub-block of the All Capacity reservation (--reservation=projects/P/reservations/R/reservationBlocks/B[/reservationSubBlocks/S]); the plan names the reservation only.</source>
        <translation>Pool di blocchi %1: un pool di nodi per ogni blocco %2. La guida di GKE assegna a ogni pool di nodi un blocco o sotto-blocco della prenotazione All Capacity (--reservation=projects/P/reservations/R/reservationBlocks/B[/reservationSubBlocks/S]); il piano nomina solo la prenotazione.</translation>
    </message>
</context>
<context>
    <name>GkeVersion</name>
    <message>
        <source>&apos;%1&apos; is not a GKE version; write MAJOR.MINOR.PATCH-gke.BUILD, for example 1.31.2-gke.1115000</source>
        <translation>&apos;%1&apos; non è una versione GKE; scrivi MAJOR.MINOR.PATCH-gke.BUILD, ad esempio 1.31.2-gke.1115000</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>&apos;%1&apos; is missing or empty</source>
        <translation>&apos;%1&apos; manca o è vuoto</translation>
    </message>
    <message>
        <source>a list &apos;%1&apos; is expected</source>
        <translation>è attesa una lista &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the term &apos;%1&apos; has no %2 text</source>
        <translation>il termine &apos;%1&apos; non ha un testo in %2</translation>
    </message>
    <message>
        <source>the rule &apos;%1&apos; has no %2 text</source>
        <translation>la regola &apos;%1&apos; non ha un testo in %2</translation>
    </message>
    <message>
        <source>the id &apos;%1&apos; is used twice</source>
        <translation>l&apos;id &apos;%1&apos; è usato due volte</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names the related term &apos;%2&apos;, which does not exist</source>
        <translation>&apos;%1&apos; cita il termine correlato &apos;%2&apos;, che non esiste</translation>
    </message>
    <message>
        <source>the rule &apos;%1&apos; names the term &apos;%2&apos;, which does not exist</source>
        <translation>la regola &apos;%1&apos; cita il termine &apos;%2&apos;, che non esiste</translation>
    </message>
    <message>
        <source>the field &apos;%1&apos; is explained by &apos;%2&apos; and &apos;%3&apos;</source>
        <translation>il campo &apos;%1&apos; è spiegato da &apos;%2&apos; e da &apos;%3&apos;</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>no cluster and no TPU node pool found in %1</source>
        <translation>nessun cluster e nessun node pool TPU trovato in %1</translation>
    </message>
</context>
<context>
    <name>ImportPlanBuilder</name>
    <message>
        <source>Terraform state holds only the pools Terraform manages: pools made by hand are missing unless a gcloud listing is imported too</source>
        <translation>Lo stato di Terraform contiene solo i pool che Terraform gestisce: i pool creati a mano mancano, a meno di importare anche un elenco di gcloud</translation>
    </message>
    <message>
        <source>%1 describes cluster %2 too; only cluster %3 is imported</source>
        <translation>%1 descrive anche il cluster %2; viene importato solo il cluster %3</translation>
    </message>
    <message>
        <source>the control-plane version is not in the inputs; the nodes&apos; version %1 is used</source>
        <translation>la versione del control plane non è negli input; si usa la versione %1 dei nodi</translation>
    </message>
    <message>
        <source>the control-plane version is not in the inputs; the version %1 of pool %2 is used</source>
        <translation>la versione del control plane non è negli input; si usa la versione %1 del pool %2</translation>
    </message>
    <message>
        <source>no GKE version in the inputs: set cluster.version</source>
        <translation>nessuna versione GKE negli input: imposta cluster.version</translation>
    </message>
    <message>
        <source>the cluster is in no release channel; a plan cannot say so and assumes Regular</source>
        <translation>il cluster non è in alcun canale di rilascio; un piano non può dirlo e assume Regular</translation>
    </message>
    <message>
        <source>the cluster&apos;s status is %1, not RUNNING</source>
        <translation>lo stato del cluster è %1, non RUNNING</translation>
    </message>
    <message>
        <source>no cluster name in the inputs: the plan calls it &apos;imported&apos;</source>
        <translation>nessun nome di cluster negli input: il piano lo chiama &apos;imported&apos;</translation>
    </message>
    <message>
        <source>Imported cluster %1</source>
        <translation>Cluster importato %1</translation>
    </message>
    <message>
        <source>Imported with tpu-plan import.</source>
        <translation>Importato con tpu-plan import.</translation>
    </message>
    <message>
        <source>Imported with tpu-plan import from project %1.</source>
        <translation>Importato con tpu-plan import dal progetto %1.</translation>
    </message>
    <message>
        <source>pool %1: %2</source>
        <translation>pool %1: %2</translation>
    </message>
    <message>
        <source>the input names no machine type</source>
        <translation>l&apos;input non indica alcun tipo di macchina</translation>
    </message>
    <message>
        <source>TPU machine type %1 is not in the catalog; refresh the catalog (tpu-plan catalog refresh) or use a newer one (--catalog)</source>
        <translation>il tipo di macchina TPU %1 non è nel catalogo; aggiorna il catalogo (tpu-plan catalog refresh) o usane uno più recente (--catalog)</translation>
    </message>
    <message>
        <source>a GKE-managed Autopilot pool, not a TPU pool (%1)</source>
        <translation>un pool Autopilot gestito da GKE, non un pool TPU (%1)</translation>
    </message>
    <message>
        <source>not a TPU pool (%1)</source>
        <translation>non è un pool TPU (%1)</translation>
    </message>
    <message>
        <source>GKE created it for pending workloads (node auto-provisioning) and deletes it when idle; it is not a node pool of the plan</source>
        <translation>GKE lo ha creato per carichi di lavoro in attesa (provisioning automatico dei nodi) e lo elimina quando è inattivo; non è un node pool del piano</translation>
    </message>
    <message>
        <source>%1 has no Autopilot accelerator in the catalog</source>
        <translation>%1 non ha un acceleratore Autopilot nel catalogo</translation>
    </message>
    <message>
        <source>GKE created it for a workload; the plan holds the slice it serves (accelerator %1, topology %2, %3 chips per pod)</source>
        <translation>GKE lo ha creato per un carico di lavoro; il piano contiene la slice che serve (acceleratore %1, topologia %2, %3 chip per Pod)</translation>
    </message>
    <message>
        <source>its topology &apos;%1&apos; is not AxB or AxBxC</source>
        <translation>la sua topologia &apos;%1&apos; non è AxB o AxBxC</translation>
    </message>
    <message>
        <source>its node labels set gke-tpu-topology %1 by hand; the machine type&apos;s topology %2 is used</source>
        <translation>le sue etichette dei nodi impostano gke-tpu-topology %1 a mano; si usa la topologia %2 del tipo di macchina</translation>
    </message>
    <message>
        <source>topology %1 from the labels of its nodes</source>
        <translation>topologia %1 dalle etichette dei suoi nodi</translation>
    </message>
    <message>
        <source>no topology: the pool has no placementPolicy.tpuTopology and %1 has no single-host shape in the catalog; add the output of kubectl get nodes -o json</source>
        <translation>nessuna topologia: il pool non ha placementPolicy.tpuTopology e %1 non ha una forma single-host nel catalogo; aggiungi l&apos;output di kubectl get nodes -o json</translation>
    </message>
    <message>
        <source>it names no zones of its own; the cluster&apos;s are used</source>
        <translation>non indica zone proprie; si usano quelle del cluster</translation>
    </message>
    <message>
        <source>no zone: neither the pool nor the cluster names one</source>
        <translation>nessuna zona: né il pool né il cluster ne indicano una</translation>
    </message>
    <message numerus="yes">
        <source>spread over %n zones (%1); a plan pool lies in one zone, so all its nodes (GKE counts them per zone) are placed in %2</source>
        <translation>
            <numerusform>distribuito su %n zona (%1); un pool del piano sta in una zona, quindi tutti i suoi nodi (GKE li conta per zona) sono posti in %2</numerusform>
            <numerusform>distribuito su %n zone (%1); un pool del piano sta in una zona, quindi tutti i suoi nodi (GKE li conta per zona) sono posti in %2</numerusform>
        </translation>
    </message>
    <message>
        <source>queued provisioning: a plan asks for it with flex-start and a Kueue queue (workload.queue); name the LocalQueue its jobs use</source>
        <translation>provisioning in coda: un piano lo chiede con flex-start e una coda Kueue (workload.queue); indica la LocalQueue usata dai suoi job</translation>
    </message>
    <message>
        <source>legacy preemptible VMs are planned as Spot VMs</source>
        <translation>le vecchie VM prerilasciabili sono pianificate come VM Spot</translation>
    </message>
    <message>
        <source>it consumes any matching reservation (ANY_RESERVATION); a plan names one reservation or none, so it is planned and priced on demand</source>
        <translation>consuma qualsiasi prenotazione corrispondente (ANY_RESERVATION); un piano indica una prenotazione o nessuna, quindi è pianificato e prezzato on demand</translation>
    </message>
    <message>
        <source>it consumes a specific reservation but the input does not name it: set reservation.name</source>
        <translation>consuma una prenotazione specifica ma l&apos;input non la indica: imposta reservation.name</translation>
    </message>
    <message>
        <source>it consumes %1; a plan names the reservation %2 only, not its block</source>
        <translation>consuma %1; un piano indica solo la prenotazione %2, non il suo blocco</translation>
    </message>
    <message numerus="yes">
        <source>it names %n reservations; a plan names one, %1</source>
        <translation>
            <numerusform>indica %n prenotazione; un piano ne indica una, %1</numerusform>
            <numerusform>indica %n prenotazioni; un piano ne indica una, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>it has no nodes and no autoscaling; the plan counts the one node of its shape</source>
        <translation>non ha nodi né scalabilità automatica; il piano conta l&apos;unico nodo della sua forma</translation>
    </message>
    <message>
        <source>it runs %1 single-host nodes without autoscaling; a plan pool holds a node count only as autoscaling bounds, so they are %1 to %1</source>
        <translation>esegue %1 nodi single-host senza scalabilità automatica; un pool del piano tiene un numero di nodi solo come limiti di scalabilità, quindi sono da %1 a %1</translation>
    </message>
    <message>
        <source>placement policy %1: the plan&apos;s export creates the workload policy the catalog gives the version instead</source>
        <translation>criterio di posizionamento %1: l&apos;esportazione del piano crea invece il criterio di carico di lavoro che il catalogo assegna alla versione</translation>
    </message>
    <message>
        <source>its maxRunDuration %1 has no place in a plan</source>
        <translation>la sua maxRunDuration %1 non trova posto in un piano</translation>
    </message>
    <message numerus="yes">
        <source>%n taint(s) of its own have no place in a plan</source>
        <translation>
            <numerusform>%n taint proprio non trova posto in un piano</numerusform>
            <numerusform>%n taint propri non trovano posto in un piano</numerusform>
        </translation>
    </message>
    <message>
        <source>no input describes this pool, only its nodes: autoscaling, reservations and flex-start are unknown, and the node count is what runs now</source>
        <translation>nessun input descrive questo pool, solo i suoi nodi: scalabilità automatica, prenotazioni e flex-start sono sconosciuti, e il numero di nodi è quello in esecuzione ora</translation>
    </message>
    <message>
        <source>machine type</source>
        <translation>tipo di macchina</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>acceleratore</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>topologia</translation>
    </message>
    <message>
        <source>google.com/tpu</source>
        <translation>google.com/tpu</translation>
    </message>
    <message>
        <source>kubectl shows node %1 with %2 %3, but the pool&apos;s is %4</source>
        <translation>kubectl mostra il nodo %1 con %2 %3, ma quello del pool è %4</translation>
    </message>
    <message>
        <source>it belongs to cluster %1, not %2</source>
        <translation>appartiene al cluster %1, non a %2</translation>
    </message>
    <message>
        <source>%1 says machine type %2, %3 says %4; the first is used</source>
        <translation>%1 indica il tipo di macchina %2, %3 indica %4; si usa il primo</translation>
    </message>
    <message numerus="yes">
        <source>it has %n node(s) per zone without autoscaling, where a %1 slice has %2</source>
        <translation>
            <numerusform>ha %n nodo per zona senza scalabilità automatica, mentre una slice %1 ne ha %2</numerusform>
            <numerusform>ha %n nodi per zona senza scalabilità automatica, mentre una slice %1 ne ha %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <source>Cluster %1 (%2, %3) from %4</source>
        <translation>Cluster %1 (%2, %3) da %4</translation>
    </message>
    <message numerus="yes">
        <source>  imported %1: %2 %3 in %4, %n node(s), %5</source>
        <translation>
            <numerusform>  importato %1: %2 %3 in %4, %n nodo, %5</numerusform>
            <numerusform>  importato %1: %2 %3 in %4, %n nodi, %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n running)</source>
        <translation>
            <numerusform> (%n in esecuzione)</numerusform>
            <numerusform> (%n in esecuzione)</numerusform>
        </translation>
    </message>
    <message>
        <source>  skipped %1: %2</source>
        <translation>  saltato %1: %2</translation>
    </message>
    <message>
        <source>  note: %1</source>
        <translation>  nota: %1</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Scritto %1</translation>
    </message>
</context>
<context>
    <name>ImportSourceReader</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>non può essere letto: %1</translation>
    </message>
    <message>
        <source>%1: the text from line %2 on is not JSON (gcloud&apos;s messages pasted with the output?); it was ignored</source>
        <translation>%1: il testo dalla riga %2 in poi non è JSON (messaggi di gcloud incollati con l&apos;output?); è stato ignorato</translation>
    </message>
    <message>
        <source>not JSON or YAML</source>
        <translation>né JSON né YAML</translation>
    </message>
    <message>
        <source>not a gcloud cluster or node pool (describe or list --format=json), kubectl get nodes -o json, or terraform show -json document</source>
        <translation>non è un cluster o node pool di gcloud (describe o list --format=json), né kubectl get nodes -o json, né un documento terraform show -json</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message>
        <source>a TPU Planner plan, not what a cluster has: open it as a plan (File &gt; Open, or tpu-plan validate)</source>
        <translation>un piano di TPU Planner, non ciò che ha un cluster: aprilo come piano (File &gt; Apri, oppure tpu-plan validate)</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>a text is needed here (a string, or one per language: {en: ..., de: ...})</source>
        <translation>qui serve un testo (una stringa, o una per lingua: {en: ..., de: ...})</translation>
    </message>
    <message>
        <source>a number of at least 0 is needed here</source>
        <translation>qui serve un numero di almeno 0</translation>
    </message>
    <message>
        <source>true or false is needed here</source>
        <translation>qui serve true o false</translation>
    </message>
    <message>
        <source>a goal is a mapping with an id, one condition, a text and a hint</source>
        <translation>un obiettivo è una mappa con un id, una condizione, un testo e un suggerimento</translation>
    </message>
    <message>
        <source>every goal needs an id</source>
        <translation>ogni obiettivo richiede un id</translation>
    </message>
    <message>
        <source>mode is standard or autopilot</source>
        <translation>mode è standard o autopilot</translation>
    </message>
    <message>
        <source>chips needs atLeast, atMost or both</source>
        <translation>chips richiede atLeast, atMost o entrambi</translation>
    </message>
    <message>
        <source>a cost goal needs below: AMOUNT</source>
        <translation>un obiettivo di costo richiede below: IMPORTO</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rule id (see tpu-plan&apos;s rules)</source>
        <translation>&apos;%1&apos; non è un id di regola (vedi le regole di tpu-plan)</translation>
    </message>
    <message>
        <source>the plan is valid</source>
        <translation>il piano è valido</translation>
    </message>
    <message>
        <source>the plan has errors</source>
        <translation>il piano ha errori</translation>
    </message>
    <message>
        <source>mode %1</source>
        <translation>modalità %1</translation>
    </message>
    <message>
        <source>TPU versions: %1</source>
        <translation>versioni TPU: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pool(s) wired as a full torus</source>
        <translation>
            <numerusform>%1 di %n pool cablato come toro completo</numerusform>
            <numerusform>%1 di %n pool cablati come toro completo</numerusform>
        </translation>
    </message>
    <message>
        <source>the cost is unknown (a price is missing)</source>
        <translation>il costo è sconosciuto (manca un prezzo)</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>%1 all&apos;ora</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>%1 al mese</translation>
    </message>
    <message>
        <source>the plan</source>
        <translation>il piano</translation>
    </message>
    <message>
        <source>no %1 finding</source>
        <translation>nessun rilievo %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>a lesson file says kind: Lesson</source>
        <translation>un file di lezione dice kind: Lesson</translation>
    </message>
    <message>
        <source>startPlan names the plan file the lesson starts from</source>
        <translation>startPlan indica il file di piano da cui parte la lezione</translation>
    </message>
    <message>
        <source>a lesson needs a list of goals</source>
        <translation>una lezione richiede una lista di obiettivi</translation>
    </message>
    <message>
        <source>the start plan %1 does not exist</source>
        <translation>il piano iniziale %1 non esiste</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a built-in lesson (%2) nor a lesson file</source>
        <translation>&apos;%1&apos; non è né una lezione integrata (%2) né un file di lezione</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>impossibile creare %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a model preset; the presets are: %2</source>
        <translation>&apos;%1&apos; non è un modello predefinito; i modelli sono: %2</translation>
    </message>
    <message>
        <source>a precision is bf16, fp8, int8 or int4</source>
        <translation>una precisione è bf16, fp8, int8 o int4</translation>
    </message>
    <message>
        <source>servesModel needs contextLen and concurrency, each from 1 to 10,000,000</source>
        <translation>servesModel richiede contextLen e concurrency, ciascuno da 1 a 10.000.000</translation>
    </message>
    <message>
        <source>a goal has exactly one condition: valid, mode, tpu, chips, torus, hourlyCost, monthlyCost, finding or servesModel (this one has %1)</source>
        <translation>un obiettivo ha esattamente una condizione: valid, mode, tpu, chips, torus, hourlyCost, monthlyCost, finding o servesModel (questo ne ha %1)</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>ci sta</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>al limite</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>non ci sta</translation>
    </message>
    <message>
        <source>%1: %2 GiB per chip of %3 usable, %4</source>
        <translation>%1: %2 GiB per chip su %3 utilizzabili, %4</translation>
    </message>
    <message>
        <source>no pool to serve from</source>
        <translation>nessun pool da cui servire</translation>
    </message>
    <message>
        <source>cannot read the lesson: %1</source>
        <translation>impossibile leggere la lezione: %1</translation>
    </message>
</context>
<context>
    <name>LintReport</name>
    <message numerus="yes">
        <source>%n other object(s) skipped</source>
        <translation>
            <numerusform>%n altro oggetto saltato</numerusform>
            <numerusform>%n altri oggetti saltati</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not read</source>
        <translation>%1: non letto</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s) in %2 TPU workload(s); %3</source>
        <translation>
            <numerusform>%1: %n errore in %2 carichi di lavoro TPU; %3</numerusform>
            <numerusform>%1: %n errori in %2 carichi di lavoro TPU; %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no TPU workload; %2</source>
        <translation>%1: nessun carico di lavoro TPU; %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n TPU workload(s) look right; %2</source>
        <translation>
            <numerusform>%1: %n carico di lavoro TPU sembra corretto; %2</numerusform>
            <numerusform>%1: %n carichi di lavoro TPU sembrano corretti; %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n document(s) that are not Kubernetes objects</source>
        <translation>
            <numerusform>, %n documento che non è un oggetto Kubernetes</numerusform>
            <numerusform>, %n documenti che non sono oggetti Kubernetes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: a template, skipped</source>
        <translation>%1: un template, saltato</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) left out by --exclude</source>
        <translation>
            <numerusform>%n file escluso da --exclude</numerusform>
            <numerusform>%n file esclusi da --exclude</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManifestExporter</name>
    <message numerus="yes">
        <source>Pool %1 of plan &quot;%2&quot;: %3 %4, %n node(s)</source>
        <translation>
            <numerusform>Pool %1 del piano &quot;%2&quot;: %3 %4, %n nodo</numerusform>
            <numerusform>Pool %1 del piano &quot;%2&quot;: %3 %4, %n nodi</numerusform>
        </translation>
    </message>
    <message>
        <source>Generated by tpu-plan. Apply with: kubectl apply -f %1.yaml</source>
        <translation>Generato da tpu-plan. Applica con: kubectl apply -f %1.yaml</translation>
    </message>
    <message>
        <source>Needs the JobSet controller in the cluster.</source>
        <translation>Richiede il controller JobSet nel cluster.</translation>
    </message>
    <message>
        <source>Needs Kueue in the cluster.</source>
        <translation>Richiede Kueue nel cluster.</translation>
    </message>
    <message>
        <source>Named by the TPU plan; the value follows the name (high, low or neither).</source>
        <translation>Nominata dal piano TPU; il valore dipende dal nome (high, low o nessuno dei due).</translation>
    </message>
    <message>
        <source>Dynamic slicing: GKE&apos;s slice controller (gcloud.sh turns it on) forms each workload&apos;s slice inside the blocks when Kueue admits it.</source>
        <translation>Slicing dinamico: il controller di slice di GKE (gcloud.sh lo attiva) forma la slice di ogni carico di lavoro nei blocchi quando Kueue lo ammette.</translation>
    </message>
    <message>
        <source>Sub-slicing: Kueue %1 or later places each workload&apos;s sub-slice inside the node pools by Topology Aware Scheduling.</source>
        <translation>Sub-slicing: Kueue %1 o successivo colloca la sub-slice di ogni carico di lavoro nei node pool con il Topology Aware Scheduling.</translation>
    </message>
</context>
<context>
    <name>ManifestLinter</name>
    <message>
        <source>no such file or folder</source>
        <translation>file o cartella inesistente</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>non leggibile: %1</translation>
    </message>
    <message>
        <source>not readable as Kubernetes YAML: %1</source>
        <translation>non leggibile come YAML Kubernetes: %1</translation>
    </message>
    <message>
        <source>a Helm or Jinja template, not a manifest: skipped. Lint what it renders (helm template), or leave it out with --exclude</source>
        <translation>un template Helm o Jinja, non un manifest: saltato. Controlla ciò che genera (helm template), oppure escludilo con --exclude</translation>
    </message>
    <message>
        <source>no *.yaml or *.yml file in this folder or the folders under it (hidden ones are not searched): nothing was checked</source>
        <translation>nessun file *.yaml o *.yml in questa cartella o nelle sue sottocartelle (quelle nascoste non vengono cercate): non è stato controllato nulla</translation>
    </message>
    <message>
        <source>a Helm or Jinja template, not a manifest: skipped. Check what it renders (helm template) instead</source>
        <translation>un template Helm o Jinja, non un manifest: saltato. Controlla invece ciò che genera (helm template)</translation>
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
        <translation>i Pod chiedono chip TPU ma non selezionano alcun %1; GKE non sa di quali nodi TPU hanno bisogno, quindi restano Pending. Aggiungi il selettore di nodo (ad es. tpu-v5-lite-podslice)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU accelerator GKE knows, so no node ever matches; use one of: %2</source>
        <translation>&apos;%1&apos; non è un acceleratore TPU noto a GKE, quindi nessun nodo corrisponde mai; usa uno tra: %2</translation>
    </message>
    <message>
        <source>no %1 node selector: %2 requires it, and without it pods may land on a slice of another shape; add one of: %3</source>
        <translation>nessun selettore di nodo %1: %2 lo richiede e senza di esso i Pod possono finire su una slice di forma diversa; aggiungine uno tra: %3</translation>
    </message>
    <message>
        <source>GKE&apos;s guide</source>
        <translation>la guida di GKE</translation>
    </message>
    <message>
        <source>%1 slices are %2D, so &apos;%3&apos; never matches a node; use one of: %4</source>
        <translation>le slice %1 sono %2D, quindi &apos;%3&apos; non corrisponde mai a un nodo; usa una tra: %4</translation>
    </message>
    <message>
        <source>%1 with topology %2 exists only in %3 clusters, not in %4; lint with --mode %5 if the manifest is meant for %3</source>
        <translation>%1 con topologia %2 esiste solo nei cluster %3, non in %4; controlla con --mode %5 se il manifest è pensato per %3</translation>
    </message>
    <message>
        <source>%1 with topology %2 exists only in %3 clusters; %4 nodes of that shape carry %5</source>
        <translation>%1 con topologia %2 esiste solo nei cluster %3; i nodi %4 di quella forma portano %5</translation>
    </message>
    <message>
        <source>%1 has no topology %2, so no node ever matches; use one of: %3</source>
        <translation>%1 non ha la topologia %2, quindi nessun nodo corrisponde mai; usa una tra: %3</translation>
    </message>
    <message>
        <source>%1 must be a whole number of chips, not &apos;%2&apos;</source>
        <translation>%1 deve essere un numero intero di chip, non &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 is requested without a limit; Kubernetes refuses an extended resource without one. Set limits.%1 to the same number</source>
        <translation>%1 è richiesto senza un limite; Kubernetes rifiuta una risorsa estesa senza limite. Imposta limits.%1 allo stesso numero</translation>
    </message>
    <message>
        <source>%1 requests (%2) differ from limits (%3); Kubernetes refuses the pod. Make them equal</source>
        <translation>le richieste di %1 (%2) differiscono dai limiti (%3); Kubernetes rifiuta il Pod. Rendile uguali</translation>
    </message>
    <message>
        <source>the pods select TPU nodes but no container asks for %1: they get no chips, and do not tolerate the TPU nodes&apos; taint. Set limits.%1 on the container that uses the TPU</source>
        <translation>i Pod selezionano nodi TPU ma nessun container chiede %1: non ottengono chip e non tollerano il taint dei nodi TPU. Imposta limits.%1 sul container che usa la TPU</translation>
    </message>
    <message>
        <source>a multi-host Job needs completionMode: Indexed so each pod knows its host number; set it, or use a JobSet</source>
        <translation>un Job multi-host richiede completionMode: Indexed perché ogni Pod conosca il proprio numero di host; impostalo oppure usa un JobSet</translation>
    </message>
    <message>
        <source>the pods of a multi-host Job find each other through a headless Service: set subdomain to its name (and create the Service with clusterIP: None), or use a JobSet</source>
        <translation>i Pod di un Job multi-host si trovano tramite un Service headless: imposta subdomain al suo nome (e crea il Service con clusterIP: None) oppure usa un JobSet</translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s) of %1 VMs each, but no %2 annotation: pods of different slices can mix on one node pool and every slice waits forever. Add %2: %3</source>
        <translation>
            <numerusform>%n slice di %1 VM ciascuna, ma nessuna annotazione %2: Pod di slice diverse possono mescolarsi in un node pool e ogni slice aspetta per sempre. Aggiungi %2: %3</numerusform>
            <numerusform>%n slice di %1 VM ciascuna, ma nessuna annotazione %2: Pod di slice diverse possono mescolarsi in un node pool e ogni slice aspetta per sempre. Aggiungi %2: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is &apos;%2&apos;; a TPU slice is one node pool, so GKE&apos;s samples use %3</source>
        <translation>%1 è &apos;%2&apos;; una slice TPU è un node pool, quindi gli esempi di GKE usano %3</translation>
    </message>
    <message>
        <source>%1 selects a workload policy, which only %2 node pools carry; %3 nodes never have it. Remove the selector</source>
        <translation>%1 seleziona una policy del carico di lavoro, che solo i node pool %2 portano; i nodi %3 non la hanno mai. Rimuovi il selettore</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a label value: use the workload policy&apos;s name, not its path or URI</source>
        <translation>&apos;%1&apos; non è un valore di etichetta: usa il nome della policy del carico di lavoro, non il suo percorso o URI</translation>
    </message>
    <message>
        <source>a single-host %1 slice takes no workload policy, so its nodes carry no %2; remove the selector</source>
        <translation>una slice %1 single-host non prende alcuna policy del carico di lavoro, quindi i suoi nodi non portano %2; rimuovi il selettore</translation>
    </message>
    <message>
        <source>multi-host %1 pods created by node auto-provisioning need the %2 node selector naming the %3 workload policy</source>
        <translation>i Pod %1 multi-host creati dal provisioning automatico dei nodi richiedono il selettore di nodo %2 con il nome della policy del carico di lavoro %3</translation>
    </message>
    <message>
        <source>%1 nodes use a workload policy, not compact placement groups; select %2 instead</source>
        <translation>i nodi %1 usano una policy del carico di lavoro, non gruppi di posizionamento compatto; seleziona invece %2</translation>
    </message>
    <message>
        <source>collection scheduling exists only for TPU Trillium (v6e); %1 nodes never carry this label. Remove it</source>
        <translation>la pianificazione delle raccolte esiste solo per TPU Trillium (v6e); i nodi %1 non portano mai questa etichetta. Rimuovila</translation>
    </message>
    <message>
        <source>collection scheduling does not support Spot VMs; drop %1 or the collection</source>
        <translation>la pianificazione delle raccolte non supporta le VM spot; togli %1 o la raccolta</translation>
    </message>
    <message>
        <source>Spot nodes never consume a reservation, so no node has both %1 and %2; keep one</source>
        <translation>i nodi spot non consumano mai una prenotazione, quindi nessun nodo ha sia %1 sia %2; tienine uno</translation>
    </message>
    <message>
        <source>flex-start nodes are not Spot nodes; no node matches both %1 and %2. Keep one</source>
        <translation>i nodi flex-start non sono nodi spot; nessun nodo corrisponde sia a %1 sia a %2. Tienine uno</translation>
    </message>
    <message>
        <source>flex-start capacity does not come from a reservation; no node matches both %1 and %2</source>
        <translation>la capacità flex-start non proviene da una prenotazione; nessun nodo corrisponde sia a %1 sia a %2</translation>
    </message>
    <message>
        <source>TPU reservations are consumed with specific affinity only; set %1 to specific</source>
        <translation>le prenotazioni TPU si consumano solo con affinità specifica; imposta %1 a specific</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 %3, %n chip(s) per pod, %4)</source>
        <translation>
            <numerusform>%1 (%2 %3, %n chip per Pod, %4)</numerusform>
            <numerusform>%1 (%2 %3, %n chip per Pod, %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no pool of the plan &apos;%1&apos; runs these pods (%2 %3, %n chip(s) per pod%4); its pools: %5</source>
        <translation>
            <numerusform>nessun pool del piano &apos;%1&apos; esegue questi Pod (%2 %3, %n chip per Pod%4); i suoi pool: %5</numerusform>
            <numerusform>nessun pool del piano &apos;%1&apos; esegue questi Pod (%2 %3, %n chip per Pod%4); i suoi pool: %5</numerusform>
        </translation>
    </message>
    <message>
        <source>, Spot</source>
        <translation>, spot</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>; on dynamic-slicing blocks, name the slice with the %1 annotation instead</source>
        <translation>; sui blocchi con slicing dinamico, indica invece la slice con l&apos;annotazione %1</translation>
    </message>
    <message>
        <source>Kueue adds the node selectors of queue &apos;%1&apos; when it admits the workload, but no ResourceFlavor with %2 is in the linted files: accelerator, topology, chips and pods per slice are not checked. Lint the flavor&apos;s file with it for a full check</source>
        <translation>Kueue aggiunge i selettori dei nodi della coda &apos;%1&apos; quando ammette il carico di lavoro, ma nessun ResourceFlavor con %2 è tra i file controllati: acceleratore, topologia, chip e Pod per slice non vengono controllati. Controlla anche il file del flavor per una verifica completa</translation>
    </message>
    <message>
        <source>%1 slices are %2D, so &apos;%3&apos; names no slice</source>
        <translation>le slice %1 sono %2D, quindi &apos;%3&apos; non indica alcuna slice</translation>
    </message>
    <message>
        <source>Kueue forms %1 sub-slices of these shapes only: %2; &apos;%3&apos; never forms and the pods stay Pending</source>
        <translation>Kueue forma sub-slice %1 solo di queste forme: %2; &apos;%3&apos; non si forma mai e i Pod restano in Pending</translation>
    </message>
    <message>
        <source>%1 has neither dynamic slicing (TPU7x) nor Kueue sub-slicing (v6e): %2 names a slice that never forms. Remove the annotation and select the node pool&apos;s topology</source>
        <translation>%1 non ha né lo slicing dinamico (TPU7x) né il sub-slicing di Kueue (v6e): %2 indica una slice che non si forma mai. Rimuovi l&apos;annotazione e seleziona la topologia del pool di nodi</translation>
    </message>
    <message>
        <source>dynamic slicing exists only in Standard clusters (release channel %1, node image %2)</source>
        <translation>lo slicing dinamico esiste solo nei cluster Standard (canale di rilascio %1, immagine dei nodi %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a %2 dynamic slice: %3. No slice forms and the pods stay Pending</source>
        <translation>&apos;%1&apos; non è una slice dinamica %2: %3. Nessuna slice si forma e i Pod restano in Pending</translation>
    </message>
    <message>
        <source>the nodes of a dynamic-slicing pool carry %1: %2 (the block), so &apos;%3&apos; matches none; leave the selector out, the annotation names the slice</source>
        <translation>i nodi di un pool con slicing dinamico hanno %1: %2 (il blocco), quindi &apos;%3&apos; non corrisponde a nessuno; ometti il selettore, è l&apos;annotazione a indicare la slice</translation>
    </message>
    <message>
        <source>a %1 sub-slice does not fit in a %2 node pool; ask for a smaller sub-slice or select a larger pool</source>
        <translation>una sub-slice %1 non entra in un pool di nodi %2; chiedi una sub-slice più piccola o seleziona un pool più grande</translation>
    </message>
    <message>
        <source>%1 is &apos;%2&apos;; a dynamic slice spans its blocks&apos; node pools, so GKE&apos;s samples use %3</source>
        <translation>%1 è &apos;%2&apos;; una slice dinamica si estende sui pool di nodi dei suoi blocchi, quindi gli esempi di GKE usano %3</translation>
    </message>
    <message>
        <source> (judged as admitted on the Kueue flavor %1)</source>
        <translation> (valutato come ammesso sul flavor Kueue %1)</translation>
    </message>
    <message>
        <source>queue &apos;%1&apos; and its ClusterQueue are not in the linted files, and no TPU flavor in view (%2) fits these pods cleanly: the selectors Kueue adds are not known, so accelerator, topology, chips and pods per slice are not checked</source>
        <translation>la coda &apos;%1&apos; e la sua ClusterQueue non sono tra i file controllati, e nessun flavor TPU visibile (%2) si adatta a questi Pod senza problemi: i selettori aggiunti da Kueue non sono noti, quindi acceleratore, topologia, chip e Pod per slice non vengono controllati</translation>
    </message>
    <message>
        <source>queue &apos;%1&apos; admits workloads on the flavor(s) %2, whose node labels contradict this selector (&apos;%3&apos;): Kueue never admits the workload. Drop the selector or match the flavor</source>
        <translation>la coda &apos;%1&apos; ammette carichi di lavoro sui flavor %2, le cui etichette dei nodi contraddicono questo selettore (&apos;%3&apos;): Kueue non ammette mai il carico di lavoro. Rimuovi il selettore o allinealo al flavor</translation>
    </message>
    <message numerus="yes">
        <source>, or a larger shape of at least %n chip(s) with every side a multiple of %1</source>
        <translation>
            <numerusform>, oppure una forma più grande di almeno %n chip con ogni lato multiplo di %1</numerusform>
            <numerusform>, oppure una forma più grande di almeno %n chip con ogni lato multiplo di %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pods ask for %n chip(s), but a %1 %2 node has %3: a pod must take all the chips of one VM, so it stays Pending. Ask for %3</source>
        <translation>
            <numerusform>i Pod chiedono %n chip, ma un nodo %1 %2 ne ha %3: un Pod deve prendere tutti i chip di una VM, altrimenti resta Pending. Chiedine %3</numerusform>
            <numerusform>i Pod chiedono %n chip, ma un nodo %1 %2 ne ha %3: un Pod deve prendere tutti i chip di una VM, altrimenti resta Pending. Chiedine %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %1 slice spans %n VM(s) and needs one pod on each; a single Pod cannot use it. Run a JobSet (or an Indexed Job) with %n pods</source>
        <translation>
            <numerusform>una slice %1 si estende su %n VM e richiede un Pod su ciascuna; un singolo Pod non può usarla. Esegui un JobSet (o un Job indicizzato) con %n Pod</numerusform>
            <numerusform>una slice %1 si estende su %n VM e richiede un Pod su ciascuna; un singolo Pod non può usarla. Esegui un JobSet (o un Job indicizzato) con %n Pod</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) do not fill whole %1 slices of %2 VMs (one pod per VM); GKE creates whole slices, so use a multiple of %2</source>
        <translation>
            <numerusform>%n replica non riempie slice %1 intere di %2 VM (un Pod per VM); GKE crea slice intere, quindi usa un multiplo di %2</numerusform>
            <numerusform>%n repliche non riempiono slice %1 intere di %2 VM (un Pod per VM); GKE crea slice intere, quindi usa un multiplo di %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>numOfHosts is %1, but a %2 slice has %n VM(s) and each worker replica needs one pod per VM; set numOfHosts to %n</source>
        <translation>
            <numerusform>numOfHosts è %1, ma una slice %2 ha %n VM e ogni replica worker richiede un Pod per VM; imposta numOfHosts a %n</numerusform>
            <numerusform>numOfHosts è %1, ma una slice %2 ha %n VM e ogni replica worker richiede un Pod per VM; imposta numOfHosts a %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>size is %1, but a %2 slice has %n VM(s) and each group needs one pod per VM; set size to %n</source>
        <translation>
            <numerusform>size è %1, ma una slice %2 ha %n VM e ogni gruppo richiede un Pod per VM; imposta size a %n</numerusform>
            <numerusform>size è %1, ma una slice %2 ha %n VM e ogni gruppo richiede un Pod per VM; imposta size a %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>size is %1: a leader without chips and %2 workers, but a %3 slice has %n VM(s) and needs one worker on each; set size to %4</source>
        <translation>
            <numerusform>size è %1: un leader senza chip e %2 worker, ma una slice %3 ha %n VM e ne richiede uno su ciascuna; imposta size a %4</numerusform>
            <numerusform>size è %1: un leader senza chip e %2 worker, ma una slice %3 ha %n VM e ne richiede uno su ciascuna; imposta size a %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>subGroupSize is %1, but each subgroup fills one %2 slice of %n VM(s) (one pod per VM); set subGroupSize to %n</source>
        <translation>
            <numerusform>subGroupSize è %1, ma ogni sottogruppo occupa una slice %2 di %n VM (un Pod per VM); imposta subGroupSize a %n</numerusform>
            <numerusform>subGroupSize è %1, ma ogni sottogruppo occupa una slice %2 di %n VM (un Pod per VM); imposta subGroupSize a %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>size is %1, which leaves %n pod(s) on TPU VMs: not whole subgroups of %2; set size to a multiple of %2 (plus %3 for a leader without chips)</source>
        <translation>
            <numerusform>size è %1, che lascia %n Pod sulle VM TPU: non sottogruppi interi di %2; imposta size a un multiplo di %2 (più %3 per un leader senza chip)</numerusform>
            <numerusform>size è %1, che lascia %n Pod sulle VM TPU: non sottogruppi interi di %2; imposta size a un multiplo di %2 (più %3 per un leader senza chip)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2, but a %3 slice has %n VM(s) and needs one pod on each (the TPU runtime waits for every host); set %1 to %n</source>
        <translation>
            <numerusform>%1 è %2, ma una slice %3 ha %n VM e richiede un Pod su ciascuna (il runtime TPU aspetta ogni host); imposta %1 a %n</numerusform>
            <numerusform>%1 è %2, ma una slice %3 ha %n VM e richiede un Pod su ciascuna (il runtime TPU aspetta ogni host); imposta %1 a %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>extended run time (up to %n day(s) without eviction) exists only on Autopilot; on Standard this annotation only stops the autoscaler&apos;s scale-down. Use a maintenance exclusion</source>
        <translation>
            <numerusform>il tempo di esecuzione esteso (fino a %n giorno senza espulsione) esiste solo in Autopilot; in Standard questa annotazione impedisce solo la riduzione da parte dell&apos;autoscaler. Usa un&apos;esclusione di manutenzione</numerusform>
            <numerusform>il tempo di esecuzione esteso (fino a %n giorni senza espulsione) esiste solo in Autopilot; in Standard questa annotazione impedisce solo la riduzione da parte dell&apos;autoscaler. Usa un&apos;esclusione di manutenzione</numerusform>
        </translation>
    </message>
    <message>
        <source>with slice workloads %1</source>
        <translation>con i carichi di lavoro a slice %1</translation>
    </message>
    <message numerus="yes">
        <source>no pool of the plan &apos;%1&apos; plans the slices these pods name (%2 %3 × %4, %n chip(s) per pod%5); its pools: %6</source>
        <translation>
            <numerusform>nessun pool del piano &apos;%1&apos; prevede le slice indicate da questi Pod (%2 %3 × %4, %n chip per Pod%5); i suoi pool: %6</numerusform>
            <numerusform>nessun pool del piano &apos;%1&apos; prevede le slice indicate da questi Pod (%2 %3 × %4, %n chip per Pod%5); i suoi pool: %6</numerusform>
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
        <translation>%1: niente da migrare: nessun costrutto dell&apos;era TPUEstimator trovato</translation>
    </message>
    <message>
        <source>%1: note: %2</source>
        <translation>%1: nota: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n construct(s) to migrate</source>
        <translation>
            <numerusform>%1: %n costrutto da migrare</numerusform>
            <numerusform>%1: %n costrutti da migrare</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: error: not Python: %2</source>
        <translation>%1: errore: non è Python: %2</translation>
    </message>
    <message>
        <source>%1: error: %2</source>
        <translation>%1: errore: %2</translation>
    </message>
</context>
<context>
    <name>MigrationScanner</name>
    <message>
        <source>it is a directory, not a Python script</source>
        <translation>è una cartella, non uno script Python</translation>
    </message>
</context>
<context>
    <name>NameRules</name>
    <message>
        <source>the small non-TPU node pool that main.tf creates for kube-system Pods</source>
        <translation>del piccolo pool di nodi senza TPU che main.tf crea per i Pod di kube-system</translation>
    </message>
    <message>
        <source>the node pool gcloud creates with the cluster, which gcloud.sh keeps for kube-system Pods</source>
        <translation>del pool di nodi che gcloud crea insieme al cluster e che gcloud.sh mantiene per i Pod di kube-system</translation>
    </message>
    <message>
        <source>%1 becomes the GKE node pool &apos;%2&apos;, the name of %3; rename the pool</source>
        <translation>%1 diventa il pool di nodi GKE &apos;%2&apos;, il nome %3; rinomina il pool</translation>
    </message>
    <message>
        <source>%1 and %2 both become the GKE node pool &apos;%3&apos; (a pool of several slices gets one node pool per slice, NAME-0, NAME-1, ...); rename one of the pools</source>
        <translation>%1 e %2 diventano entrambi il pool di nodi GKE &apos;%3&apos; (un pool di più slice riceve un pool di nodi per slice, NAME-0, NAME-1, ...); rinomina uno dei pool</translation>
    </message>
    <message>
        <source>%1 and %2 both become the Terraform resource google_container_node_pool.%3 (Terraform names keep letters, digits and &apos;_&apos; and put &apos;pool_&apos; before a leading digit); rename one of the pools</source>
        <translation>%1 e %2 diventano entrambi la risorsa Terraform google_container_node_pool.%3 (i nomi Terraform mantengono lettere, cifre e &apos;_&apos; e antepongono &apos;pool_&apos; a una cifra iniziale); rinomina uno dei pool</translation>
    </message>
    <message>
        <source>the cluster&apos;s node pool &apos;%1&apos;</source>
        <translation>il pool di nodi &apos;%1&apos; del cluster</translation>
    </message>
    <message>
        <source>pool &apos;%1&apos;</source>
        <translation>il pool &apos;%1&apos;</translation>
    </message>
    <message>
        <source>slice %1 of pool &apos;%2&apos; (node pool &apos;%3&apos;)</source>
        <translation>la slice %1 del pool &apos;%2&apos; (pool di nodi &apos;%3&apos;)</translation>
    </message>
</context>
<context>
    <name>NewFileTarget</name>
    <message>
        <source>%1 exists and is not a regular file; give a new path</source>
        <translation>%1 esiste e non è un file normale; indica un nuovo percorso</translation>
    </message>
    <message>
        <source>%1 exists; give a new path, or --force to replace it</source>
        <translation>%1 esiste; indica un nuovo percorso, o --force per sostituirlo</translation>
    </message>
    <message>
        <source>%1 is a symbolic link, not a regular file; give the path of the file itself or a new path</source>
        <translation>%1 è un collegamento simbolico, non un file regolare; indica il percorso del file stesso o un nuovo percorso</translation>
    </message>
</context>
<context>
    <name>NodeRules</name>
    <message>
        <source>Autopilot chooses the node image itself; nodeImage is ignored (remove it)</source>
        <translation>Autopilot sceglie da solo l&apos;immagine del nodo; nodeImage viene ignorato (rimuovilo)</translation>
    </message>
    <message>
        <source>Autopilot always creates nodes for pending pods; autoprovisioning is ignored (remove it)</source>
        <translation>Autopilot crea sempre nodi per i Pod in attesa; autoprovisioning viene ignorato (rimuovilo)</translation>
    </message>
    <message>
        <source>%1 nodes are not supported with TPUs; use %2</source>
        <translation>i nodi %1 non sono supportati con le TPU; usa %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node image TPU pools can use; use %2</source>
        <translation>&apos;%1&apos; non è un&apos;immagine del nodo utilizzabile dai pool TPU; usa %2</translation>
    </message>
    <message>
        <source>%1 does not support SMT set to %2; set smt to 1 or use another machine type</source>
        <translation>%1 non supporta SMT impostato su %2; imposta smt su 1 o usa un altro tipo di macchina</translation>
    </message>
    <message>
        <source>extended run time pods exist only on Autopilot; switch the cluster to Autopilot or turn extendedRunTime off (use a maintenance exclusion on Standard)</source>
        <translation>i Pod con tempo di esecuzione esteso esistono solo su Autopilot; passa il cluster ad Autopilot o disattiva extendedRunTime (su Standard usa un&apos;esclusione di manutenzione)</translation>
    </message>
    <message>
        <source>collection scheduling exists only for TPU Trillium (v6e); turn it off or use v6e</source>
        <translation>la pianificazione delle raccolte (collection scheduling) esiste solo per TPU Trillium (v6e); disattivala o usa v6e</translation>
    </message>
    <message>
        <source>collection scheduling does not support Spot VMs; use on-demand or a reservation, or turn it off</source>
        <translation>la pianificazione delle raccolte non supporta le VM spot; usa on-demand o una prenotazione, oppure disattivala</translation>
    </message>
    <message>
        <source>the workload requests TPU chips but no %1, so Kubernetes treats its pods as best-effort; set workload.cpu and workload.memory</source>
        <translation>il carico di lavoro richiede chip TPU ma non %1, quindi Kubernetes tratta i suoi Pod come best-effort; imposta workload.cpu e workload.memory</translation>
    </message>
    <message>
        <source>CPU or memory</source>
        <translation>CPU o memoria</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memoria</translation>
    </message>
    <message>
        <source>Autopilot scales TPU nodes with the workload; node pool autoscaling is ignored (remove it)</source>
        <translation>Autopilot scala i nodi TPU in base al carico di lavoro; la scalabilità automatica del pool di nodi viene ignorata (rimuovila)</translation>
    </message>
    <message>
        <source>Autopilot does not let you set SMT; smt is ignored (remove it)</source>
        <translation>Autopilot non consente di impostare SMT; smt viene ignorato (rimuovilo)</translation>
    </message>
    <message>
        <source>the TPU Node (2VM) architecture reached its end of life on %1 (source: %2); use tpu-vm (remove &apos;architecture&apos;)</source>
        <translation>l&apos;architettura TPU Node (2VM) ha raggiunto la fine del ciclo di vita il %1 (fonte: %2); usa tpu-vm (rimuovi &apos;architecture&apos;)</translation>
    </message>
    <message numerus="yes">
        <source>at most %n pod(s) can run on one TPU VM, not %1; lower podsPerNode</source>
        <translation>
            <numerusform>al massimo %n pod può girare su una VM TPU, non %1; riducete podsPerNode</numerusform>
            <numerusform>al massimo %n pod possono girare su una VM TPU, non %1; riducete podsPerNode</numerusform>
        </translation>
    </message>
    <message>
        <source>Autopilot chooses the nodes&apos; boot disks itself; bootDiskType is ignored (remove it)</source>
        <translation>Autopilot sceglie da sé i dischi di avvio dei nodi; bootDiskType viene ignorato (rimuovilo)</translation>
    </message>
    <message>
        <source>%1 nodes boot only from %2 (source: %3), not from %4; set bootDiskType to %5 or remove it</source>
        <translation>i nodi %1 si avviano solo da %2 (fonte: %3), non da %4; imposta bootDiskType su %5 o rimuovilo</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
</context>
<context>
    <name>PlanFieldRules</name>
    <message>
        <source>&apos;%1&apos; holds the control character %2: line breaks and tabs are allowed here, but no terminal escapes or other control characters; remove it</source>
        <translation>&apos;%1&apos; contiene il carattere di controllo %2: qui sono ammessi a capo e tabulazioni, ma non sequenze di escape del terminale o altri caratteri di controllo; rimuovilo</translation>
    </message>
    <message>
        <source>&apos;%1&apos; holds the control character %2: plan values are text without line breaks, tabs or terminal escapes; remove it</source>
        <translation>&apos;%1&apos; contiene il carattere di controllo %2: i valori del piano sono testo senza a capo, tabulazioni o sequenze di escape del terminale; rimuovilo</translation>
    </message>
    <message>
        <source>must be from 0 to %1, not %2: no node offers that much to one Pod</source>
        <translation>deve essere compreso tra 0 e %1, non %2: nessun nodo offre tanto a un singolo Pod</translation>
    </message>
</context>
<context>
    <name>PlanReader</name>
    <message>
        <source>the file is empty; a plan starts with &apos;apiVersion: tpu-planner/v1&apos; and &apos;kind: Plan&apos;</source>
        <translation>il file è vuoto; un piano inizia con &apos;apiVersion: tpu-planner/v1&apos; e &apos;kind: Plan&apos;</translation>
    </message>
    <message>
        <source>a plan must be a mapping with apiVersion, kind, metadata, cluster and pools at the top</source>
        <translation>un piano deve essere una mappa con apiVersion, kind, metadata, cluster e pools al livello principale</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a plan format this version reads; use &apos;%2&apos;</source>
        <translation>&apos;%1&apos; non è un formato di piano leggibile da questa versione; usa &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a plan; the kind must be &apos;Plan&apos;</source>
        <translation>&apos;%1&apos; non è un piano; kind deve essere &apos;Plan&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid name: use at most 40 lowercase letters, digits and &apos;-&apos;, starting with a letter or digit and ending with one (e.g. tpu-train)</source>
        <translation>&apos;%1&apos; non è un nome valido: usa al massimo 40 lettere minuscole, cifre e &apos;-&apos;, iniziando e terminando con una lettera o una cifra (ad es. tpu-train)</translation>
    </message>
    <message>
        <source>lists no pool; add at least one TPU pool</source>
        <translation>non elenca alcun pool; aggiungi almeno un pool TPU</translation>
    </message>
    <message>
        <source>another pool is already called &apos;%1&apos;; pool names must be unique</source>
        <translation>un altro pool si chiama già &apos;%1&apos;; i nomi dei pool devono essere univoci</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a reservation name: use lowercase letters, digits and &apos;-&apos;, starting with a letter</source>
        <translation>&apos;%1&apos; non è un nome di prenotazione: usa lettere minuscole, cifre e &apos;-&apos;, iniziando con una lettera</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Google Cloud project id (6 to 30 lowercase letters, digits and &apos;-&apos;)</source>
        <translation>&apos;%1&apos; non è un ID progetto Google Cloud (da 6 a 30 lettere minuscole, cifre e &apos;-&apos;)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Kubernetes quantity; write e.g. &quot;200&quot;, &quot;500m&quot; or &quot;400Gi&quot;</source>
        <translation>&apos;%1&apos; non è una quantità Kubernetes; scrivi ad es. &quot;200&quot;, &quot;500m&quot; o &quot;400Gi&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Prometheus metric name: use letters, digits, &apos;_&apos; and &apos;:&apos;, not starting with a digit (e.g. vllm:num_requests_waiting)</source>
        <translation>&apos;%1&apos; non è un nome di metrica Prometheus: usare lettere, cifre, &apos;_&apos; e &apos;:&apos;, senza iniziare con una cifra (es. vllm:num_requests_waiting)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Cloud Storage bucket name: 3 to 63 lowercase letters, digits, &apos;-&apos; and &apos;_&apos;, starting and ending with a letter or digit, without gs://</source>
        <translation>&apos;%1&apos; non è un nome di bucket Cloud Storage: da 3 a 63 lettere minuscole, cifre, &apos;-&apos; e &apos;_&apos;, che iniziano e finiscono con una lettera o una cifra, senza gs://</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a start time: write it in UTC as YYYY-MM-DDTHH:MM:SSZ, for example 2027-01-04T00:00:00Z</source>
        <translation>&apos;%1&apos; non è un orario di inizio: scrivilo in UTC come YYYY-MM-DDTHH:MM:SSZ, per esempio 2027-01-04T00:00:00Z</translation>
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
        <translation>VM Cloud TPU</translation>
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
        <translation>l&apos;id &apos;%1&apos; è usato due volte</translation>
    </message>
</context>
<context>
    <name>PriceOverrides</name>
    <message>
        <source>&apos;%1&apos; is not a TPU version of the catalog; use one of: %2, or asOf, source</source>
        <translation>&apos;%1&apos; non è una versione TPU del catalogo; usa una tra: %2, oppure asOf, source</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;; expected one of: %2</source>
        <translation>chiave sconosciuta &apos;%1&apos;; è prevista una tra: %2</translation>
    </message>
    <message>
        <source>only &apos;chip-hour&apos; prices are understood</source>
        <translation>sono supportati solo i prezzi per &apos;chip-hour&apos;</translation>
    </message>
    <message>
        <source>a price cannot be negative</source>
        <translation>un prezzo non può essere negativo</translation>
    </message>
    <message>
        <source>names no price: give onDemand, spot, commit1y or commit3y</source>
        <translation>non indica alcun prezzo: specifica onDemand, spot, commit1y o commit3y</translation>
    </message>
    <message>
        <source>Price overrides from %1</source>
        <translation>Prezzi sovrascritti da %1</translation>
    </message>
    <message>
        <source>cannot read the prices file: %1</source>
        <translation>impossibile leggere il file dei prezzi: %1</translation>
    </message>
</context>
<context>
    <name>PythonSource</name>
    <message>
        <source>the file holds a NUL byte: it is binary, not Python source</source>
        <translation>il file contiene un byte NUL: è binario, non sorgente Python</translation>
    </message>
    <message>
        <source>the coding line names &apos;%1&apos;, which this reader does not decode (UTF-8 and Latin-1 only)</source>
        <translation>la riga di codifica indica &apos;%1&apos;, che questo lettore non decodifica (solo UTF-8 e Latin-1)</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8 (and no coding line says otherwise): not Python source</source>
        <translation>il file non è UTF-8 valido (e nessuna riga di codifica dice altro): non è sorgente Python</translation>
    </message>
    <message>
        <source>unexpected indent</source>
        <translation>rientro inatteso</translation>
    </message>
    <message>
        <source>expected an indented block after this &apos;:&apos;</source>
        <translation>dopo questo &apos;:&apos; è atteso un blocco rientrato</translation>
    </message>
    <message>
        <source>invalid syntax: &apos;%1&apos; follows &apos;%2&apos; with no operator between them</source>
        <translation>sintassi non valida: &apos;%1&apos; segue &apos;%2&apos; senza un operatore in mezzo</translation>
    </message>
</context>
<context>
    <name>PythonTokenizer</name>
    <message>
        <source>unindent does not match any outer indentation level</source>
        <translation>il rientro non corrisponde ad alcun livello di rientro esterno</translation>
    </message>
    <message>
        <source>unterminated f-string</source>
        <translation>f-string non terminata</translation>
    </message>
    <message>
        <source>unterminated triple-quoted string literal</source>
        <translation>letterale stringa tra virgolette triple non terminato</translation>
    </message>
    <message>
        <source>unterminated string literal</source>
        <translation>letterale stringa non terminato</translation>
    </message>
    <message>
        <source>unmatched &apos;%1&apos;</source>
        <translation>&apos;%1&apos; senza corrispondenza</translation>
    </message>
    <message>
        <source>closing &apos;%1&apos; does not match the &apos;%2&apos; opened at line %3, column %4</source>
        <translation>&apos;%1&apos; di chiusura non corrisponde a &apos;%2&apos; aperto alla riga %3, colonna %4</translation>
    </message>
    <message>
        <source>invalid character &apos;%1&apos; (U+%2)</source>
        <translation>carattere non valido &apos;%1&apos; (U+%2)</translation>
    </message>
    <message>
        <source>unexpected end of file after a line continuation character</source>
        <translation>fine del file inattesa dopo un carattere di continuazione di riga</translation>
    </message>
    <message>
        <source>unexpected character after a line continuation character</source>
        <translation>carattere inatteso dopo un carattere di continuazione di riga</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is never closed</source>
        <translation>&apos;%1&apos; non viene mai chiuso</translation>
    </message>
    <message numerus="yes">
        <source>the script is too long to read (more than %n characters)</source>
        <translation>
            <numerusform>lo script è troppo lungo da leggere (più di %n carattere)</numerusform>
            <numerusform>lo script è troppo lungo da leggere (più di %n caratteri)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuotaSummary</name>
    <message>
        <source>Quota</source>
        <translation>Quota</translation>
    </message>
    <message>
        <source>What the plan needs of Compute Engine API quota (compute.googleapis.com, not the Cloud TPU API&apos;s) in %1, at its peak (source: %2):</source>
        <translation>Ciò che il piano richiede in %1 della quota dell&apos;API Compute Engine (compute.googleapis.com, non quella dell&apos;API Cloud TPU) al suo picco (fonte: %2):</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>Necessaria</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Per</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>boot disks of %1 (%2 GB per node)</source>
        <translation>dischi di avvio di %1 (%2 GB per nodo)</translation>
    </message>
    <message>
        <source>Pools that consume a reservation (%1) need no TPU quota.</source>
        <translation>I pool che consumano una prenotazione (%1) non richiedono quota TPU.</translation>
    </message>
    <message>
        <source>Autopilot chooses the nodes&apos; boot disks, so their disk quota is not counted here.</source>
        <translation>Autopilot sceglie i dischi di avvio dei nodi, quindi la loro quota disco non è conteggiata qui.</translation>
    </message>
    <message>
        <source>Pools on a calendar-mode reservation (%1) need no TPU quota: the request reserves their chips for its window (source: %2).</source>
        <translation>I pool su una prenotazione in modalità calendario (%1) non richiedono quota TPU: la richiesta prenota i loro chip per la sua finestra (fonte: %2).</translation>
    </message>
    <message>
        <source>name not published</source>
        <translation>nome non pubblicato</translation>
    </message>
    <message>
        <source>TPU %1 chips, %2: %3</source>
        <translation>chip TPU %1, %2: %3</translation>
    </message>
    <message>
        <source>TPU quota names are those of the Quotas page of the Cloud console.</source>
        <translation>I nomi delle quote TPU sono quelli della pagina Quote della console Cloud.</translation>
    </message>
    <message>
        <source>TPU quota names are those of the Quotas page of the Cloud console (source: %1).</source>
        <translation>I nomi delle quote TPU sono quelli della pagina Quote della console Cloud (fonte: %1).</translation>
    </message>
    <message>
        <source>Where a name is not published, no source the catalog trusts gives it: find the version&apos;s quota on that page.</source>
        <translation>Dove un nome non è pubblicato, nessuna fonte di cui il catalogo si fida lo indica: cercare la quota della versione in quella pagina.</translation>
    </message>
</context>
<context>
    <name>RefreshCommand</name>
    <message>
        <source>catalog refresh needs the gcloud listings to read</source>
        <translation>catalog refresh richiede gli elenchi di gcloud da leggere</translation>
    </message>
    <message>
        <source>catalog refresh needs --out OVERLAY</source>
        <translation>catalog refresh richiede --out OVERLAY</translation>
    </message>
</context>
<context>
    <name>ScalingRules</name>
    <message>
        <source>Multislice does not support %1; set slices to 1 or choose another TPU version</source>
        <translation>Multislice non supporta %1; imposta slices su 1 o scegli un&apos;altra versione TPU</translation>
    </message>
    <message>
        <source>Multislice works only with multi-host slices, and topology %1 here is single-host (one node); set slices to 1, or choose a larger topology</source>
        <translation>Multislice funziona solo con slice multi-host, e qui la topologia %1 è single-host (un solo nodo); imposta slices su 1 o scegli una topologia più grande</translation>
    </message>
    <message>
        <source>Multislice needs GKE %1 or later in this mode, but the cluster runs %2; raise cluster.version or set slices to 1</source>
        <translation>in questa modalità Multislice richiede GKE %1 o versioni successive, ma il cluster esegue %2; aumenta cluster.version o imposta slices su 1</translation>
    </message>
    <message>
        <source>a node count cannot be negative (%1); use 0 or more</source>
        <translation>un numero di nodi non può essere negativo (%1); usa 0 o più</translation>
    </message>
    <message>
        <source>minNodes (%1) is larger than maxNodes (%2); lower minNodes or raise maxNodes</source>
        <translation>minNodes (%1) è maggiore di maxNodes (%2); riduci minNodes o aumenta maxNodes</translation>
    </message>
    <message>
        <source>%1 autoscaling needs a control plane of at least %2, but the cluster runs %3; raise cluster.version or turn autoscaling off</source>
        <translation>la scalabilità automatica di %1 richiede un piano di controllo almeno alla versione %2, ma il cluster esegue %3; aumenta cluster.version o disattiva la scalabilità automatica</translation>
    </message>
    <message>
        <source>multi-host TPU pools autoscale with the per-zone maxNodes; GKE rejects totalMaxNodes on them (&quot;Maximum node count 0 is not a valid size of TPU pod slice&quot;): replace totalMaxNodes with maxNodes: %1</source>
        <translation>i pool TPU multi-host scalano con maxNodes per zona; GKE rifiuta totalMaxNodes su di essi (&quot;Maximum node count 0 is not a valid size of TPU pod slice&quot;): sostituisci totalMaxNodes con maxNodes: %1</translation>
    </message>
    <message>
        <source>%1 autoscaling on GKE %2.%3 needs a control plane of at least %4, but the cluster runs %5; raise cluster.version or turn autoscaling off</source>
        <translation>l&apos;autoscaling di %1 su GKE %2.%3 richiede un control plane almeno %4, ma il cluster usa %5; aumenta cluster.version o disattiva l&apos;autoscaling</translation>
    </message>
    <message numerus="yes">
        <source>the plan uses up to %n %1 chip(s) but the quota is %2; request more quota or shrink the pools</source>
        <translation>
            <numerusform>il piano usa fino a %n chip %1 ma la quota è %2; richiedete più quota o riducete i pool</numerusform>
            <numerusform>il piano usa fino a %n chip %1 ma la quota è %2; richiedete più quota o riducete i pool</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %1 slice has exactly %n node(s), so %2 cannot be reached; set it to %n</source>
        <translation>
            <numerusform>una slice %1 ha esattamente %n nodo, quindi %2 non è raggiungibile; imposta il valore su %n</numerusform>
            <numerusform>una slice %1 ha esattamente %n nodi, quindi %2 non è raggiungibile; imposta il valore su %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a multi-host %1 slice scales atomically: it has either 0 or all %n node(s), so %2 is not possible; use 0 or %n</source>
        <translation>
            <numerusform>una slice multi-host %1 scala in modo atomico: ha 0 nodi oppure %n nodo, quindi %2 non è possibile; usa 0 o %n</numerusform>
            <numerusform>una slice multi-host %1 scala in modo atomico: ha 0 nodi oppure tutti e %n, quindi %2 non è possibile; usa 0 o %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioFields</name>
    <message>
        <source>(no such pool)</source>
        <translation>(pool assente)</translation>
    </message>
    <message>
        <source>(pool)</source>
        <translation>(pool presente)</translation>
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
        <translation>size: solo questa topologia di --tpu (ad es. 16x16).</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>topologia</translation>
    </message>
    <message>
        <source>size: slices of --topology joined over DCN (default 1).</source>
        <translation>size: slice di --topology unite tramite DCN (predefinito 1).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>numero</translation>
    </message>
    <message>
        <source>size: model FLOPs utilization to assume, above 0 and at most 1 (default: per TPU version, from published runs).</source>
        <translation>size: utilizzo dei FLOP del modello da ipotizzare, sopra 0 e al massimo 1 (predefinito: per versione TPU, da esecuzioni pubblicate).</translation>
    </message>
    <message>
        <source>share</source>
        <translation>quota</translation>
    </message>
    <message>
        <source>size: write the best candidate as a plan to this file (a new file, or an existing one with --force).</source>
        <translation>size: scrivi il miglior candidato come piano in questo file (un file nuovo, o uno esistente con --force).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>Run &apos;%1 --help&apos; for usage.</source>
        <translation>Esegui &apos;%1 --help&apos; per l&apos;uso.</translation>
    </message>
    <message>
        <source>size needs exactly one workload file</source>
        <translation>size richiede esattamente un file di carico di lavoro</translation>
    </message>
    <message>
        <source>--topology needs --tpu</source>
        <translation>--topology richiede --tpu</translation>
    </message>
    <message>
        <source>--slices must be a whole number from 1 to 1024, with --tpu and --topology</source>
        <translation>--slices deve essere un numero intero da 1 a 1024, con --tpu e --topology</translation>
    </message>
    <message>
        <source>--mfu must be above 0 and at most 1, not &apos;%1&apos;</source>
        <translation>--mfu deve essere sopra 0 e al massimo 1, non &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>SizingMath</name>
    <message>
        <source>FSDP alone would be ICI-bound at %1 tokens per chip (needs %2): %3-way tensor parallelism added.</source>
        <translation>FSDP da solo sarebbe limitato dall&apos;ICI a %1 token per chip (ne servono %2): aggiunto parallelismo tensoriale a %3 vie.</translation>
    </message>
    <message>
        <source>The catalog has no ICI bandwidth for this version: the ICI bound is not checked.</source>
        <translation>Il catalogo non ha la banda ICI di questa versione: il limite ICI non viene verificato.</translation>
    </message>
    <message>
        <source>The catalog has no DCN bandwidth for this version: the DCN bound is not checked.</source>
        <translation>Il catalogo non ha la banda DCN di questa versione: il limite DCN non viene verificato.</translation>
    </message>
    <message>
        <source>No default MFU is known for this version: give --mfu for times.</source>
        <translation>Per questa versione non è noto un MFU predefinito: indica --mfu per i tempi.</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) of tensor parallelism exceed the limit of about %1 for this model: decode is ICI-bound; serve more replicas on smaller slices.</source>
        <translation>
            <numerusform>%n chip di parallelismo tensoriale supera il limite di circa %1 per questo modello: la decodifica è limitata dall&apos;ICI; servi più repliche su slice più piccole.</numerusform>
            <numerusform>%n chip di parallelismo tensoriale superano il limite di circa %1 per questo modello: la decodifica è limitata dall&apos;ICI; servi più repliche su slice più piccole.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SizingReport</name>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>%1: %2, %3 billion parameters</source>
        <translation>%1: %2, %3 miliardi di parametri</translation>
    </message>
    <message>
        <source>, %1 training FLOPs per token</source>
        <translation>, %1 FLOP di addestramento per token</translation>
    </message>
    <message>
        <source>, %1 KiB of KV cache per token</source>
        <translation>, %1 KiB di KV cache per token</translation>
    </message>
    <message>
        <source>  #  slice                     chips  fit    GiB/chip  usable  bound    time/throughput      cost (on-demand)
</source>
        <translation>  #  slice                     chip   sta    GiB/chip  utiliz. limite   tempo/throughput     costo (on-demand)
</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 giorni</translation>
    </message>
    <message>
        <source>? days</source>
        <translation>? giorni</translation>
    </message>
    <message>
        <source>%1 total</source>
        <translation>%1 in totale</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 tok/s</translation>
    </message>
    <message>
        <source>? tok/s</source>
        <translation>? tok/s</translation>
    </message>
    <message>
        <source>%1 / month</source>
        <translation>%1 / mese</translation>
    </message>
    <message numerus="yes">
        <source>  ... %n more (--format json lists them all)
</source>
        <translation>
            <numerusform>  ... %n altro (--format json li elenca tutti)
</numerusform>
            <numerusform>  ... altri %n (--format json li elenca tutti)
</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: %1
</source>
        <translation>Nota: %1
</translation>
    </message>
    <message>
        <source>fits</source>
        <comment>text table: the job fits the slice&apos;s memory</comment>
        <translation>sta</translation>
    </message>
    <message>
        <source>tight</source>
        <comment>text table: the job barely fits the slice&apos;s memory</comment>
        <translation>stretto</translation>
    </message>
    <message>
        <source>no</source>
        <comment>text table: the job does not fit the slice&apos;s memory</comment>
        <translation>no</translation>
    </message>
    <message>
        <source>compute</source>
        <comment>text table: what limits the speed</comment>
        <translation>calcolo</translation>
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
        <translation>Avviso: %1
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
        <translation>TODO: %1; lo script lo calcola come %2 (%3)</translation>
    </message>
    <message>
        <source>TODO: %1; not found in the script</source>
        <translation>TODO: %1; non trovato nello script</translation>
    </message>
    <message>
        <source>TODO: the script&apos;s input_fn was not found; return a tf.data.Dataset of (features, labels).</source>
        <translation>TODO: la input_fn dello script non è stata trovata; restituire un tf.data.Dataset di (features, labels).</translation>
    </message>
    <message>
        <source>Was the input_fn %1(params): TPUEstimator passed params[&apos;batch_size&apos;].</source>
        <translation>Era la input_fn %1(params): TPUEstimator passava params[&apos;batch_size&apos;].</translation>
    </message>
    <message>
        <source>TODO: port its tf.data pipeline; batch with batch_size and drop_remainder=True (static shapes on TPU).</source>
        <translation>TODO: portare la sua pipeline tf.data; raggruppare con batch_size e drop_remainder=True (forme statiche su TPU).</translation>
    </message>
    <message>
        <source>TODO: no model_fn was found; build the Keras model here.</source>
        <translation>TODO: nessuna model_fn trovata; costruire qui il modello Keras.</translation>
    </message>
    <message>
        <source>Replaces the model_fn %1%2: its layers become a Keras model, its TRAIN/EVAL/PREDICT branches become fit/evaluate/predict.</source>
        <translation>Sostituisce la model_fn %1%2: i suoi layer diventano un modello Keras, i suoi rami TRAIN/EVAL/PREDICT diventano fit/evaluate/predict.</translation>
    </message>
    <message>
        <source>TODO: rebuild the layers of %1 with tf.keras.layers (e.g. tf.keras.layers.Dense for tf.layers.Dense).</source>
        <translation>TODO: ricostruire i layer di %1 con tf.keras.layers (es. tf.keras.layers.Dense per tf.layers.Dense).</translation>
    </message>
    <message>
        <source>TODO: the script split replicas over cores (num_cores_per_replica / input_partition_dims); that needs a DeviceAssignment or DTensor, by hand.</source>
        <translation>TODO: lo script divideva le repliche sui core (num_cores_per_replica / input_partition_dims); serve un DeviceAssignment o DTensor, a mano.</translation>
    </message>
    <message>
        <source>No CrossShardOptimizer: Keras optimizers under TPUStrategy aggregate gradients across replicas.</source>
        <translation>Nessun CrossShardOptimizer: gli ottimizzatori Keras sotto TPUStrategy aggregano i gradienti tra le repliche.</translation>
    </message>
    <message>
        <source>Was tf.train.%1.</source>
        <translation>Era tf.train.%1.</translation>
    </message>
    <message>
        <source>TODO: pass the script&apos;s momentum to SGD(momentum=...).</source>
        <translation>TODO: passare il momentum dello script a SGD(momentum=...).</translation>
    </message>
    <message>
        <source>TODO: the script&apos;s optimizer was not found; Adam is a placeholder.</source>
        <translation>TODO: l&apos;ottimizzatore dello script non è stato trovato; Adam è un segnaposto.</translation>
    </message>
    <message>
        <source>TODO: tf.train.%1 has no direct Keras counterpart; Adam is a placeholder.</source>
        <translation>TODO: tf.train.%1 non ha un equivalente Keras diretto; Adam è un segnaposto.</translation>
    </message>
    <message>
        <source>Was tf.losses.%1.</source>
        <translation>Era tf.losses.%1.</translation>
    </message>
    <message>
        <source>TODO: the script&apos;s loss was not found; pick a tf.keras.losses class.</source>
        <translation>TODO: la loss dello script non è stata trovata; scegliere una classe tf.keras.losses.</translation>
    </message>
    <message>
        <source>TODO: tf.losses.%1 has no direct Keras counterpart here; pick a tf.keras.losses class.</source>
        <translation>TODO: tf.losses.%1 non ha qui un equivalente Keras diretto; scegliere una classe tf.keras.losses.</translation>
    </message>
    <message>
        <source>Keras Model.fit: model, optimizer and metrics are created inside strategy.scope().</source>
        <translation>Keras Model.fit: modello, ottimizzatore e metriche si creano dentro strategy.scope().</translation>
    </message>
    <message>
        <source>TODO: warm start (scaffold_fn / warm_start_from): model.load_weights(path) or tf.train.Checkpoint(model=model).restore(path).</source>
        <translation>TODO: avvio a caldo (scaffold_fn / warm_start_from): model.load_weights(path) o tf.train.Checkpoint(model=model).restore(path).</translation>
    </message>
    <message>
        <source>TODO: the metrics of %1 (eval_metrics) as tf.keras.metrics objects</source>
        <translation>TODO: le metriche di %1 (eval_metrics) come oggetti tf.keras.metrics</translation>
    </message>
    <message>
        <source>Checkpoints, as RunConfig wrote them, and TensorBoard summaries (host_call).</source>
        <translation>Checkpoint, come li scriveva RunConfig, e riepiloghi TensorBoard (host_call).</translation>
    </message>
    <message>
        <source>TODO: the script&apos;s SessionRunHooks become Keras callbacks here.</source>
        <translation>TODO: i SessionRunHooks dello script diventano qui callback Keras.</translation>
    </message>
    <message>
        <source>One epoch of TRAIN_STEPS steps, as train(steps=...) ran.</source>
        <translation>Un&apos;epoca di TRAIN_STEPS passi, come eseguiva train(steps=...).</translation>
    </message>
    <message>
        <source>TODO: the script evaluated on CPU (eval_on_tpu=False); evaluate a model built outside strategy.scope() with the trained weights to keep that.</source>
        <translation>TODO: lo script valutava su CPU (eval_on_tpu=False); per mantenerlo, valutare un modello costruito fuori da strategy.scope() con i pesi addestrati.</translation>
    </message>
    <message>
        <source>Was export_saved_model. TODO: give serving signatures (a tf.function with an input_signature).</source>
        <translation>Era export_saved_model. TODO: fornire le firme di serving (una tf.function con input_signature).</translation>
    </message>
    <message>
        <source>A custom loop: strategy.run runs step_fn on every replica.</source>
        <translation>Un ciclo personalizzato: strategy.run esegue step_fn su ogni replica.</translation>
    </message>
    <message>
        <source>The input function gets the per-replica batch, as params[&apos;batch_size&apos;] gave it under TPUEstimator.</source>
        <translation>La funzione di input riceve il batch per replica, come lo dava params[&apos;batch_size&apos;] sotto TPUEstimator.</translation>
    </message>
    <message>
        <source>TODO: match what the input function yields</source>
        <translation>TODO: adattare a ciò che restituisce la funzione di input</translation>
    </message>
    <message>
        <source>Several steps per call, as iterations_per_loop ran them.</source>
        <translation>Più passi per chiamata, come li eseguiva iterations_per_loop.</translation>
    </message>
    <message>
        <source>TODO: warm start (scaffold_fn / warm_start_from): checkpoint.restore(path).</source>
        <translation>TODO: avvio a caldo (scaffold_fn / warm_start_from): checkpoint.restore(path).</translation>
    </message>
    <message>
        <source>TODO: host_call summaries: tf.summary.scalar under tf.summary.create_file_writer(MODEL_DIR).</source>
        <translation>TODO: riepiloghi host_call: tf.summary.scalar sotto tf.summary.create_file_writer(MODEL_DIR).</translation>
    </message>
    <message>
        <source>use_tpu=False ran on CPU/GPU: there, use tf.distribute.get_strategy() (or MirroredStrategy) instead.</source>
        <translation>use_tpu=False girava su CPU/GPU: lì usare invece tf.distribute.get_strategy() (o MirroredStrategy).</translation>
    </message>
    <message>
        <source>TODO: keep one of the two ways to train and delete the other.</source>
        <translation>TODO: tenere uno dei due modi di addestrare ed eliminare l&apos;altro.</translation>
    </message>
    <message>
        <source>TF2 skeleton for %1, written by tpu-plan migrate.</source>
        <translation>Scheletro TF2 per %1, scritto da tpu-plan migrate.</translation>
    </message>
    <message>
        <source>tf.distribute.TPUStrategy replaces TPUEstimator: train_with_fit() uses Keras Model.fit, train_with_custom_loop() a custom loop with strategy.run.</source>
        <translation>tf.distribute.TPUStrategy sostituisce TPUEstimator: train_with_fit() usa Keras Model.fit, train_with_custom_loop() un ciclo personalizzato con strategy.run.</translation>
    </message>
    <message>
        <source>Each TODO marks a decision the script does not answer.</source>
        <translation>Ogni TODO segna una decisione a cui lo script non risponde.</translation>
    </message>
    <message>
        <source>Values from the script.</source>
        <translation>Valori dallo script.</translation>
    </message>
    <message>
        <source>TPUClusterResolver(tpu=...): &apos;&apos; finds the TPU, &apos;local&apos; on a TPU VM</source>
        <translation>TPUClusterResolver(tpu=...): &apos;&apos; trova la TPU, &apos;local&apos; su una VM TPU</translation>
    </message>
    <message>
        <source>train_batch_size, the global batch over all replicas</source>
        <translation>train_batch_size, il batch globale su tutte le repliche</translation>
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
        <translation>iterations_per_loop, ora Model.compile(steps_per_execution=...)</translation>
    </message>
    <message>
        <source>training steps</source>
        <translation>passi di addestramento</translation>
    </message>
    <message>
        <source>evaluation steps</source>
        <translation>passi di valutazione</translation>
    </message>
    <message>
        <source>model_dir, where checkpoints and summaries go</source>
        <translation>model_dir, dove vanno checkpoint e riepiloghi</translation>
    </message>
    <message>
        <source>export_saved_model&apos;s export_dir_base</source>
        <translation>export_dir_base di export_saved_model</translation>
    </message>
    <message>
        <source>the optimizer&apos;s learning rate</source>
        <translation>il learning rate dell&apos;ottimizzatore</translation>
    </message>
    <message>
        <source>The resolver, connect and initialize sequence; it replaces RunConfig(cluster=...).</source>
        <translation>La sequenza resolver, connect e initialize; sostituisce RunConfig(cluster=...).</translation>
    </message>
    <message>
        <source>%1 (%2, written %3 in Python 2)</source>
        <translation>%1 (%2, scritto %3 in Python 2)</translation>
    </message>
</context>
<context>
    <name>SliceSearch</name>
    <message>
        <source>Misses the deadline of %1 days.</source>
        <translation>Manca la scadenza di %1 giorni.</translation>
    </message>
    <message>
        <source>Over the monthly budget of %1.</source>
        <translation>Oltre il budget mensile di %1.</translation>
    </message>
    <message>
        <source>The price is unknown: the budget cannot be checked.</source>
        <translation>Il prezzo è sconosciuto: il budget non può essere verificato.</translation>
    </message>
    <message>
        <source>Tight: more than %1% of the usable HBM; runtime reservations may not leave room.</source>
        <translation>Al limite: più del %1% della HBM utilizzabile; le riserve del runtime potrebbero non lasciare spazio.</translation>
    </message>
    <message>
        <source>%1 is not offered in %2.</source>
        <translation>%1 non è offerto in %2.</translation>
    </message>
    <message>
        <source>%1 offers no topology %2 in %3 mode.</source>
        <translation>%1 non offre la topologia %2 in modalità %3.</translation>
    </message>
    <message>
        <source>the catalog has no TPU version &apos;%1&apos;; it has: %2</source>
        <translation>il catalogo non ha la versione TPU &apos;%1&apos;; ha: %2</translation>
    </message>
    <message>
        <source>No deadline given: the cheapest run comes first, however long it takes.</source>
        <translation>Nessuna scadenza indicata: prima l&apos;esecuzione più economica, per quanto duri.</translation>
    </message>
    <message>
        <source>Dense decoders only; no pipeline bubbles; FLOPs counted as MaxText counts them (causal attention).</source>
        <translation>Solo decoder densi; nessuna bolla di pipeline; FLOP contati come li conta MaxText (attenzione causale).</translation>
    </message>
    <message>
        <source>Sized by tpu-plan size from the model %1.</source>
        <translation>Dimensionato con tpu-plan size dal modello %1.</translation>
    </message>
    <message numerus="yes">
        <source>Misses the deadline of %n day(s).</source>
        <translation>
            <numerusform>Manca la scadenza di %n giorno.</numerusform>
            <numerusform>Manca la scadenza di %n giorni.</numerusform>
        </translation>
    </message>
    <message>
        <source>No slice fits: the closest, %1, needs %2 GiB per chip of its %3 GiB usable. The closest to fitting come first.</source>
        <translation>Nessuna slice basta: la più vicina, %1, richiede %2 GiB per chip sui suoi %3 GiB utilizzabili. Le più vicine vengono prima.</translation>
    </message>
    <message numerus="yes">
        <source>No slice that fits meets the deadline of %n day(s).</source>
        <translation>
            <numerusform>Nessuna slice adatta rispetta la scadenza di %n giorno.</numerusform>
            <numerusform>Nessuna slice adatta rispetta la scadenza di %n giorni.</numerusform>
        </translation>
    </message>
    <message>
        <source>No slice that fits meets the deadline of %1 days.</source>
        <translation>Nessuna slice adatta rispetta la scadenza di %1 giorni.</translation>
    </message>
    <message>
        <source>The fastest takes %1 days.</source>
        <translation>La più veloce impiega %1 giorni.</translation>
    </message>
    <message>
        <source>No slice that fits is within the monthly budget of %1.</source>
        <translation>Nessuna slice adatta rientra nel budget mensile di %1.</translation>
    </message>
</context>
<context>
    <name>SpecialFile</name>
    <message>
        <source>a folder</source>
        <translation>una cartella</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>una pipe con nome (FIFO)</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un dispositivo a caratteri</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un dispositivo a blocchi</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un file speciale</translation>
    </message>
    <message>
        <source>%1 (through a symbolic link)</source>
        <translation>%1 (tramite un collegamento simbolico)</translation>
    </message>
</context>
<context>
    <name>SubSlicingRules</name>
    <message>
        <source>Kueue sub-slices %1 node pools of a Standard cluster (%2); Autopilot does not offer them</source>
        <translation>Kueue suddivide in sub-slice i node pool %1 di un cluster Standard (%2); Autopilot non lo offre</translation>
    </message>
    <message>
        <source>Kueue sub-slices only %1 node pools, not %2; set machineType to %1</source>
        <translation>Kueue suddivide in sub-slice solo node pool %1, non %2; imposta machineType a %1</translation>
    </message>
    <message>
        <source>a sub-sliced pool is one of %1, not %2</source>
        <translation>un pool suddiviso in sub-slice è uno tra %1, non %2</translation>
    </message>
    <message numerus="yes">
        <source>the sub-slices take %n VM(s) together, but the pool has %1; add slices to the pool or drop a sub-slice</source>
        <translation>
            <numerusform>le sub-slice occupano insieme %n VM, ma il pool ne ha %1; aggiungi slice al pool o togli una sub-slice</numerusform>
            <numerusform>le sub-slice occupano insieme %n VM, ma il pool ne ha %1; aggiungi slice al pool o togli una sub-slice</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 2D sub-slice shape such as 2x4</source>
        <translation>&apos;%1&apos; non è una forma di sub-slice 2D come 2x4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; never forms: Kueue forms %2 sub-slices of %3 only</source>
        <translation>&apos;%1&apos; non si forma mai: Kueue forma sub-slice %2 solo di %3</translation>
    </message>
    <message>
        <source>a %1 sub-slice does not fit in the pool&apos;s %2 slice; pick a shape whose sides divide it</source>
        <translation>una sub-slice %1 non entra nella slice %2 del pool; scegli una forma i cui lati la dividano</translation>
    </message>
</context>
<context>
    <name>TerraformExporter</name>
    <message>
        <source>Node auto-provisioning: CPU and memory count every node, TPU VMs included; TPU limits are in chips.</source>
        <translation>Provisioning automatico dei nodi: CPU e memoria contano ogni nodo, VM TPU incluse; i limiti TPU sono espressi in chip.</translation>
    </message>
    <message>
        <source>%1: %2 x %3, topology %4%5</source>
        <translation>%1: %2 x %3, topologia %4%5</translation>
    </message>
    <message>
        <source> (one multi-host slice)</source>
        <translation> (una slice multi-host)</translation>
    </message>
    <message>
        <source>The autoscaler owns the node count after creation.</source>
        <translation>Dopo la creazione, il numero di nodi è gestito dall&apos;autoscaler.</translation>
    </message>
    <message>
        <source>Terraform for the TPU plan &quot;%1&quot;: the same cluster%2 as gcloud.sh.</source>
        <translation>Terraform per il piano TPU &quot;%1&quot;: lo stesso cluster%2 di gcloud.sh.</translation>
    </message>
    <message>
        <source> (Autopilot; the manifests request the TPU slices)</source>
        <translation> (Autopilot; i manifest richiedono le slice TPU)</translation>
    </message>
    <message>
        <source> and node pools</source>
        <translation> e gli stessi pool di nodi</translation>
    </message>
    <message>
        <source>Generated by tpu-plan. Use this or gcloud.sh, not both:
  terraform init &amp;&amp; terraform apply -var project=my-project</source>
        <translation>Generato da tpu-plan. Usa questo file o gcloud.sh, non entrambi:
  terraform init &amp;&amp; terraform apply -var project=my-project</translation>
    </message>
    <message>
        <source>The default pool is replaced by the system node pool below.</source>
        <translation>Il pool predefinito viene sostituito dal pool di nodi di sistema riportato sotto.</translation>
    </message>
    <message>
        <source>Small non-TPU node pool for kube-system Pods: every Standard cluster needs one.</source>
        <translation>Piccolo pool di nodi senza TPU per i Pod di kube-system: ogni cluster Standard ne richiede uno.</translation>
    </message>
    <message>
        <source>Workload policy for multi-host %1 pools of topology %2, used instead of compact placement. There is one per project, region and topology: import it if it already exists.</source>
        <translation>Policy del carico di lavoro per i pool multi-host %1 con topologia %2, usata invece del posizionamento compatto. Ce n&apos;è una per progetto, regione e topologia: importala se esiste già.</translation>
    </message>
    <message>
        <source>The release channel (cluster.releaseChannel) upgrades the cluster from the minimum version above.</source>
        <translation>Il canale di rilascio (cluster.releaseChannel) aggiorna il cluster a partire dalla versione minima qui sopra.</translation>
    </message>
    <message>
        <source>Workload Identity Federation for GKE, so the pods can be granted the data bucket.</source>
        <translation>Workload Identity Federation for GKE, così ai pod si può concedere il bucket dei dati.</translation>
    </message>
    <message>
        <source>The workloads&apos; Kubernetes service account default/%1 (in the manifests) reads and writes the data bucket through Workload Identity.</source>
        <translation>Il service account Kubernetes default/%1 dei workload (nei manifest) legge e scrive il bucket dei dati tramite Workload Identity.</translation>
    </message>
    <message>
        <source>GKE does not store the placement type of a workload policy.</source>
        <translation>GKE non memorizza il tipo di posizionamento di un criterio per i carichi di lavoro.</translation>
    </message>
    <message>
        <source> (one block: the dynamic slices form inside it)</source>
        <translation> (un blocco: le slice dinamiche si formano al suo interno)</translation>
    </message>
    <message>
        <source>Dynamic slicing (block pools): the Google provider has no argument for GKE&apos;s slice controller nor for a provision-only workload policy. Before terraform apply, create the workload policy %1 as gcloud.sh does (--accelerator-topology-mode=provision_only); after it, run: gcloud container clusters update %2 --location=LOCATION --enable-slice-controller</source>
        <translation>Slicing dinamico (pool di blocchi): il provider Google non ha un argomento per il controller di slice di GKE né per una policy di carico di lavoro che solo effettua il provisioning. Prima di terraform apply, crea la policy %1 come fa gcloud.sh (--accelerator-topology-mode=provision_only); dopo, esegui: gcloud container clusters update %2 --location=LOCATION --enable-slice-controller</translation>
    </message>
</context>
<context>
    <name>TfApi</name>
    <message>
        <source>TPUEstimator ran the model_fn&apos;s training, evaluation and prediction on TPU; tf.estimator was removed in TF 2.16 (TF 2.15 is the last release with it, a bridge while porting)</source>
        <translation>TPUEstimator eseguiva addestramento, valutazione e previsione della model_fn su TPU; tf.estimator è stato rimosso in TF 2.16 (TF 2.15 è l&apos;ultima versione che lo include, un ponte durante il porting)</translation>
    </message>
    <message>
        <source>Estimator drove training and evaluation through a model_fn; tf.estimator was removed in TF 2.16 (TF 2.15 is the last release with it)</source>
        <translation>Estimator guidava addestramento e valutazione tramite una model_fn; tf.estimator è stato rimosso in TF 2.16 (TF 2.15 è l&apos;ultima versione che lo include)</translation>
    </message>
    <message>
        <source>%1 is part of tf.estimator, which TF 2.16 removed (TF 2.15 is the last release with it)</source>
        <translation>%1 fa parte di tf.estimator, rimosso da TF 2.16 (TF 2.15 è l&apos;ultima versione che lo include)</translation>
    </message>
    <message>
        <source>imports %1: tf.estimator was removed in TF 2.16, so this import fails there (TF 2.15 is the last release with it)</source>
        <translation>importa %1: tf.estimator è stato rimosso in TF 2.16, quindi lì questo import fallisce (TF 2.15 è l&apos;ultima versione che lo include)</translation>
    </message>
    <message>
        <source>RunConfig held the TPU cluster, model_dir, checkpoint frequency and the TPUConfig</source>
        <translation>RunConfig conteneva il cluster TPU, model_dir, la frequenza dei checkpoint e la TPUConfig</translation>
    </message>
    <message>
        <source>TPUConfig set how TPUEstimator looped on the TPU (iterations_per_loop, num_shards, input pipeline)</source>
        <translation>TPUConfig stabiliva come TPUEstimator ciclava sulla TPU (iterations_per_loop, num_shards, pipeline di input)</translation>
    </message>
    <message>
        <source>iterations_per_loop=%1: TPUEstimator ran that many steps on the TPU per round trip to the host</source>
        <translation>iterations_per_loop=%1: TPUEstimator eseguiva tanti passi sulla TPU per ogni andata e ritorno verso l&apos;host</translation>
    </message>
    <message>
        <source>num_shards=%1 fixed how many TPU cores (replicas) TPUEstimator used</source>
        <translation>num_shards=%1 fissava quanti core TPU (repliche) usava TPUEstimator</translation>
    </message>
    <message>
        <source>%1 split one replica over several TPU cores (model or spatial parallelism)</source>
        <translation>%1 divideva una replica su più core TPU (parallelismo di modello o spaziale)</translation>
    </message>
    <message>
        <source>%1 chose how TPUEstimator fed each host&apos;s input pipeline</source>
        <translation>%1 sceglieva come TPUEstimator alimentava la pipeline di input di ogni host</translation>
    </message>
    <message>
        <source>TPUClusterResolver found the TPU; TPUEstimator took it through RunConfig(cluster=...)</source>
        <translation>TPUClusterResolver trovava la TPU; TPUEstimator la riceveva tramite RunConfig(cluster=...)</translation>
    </message>
    <message>
        <source>COLAB_TPU_ADDR held the gRPC address of a Colab TPU Node</source>
        <translation>COLAB_TPU_ADDR conteneva l&apos;indirizzo gRPC di un TPU Node di Colab</translation>
    </message>
    <message>
        <source>%1 initialised or shut down the TPU system from a TF1 session</source>
        <translation>%1 inizializzava o spegneva il sistema TPU da una sessione TF1</translation>
    </message>
    <message>
        <source>%1 compiled a TF1 graph computation for the TPU cores</source>
        <translation>%1 compilava un calcolo a grafo TF1 per i core TPU</translation>
    </message>
    <message>
        <source>%1(features, labels, mode, params) is a model_fn: it built the graph once per mode (TRAIN, EVAL, PREDICT) for the Estimator</source>
        <translation>%1(features, labels, mode, params) è una model_fn: costruiva il grafo una volta per modalità (TRAIN, EVAL, PREDICT) per l&apos;Estimator</translation>
    </message>
    <message>
        <source>%1 returned the loss, train_op, metrics and predictions of one mode</source>
        <translation>%1 restituiva loss, train_op, metriche e previsioni di una modalità</translation>
    </message>
    <message>
        <source>%1 selected a mode branch of the model_fn</source>
        <translation>%1 selezionava un ramo di modalità della model_fn</translation>
    </message>
    <message>
        <source>params[&apos;batch_size&apos;] is the batch TPUEstimator gave the input_fn: per core (or per host), train_batch_size divided by the shards</source>
        <translation>params[&apos;batch_size&apos;] è il batch che TPUEstimator dava alla input_fn: per core (o per host), train_batch_size diviso per gli shard</translation>
    </message>
    <message>
        <source>params[&apos;batch_size&apos;] in %1 is the batch TPUEstimator gave the input_fn: per core (or per host), train_batch_size divided by the shards</source>
        <translation>params[&apos;batch_size&apos;] in %1 è il batch che TPUEstimator dava alla input_fn: per core (o per host), train_batch_size diviso per gli shard</translation>
    </message>
    <message>
        <source>%1 is an input_fn: the Estimator called it with params and used the dataset it returned</source>
        <translation>%1 è una input_fn: l&apos;Estimator la chiamava con params e usava il dataset restituito</translation>
    </message>
    <message>
        <source>Dataset.batch without drop_remainder=True leaves a smaller last batch, a dynamic shape the TPU compiles again or pads</source>
        <translation>Dataset.batch senza drop_remainder=True lascia un ultimo batch più piccolo, una forma dinamica che la TPU ricompila o riempie</translation>
    </message>
    <message>
        <source>train_batch_size=%1 is the global batch over all TPU cores</source>
        <translation>train_batch_size=%1 è il batch globale su tutti i core TPU</translation>
    </message>
    <message>
        <source>CrossShardOptimizer summed the gradients across the TPU cores</source>
        <translation>CrossShardOptimizer sommava i gradienti tra i core TPU</translation>
    </message>
    <message>
        <source>%1 ran summary ops on the host CPU beside the TPU steps</source>
        <translation>%1 eseguiva le op di riepilogo sulla CPU dell&apos;host accanto ai passi TPU</translation>
    </message>
    <message>
        <source>%1 is a TF1 summary op, written by a session or a host_call</source>
        <translation>%1 è una op di riepilogo TF1, scritta da una sessione o da un host_call</translation>
    </message>
    <message>
        <source>%1 computed the evaluation metrics with TF1 metric ops (on the CPU for TPUEstimator)</source>
        <translation>%1 calcolava le metriche di valutazione con op di metrica TF1 (sulla CPU per TPUEstimator)</translation>
    </message>
    <message>
        <source>%1 is a TF1 streaming metric (a value and an update_op)</source>
        <translation>%1 è una metrica streaming TF1 (un valore e una update_op)</translation>
    </message>
    <message>
        <source>%1 restored or initialised variables (e.g. from an init checkpoint) before training</source>
        <translation>%1 ripristinava o inizializzava variabili prima dell&apos;addestramento (es. da un checkpoint iniziale)</translation>
    </message>
    <message>
        <source>%1 warm-started variables from a checkpoint</source>
        <translation>%1 avviava a caldo le variabili da un checkpoint</translation>
    </message>
    <message>
        <source>%1: SessionRunHooks ran around the session steps (logging, stopping, checkpoints)</source>
        <translation>%1: i SessionRunHooks giravano attorno ai passi della sessione (log, arresto, checkpoint)</translation>
    </message>
    <message>
        <source>%1 trained from an input_fn for steps or max_steps</source>
        <translation>%1 addestrava da una input_fn per steps o max_steps</translation>
    </message>
    <message>
        <source>%1 evaluated from an input_fn</source>
        <translation>%1 valutava da una input_fn</translation>
    </message>
    <message>
        <source>%1 predicted from an input_fn</source>
        <translation>%1 prevedeva da una input_fn</translation>
    </message>
    <message>
        <source>%1 alternated training and evaluation</source>
        <translation>%1 alternava addestramento e valutazione</translation>
    </message>
    <message>
        <source>%1 exported a SavedModel for serving through a serving_input_receiver_fn</source>
        <translation>%1 esportava un SavedModel per il serving tramite una serving_input_receiver_fn</translation>
    </message>
    <message>
        <source>%1 described the serving inputs or outputs of an Estimator export</source>
        <translation>%1 descriveva gli input o output di serving di un export Estimator</translation>
    </message>
    <message>
        <source>use_tpu=%1 switched the Estimator between TPU and CPU/GPU</source>
        <translation>use_tpu=%1 passava l&apos;Estimator tra TPU e CPU/GPU</translation>
    </message>
    <message>
        <source>eval_on_tpu=%1 chose where TPUEstimator evaluated</source>
        <translation>eval_on_tpu=%1 sceglieva dove TPUEstimator valutava</translation>
    </message>
    <message>
        <source>%1 set up TPU embedding tables</source>
        <translation>%1 configurava le tabelle di embedding TPU</translation>
    </message>
    <message>
        <source>imports %1, TensorFlow&apos;s TF1 API</source>
        <translation>importa %1, l&apos;API TF1 di TensorFlow</translation>
    </message>
    <message>
        <source>%1 goes through tf.compat.v1, the TF1 API</source>
        <translation>%1 passa per tf.compat.v1, l&apos;API TF1</translation>
    </message>
    <message>
        <source>%1 turned TF2 behaviour (eager execution) off</source>
        <translation>%1 disattivava il comportamento TF2 (esecuzione eager)</translation>
    </message>
    <message>
        <source>%1 is in tf.contrib, which TF2 does not have</source>
        <translation>%1 è in tf.contrib, che TF2 non ha</translation>
    </message>
    <message>
        <source>%1 ran a TF1 graph in a session</source>
        <translation>%1 eseguiva un grafo TF1 in una sessione</translation>
    </message>
    <message>
        <source>%1 is TF1 graph-mode API (placeholders, collections, variable scopes, initializers, Saver, queues)</source>
        <translation>%1 è API a grafo TF1 (placeholder, collection, variable scope, inizializzatori, Saver, code)</translation>
    </message>
    <message>
        <source>%1 is a TF1 optimizer</source>
        <translation>%1 è un ottimizzatore TF1</translation>
    </message>
    <message>
        <source>%1 is a TF1 layer</source>
        <translation>%1 è un layer TF1</translation>
    </message>
    <message>
        <source>%1 is a TF1 loss function</source>
        <translation>%1 è una funzione di loss TF1</translation>
    </message>
    <message>
        <source>%1 counted the steps in the TF1 graph</source>
        <translation>%1 contava i passi nel grafo TF1</translation>
    </message>
    <message>
        <source>%1 is TF1&apos;s application and flags wrapper</source>
        <translation>%1 è il wrapper di applicazione e flag di TF1</translation>
    </message>
    <message>
        <source>%1 is TF1&apos;s logging module</source>
        <translation>%1 è il modulo di logging di TF1</translation>
    </message>
    <message>
        <source>tf.distribute.TPUStrategy + Keras Model.fit: build, compile and create metrics and optimizer inside strategy.scope(); or a custom loop with strategy.run</source>
        <translation>tf.distribute.TPUStrategy + Keras Model.fit: costruire, compilare e creare metriche e ottimizzatore dentro strategy.scope(); oppure un ciclo personalizzato con strategy.run</translation>
    </message>
    <message>
        <source>a Keras model with Model.fit/evaluate/predict under a tf.distribute strategy (TPUStrategy on TPU)</source>
        <translation>un modello Keras con Model.fit/evaluate/predict sotto una strategia tf.distribute (TPUStrategy su TPU)</translation>
    </message>
    <message>
        <source>import tensorflow as tf; Keras with tf.distribute.TPUStrategy</source>
        <translation>import tensorflow as tf; Keras con tf.distribute.TPUStrategy</translation>
    </message>
    <message>
        <source>the resolver and TPUStrategy replace cluster; tf.keras.callbacks.ModelCheckpoint or tf.train.CheckpointManager save checkpoints; tf.keras.callbacks.BackupAndRestore for fault tolerance</source>
        <translation>resolver e TPUStrategy sostituiscono cluster; tf.keras.callbacks.ModelCheckpoint o tf.train.CheckpointManager salvano i checkpoint; tf.keras.callbacks.BackupAndRestore per la tolleranza ai guasti</translation>
    </message>
    <message>
        <source>Model.compile(..., steps_per_execution=N); in a custom loop, several steps inside one tf.function</source>
        <translation>Model.compile(..., steps_per_execution=N); in un ciclo personalizzato, più passi dentro una tf.function</translation>
    </message>
    <message>
        <source>read strategy.num_replicas_in_sync (TPUStrategy uses every core of the slice); do not set it</source>
        <translation>leggere strategy.num_replicas_in_sync (TPUStrategy usa ogni core della slice); non impostarlo</translation>
    </message>
    <message>
        <source>tf.tpu.experimental.DeviceAssignment with TPUStrategy(resolver, experimental_device_assignment=...), or DTensor: a manual port with no 1:1 mapping</source>
        <translation>tf.tpu.experimental.DeviceAssignment con TPUStrategy(resolver, experimental_device_assignment=...), o DTensor: un porting manuale senza corrispondenza 1:1</translation>
    </message>
    <message>
        <source>strategy.distribute_datasets_from_function(fn), fn batching with input_context.get_per_replica_batch_size(global_batch)</source>
        <translation>strategy.distribute_datasets_from_function(fn), con fn che raggruppa con input_context.get_per_replica_batch_size(global_batch)</translation>
    </message>
    <message>
        <source>tf.distribute.cluster_resolver.TPUClusterResolver(tpu=&apos;&apos;) (&apos;local&apos; on a TPU VM), then tf.config.experimental_connect_to_cluster(resolver), tf.tpu.experimental.initialize_tpu_system(resolver) and tf.distribute.TPUStrategy(resolver); v6e or older: TPU7x (Ironwood) does not support TensorFlow</source>
        <translation>tf.distribute.cluster_resolver.TPUClusterResolver(tpu=&apos;&apos;) (&apos;local&apos; su una VM TPU), poi tf.config.experimental_connect_to_cluster(resolver), tf.tpu.experimental.initialize_tpu_system(resolver) e tf.distribute.TPUStrategy(resolver); v6e o precedenti: TPU7x (Ironwood) non supporta TensorFlow</translation>
    </message>
    <message>
        <source>TPUClusterResolver(tpu=&apos;local&apos;) on Colab&apos;s TPU VMs, which have no COLAB_TPU_ADDR</source>
        <translation>TPUClusterResolver(tpu=&apos;local&apos;) sulle VM TPU di Colab, che non hanno COLAB_TPU_ADDR</translation>
    </message>
    <message>
        <source>tf.config.experimental_connect_to_cluster(resolver) and tf.tpu.experimental.initialize_tpu_system(resolver)</source>
        <translation>tf.config.experimental_connect_to_cluster(resolver) e tf.tpu.experimental.initialize_tpu_system(resolver)</translation>
    </message>
    <message>
        <source>strategy.run(step_fn, args=...) inside a @tf.function</source>
        <translation>strategy.run(step_fn, args=...) dentro una @tf.function</translation>
    </message>
    <message>
        <source>a Keras Model: the layers go into the model and TRAIN/EVAL/PREDICT become fit/evaluate/predict (or train_step/test_step overrides); or a custom loop with strategy.run(step_fn) inside @tf.function</source>
        <translation>un modello Keras: i layer vanno nel modello e TRAIN/EVAL/PREDICT diventano fit/evaluate/predict (o override di train_step/test_step); oppure un ciclo personalizzato con strategy.run(step_fn) dentro @tf.function</translation>
    </message>
    <message>
        <source>Model.compile(optimizer, loss, metrics, steps_per_execution=N); predictions come from Model.predict</source>
        <translation>Model.compile(optimizer, loss, metrics, steps_per_execution=N); le previsioni vengono da Model.predict</translation>
    </message>
    <message>
        <source>no modes: fit trains, evaluate evaluates, predict predicts (or train_step/test_step/predict_step)</source>
        <translation>nessuna modalità: fit addestra, evaluate valuta, predict prevede (o train_step/test_step/predict_step)</translation>
    </message>
    <message>
        <source>a tf.data.Dataset batched with the global batch and .batch(B, drop_remainder=True), passed to fit; or strategy.distribute_datasets_from_function with input_context.get_per_replica_batch_size(B)</source>
        <translation>un tf.data.Dataset raggruppato con il batch globale e .batch(B, drop_remainder=True), passato a fit; oppure strategy.distribute_datasets_from_function con input_context.get_per_replica_batch_size(B)</translation>
    </message>
    <message>
        <source>.batch(batch_size, drop_remainder=True): static shapes on TPU</source>
        <translation>.batch(batch_size, drop_remainder=True): forme statiche su TPU</translation>
    </message>
    <message>
        <source>batch the dataset with the global batch; per replica it is global / strategy.num_replicas_in_sync</source>
        <translation>raggruppare il dataset con il batch globale; per replica è globale / strategy.num_replicas_in_sync</translation>
    </message>
    <message>
        <source>remove it: Keras optimizers under TPUStrategy aggregate across replicas; in a custom loop scale the loss with tf.nn.compute_average_loss(..., global_batch_size=B)</source>
        <translation>rimuoverlo: gli ottimizzatori Keras sotto TPUStrategy aggregano tra le repliche; in un ciclo personalizzato scalare la loss con tf.nn.compute_average_loss(..., global_batch_size=B)</translation>
    </message>
    <message>
        <source>tf.keras.callbacks.TensorBoard, or tf.summary.create_file_writer with tf.summary.scalar inside the step</source>
        <translation>tf.keras.callbacks.TensorBoard, o tf.summary.create_file_writer con tf.summary.scalar dentro il passo</translation>
    </message>
    <message>
        <source>tf.keras.metrics objects in compile(metrics=[...]), or updated with update_state in test_step</source>
        <translation>oggetti tf.keras.metrics in compile(metrics=[...]), o aggiornati con update_state in test_step</translation>
    </message>
    <message>
        <source>tf.train.Checkpoint(model=model).restore(path) or model.load_weights(path) inside strategy.scope() before fit</source>
        <translation>tf.train.Checkpoint(model=model).restore(path) o model.load_weights(path) dentro strategy.scope() prima di fit</translation>
    </message>
    <message>
        <source>Keras callbacks (tf.keras.callbacks.Callback, ModelCheckpoint, TensorBoard) or code in the custom loop</source>
        <translation>callback Keras (tf.keras.callbacks.Callback, ModelCheckpoint, TensorBoard) o codice nel ciclo personalizzato</translation>
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
        <translation>model.save(path) o tf.saved_model.save(model, path, signatures=...) con una firma di input tf.function (Keras 3: model.export(path))</translation>
    </message>
    <message>
        <source>choose the strategy: TPUStrategy on TPU, tf.distribute.get_strategy() or MirroredStrategy elsewhere; the model code stays the same</source>
        <translation>scegliere la strategia: TPUStrategy su TPU, altrove tf.distribute.get_strategy() o MirroredStrategy; il codice del modello resta lo stesso</translation>
    </message>
    <message>
        <source>model.evaluate under the strategy; to evaluate on CPU, build the model outside strategy.scope() and load the checkpoint</source>
        <translation>model.evaluate sotto la strategia; per valutare su CPU, costruire il modello fuori da strategy.scope() e caricare il checkpoint</translation>
    </message>
    <message>
        <source>tf.tpu.experimental.embedding.TPUEmbedding (see the tpu_embedding migration guide)</source>
        <translation>tf.tpu.experimental.embedding.TPUEmbedding (vedere la guida di migrazione di tpu_embedding)</translation>
    </message>
    <message>
        <source>import tensorflow as tf and the TF2 API: eager by default, Keras and tf.function</source>
        <translation>import tensorflow as tf e l&apos;API TF2: eager per impostazione predefinita, Keras e tf.function</translation>
    </message>
    <message>
        <source>remove it: TF2 runs eagerly and tf.function compiles the steps</source>
        <translation>rimuoverlo: TF2 esegue in modalità eager e tf.function compila i passi</translation>
    </message>
    <message>
        <source>the core TF2 API, Keras or an add-on library</source>
        <translation>l&apos;API principale di TF2, Keras o una libreria aggiuntiva</translation>
    </message>
    <message>
        <source>eager execution and tf.function; no sessions</source>
        <translation>esecuzione eager e tf.function; niente sessioni</translation>
    </message>
    <message>
        <source>eager code: tf.Variable and Keras layers, tf.data, tf.train.Checkpoint; no placeholders or initializers</source>
        <translation>codice eager: tf.Variable e layer Keras, tf.data, tf.train.Checkpoint; niente placeholder né inizializzatori</translation>
    </message>
    <message>
        <source>the tf.keras.optimizers counterpart (AdagradOptimizer -&gt; tf.keras.optimizers.Adagrad), created inside strategy.scope()</source>
        <translation>l&apos;equivalente in tf.keras.optimizers (AdagradOptimizer -&gt; tf.keras.optimizers.Adagrad), creato dentro strategy.scope()</translation>
    </message>
    <message>
        <source>tf.keras.layers (e.g. tf.keras.layers.Dense)</source>
        <translation>tf.keras.layers (es. tf.keras.layers.Dense)</translation>
    </message>
    <message>
        <source>a tf.keras.losses loss (or its name, e.g. &quot;mse&quot;) in compile; in a custom loop per-example losses averaged with tf.nn.compute_average_loss</source>
        <translation>una loss di tf.keras.losses (o il suo nome, es. &quot;mse&quot;) in compile; in un ciclo personalizzato loss per esempio mediate con tf.nn.compute_average_loss</translation>
    </message>
    <message>
        <source>optimizer.iterations</source>
        <translation>optimizer.iterations</translation>
    </message>
    <message>
        <source>absl.app.run and absl.flags</source>
        <translation>absl.app.run e absl.flags</translation>
    </message>
    <message>
        <source>absl.logging or tf.get_logger()</source>
        <translation>absl.logging o tf.get_logger()</translation>
    </message>
    <message>
        <source>tf.estimator was removed in TF 2.16: the script runs unchanged only on TF 2.15 or earlier, a bridge while porting; TF 2.16 also makes Keras 3 the default (for Keras 2: pip install tf-keras~=2.16 and TF_USE_LEGACY_KERAS=1)</source>
        <translation>tf.estimator è stato rimosso in TF 2.16: lo script gira invariato solo su TF 2.15 o precedenti, un ponte durante il porting; TF 2.16 rende inoltre Keras 3 il predefinito (per Keras 2: pip install tf-keras~=2.16 e TF_USE_LEGACY_KERAS=1)</translation>
    </message>
    <message>
        <source>TPU7x (Ironwood) does not support TensorFlow: the TF2 port runs on v6e or older TPUs; on TPU7x use JAX or PyTorch</source>
        <translation>TPU7x (Ironwood) non supporta TensorFlow: il porting TF2 gira su v6e o TPU precedenti; su TPU7x usare JAX o PyTorch</translation>
    </message>
</context>
<context>
    <name>TfApiTables</name>
    <message>
        <source>source &apos;%1&apos; is not declared under &apos;sources&apos;</source>
        <translation>la fonte &apos;%1&apos; non è dichiarata in &apos;sources&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of TF1 construct</source>
        <translation>&apos;%1&apos; non è un tipo di costrutto TF1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>&apos;%1&apos; compare due volte</translation>
    </message>
    <message>
        <source>must be a name</source>
        <translation>deve essere un nome</translation>
    </message>
</context>
<context>
    <name>Topology</name>
    <message>
        <source>&apos;%1&apos; is not a topology; write AxB (2D, e.g. 2x4) or AxBxC (3D, e.g. 4x4x8) with positive whole numbers</source>
        <translation>&apos;%1&apos; non è una topologia; scrivi AxB (2D, ad es. 2x4) o AxBxC (3D, ad es. 4x4x8) con numeri interi positivi</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a topology: &apos;%2&apos; is not a positive whole number; write AxB or AxBxC, e.g. 4x4x8</source>
        <translation>&apos;%1&apos; non è una topologia: &apos;%2&apos; non è un numero intero positivo; scrivi AxB o AxBxC, ad es. 4x4x8</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a topology: %2 chips along one axis is more than any TPU pod has (at most %3)</source>
        <translation>&apos;%1&apos; non è una topologia: %2 chip lungo un asse sono più di quanti ne abbia qualsiasi Pod TPU (al massimo %3)</translation>
    </message>
</context>
<context>
    <name>TopologyRules</name>
    <message>
        <source>every dimension must be a multiple of %1 (%2 is not)</source>
        <translation>ogni dimensione deve essere un multiplo di %1 (%2 non lo è)</translation>
    </message>
    <message>
        <source>dimensions must not decrease, A &lt;= B &lt;= C (write %1)</source>
        <translation>le dimensioni non devono diminuire, A &lt;= B &lt;= C (scrivi %1)</translation>
    </message>
    <message>
        <source>%1 slices are 3D tori: write the topology as AxBxC (e.g. 2x2x1 or 4x4x4), not %2</source>
        <translation>le slice %1 sono tori 3D: scrivi la topologia come AxBxC (ad es. 2x2x1 o 4x4x4), non %2</translation>
    </message>
    <message>
        <source>%1 slices are 2D: write the topology as AxB (e.g. 2x4 or 16x16), not %2</source>
        <translation>le slice %1 sono 2D: scrivi la topologia come AxB (ad es. 2x4 o 16x16), non %2</translation>
    </message>
    <message>
        <source>%1 is not a valid custom %2 topology: %3</source>
        <translation>%1 non è una topologia %2 personalizzata valida: %3</translation>
    </message>
    <message>
        <source>%1 does not support topology %2; choose one of: %3.%4</source>
        <translation>%1 non supporta la topologia %2; scegline una tra: %3.%4</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>%1 does not fit inside %2, the largest custom topology the catalog accepts (its limit, from %3: sides compared in sorted order)</source>
        <translation>%1 non rientra in %2, la topologia personalizzata più grande accettata dal catalogo (il suo limite, da %3: lati confrontati in ordine)</translation>
    </message>
    <message>
        <source>with %1 and topology %2 each pod must request %3 TPU chips; no TPU VM holds more than %4, so a pod of %5 cannot be placed</source>
        <translation>con %1 e topologia %2 ogni pod deve richiedere %3 chip TPU; nessuna VM TPU ne contiene più di %4, quindi un pod da %5 non può essere posizionato</translation>
    </message>
    <message>
        <source>with %1 and topology %2 each pod must request all TPU chips of one of its VMs: %3; %4 is not one of those</source>
        <translation>con %1 e topologia %2 ogni pod deve richiedere tutti i chip TPU di una delle sue VM: %3; %4 non è tra questi</translation>
    </message>
    <message numerus="yes">
        <source>a serving Deployment runs one server per pod: %n containers would listen on one port. Remove containersPerPod or make the workload a Job or JobSet</source>
        <translation>
            <numerusform>un Deployment di serving esegue un server per pod: %n container ascolterebbe su una sola porta. Rimuovi containersPerPod o rendi il carico di lavoro un Job o un JobSet</numerusform>
            <numerusform>un Deployment di serving esegue un server per pod: %n container ascolterebbero su una sola porta. Rimuovi containersPerPod o rendi il carico di lavoro un Job o un JobSet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the catalog does not know the NUMA nodes of %1, so %n containers per pod cannot be checked against them</source>
        <translation>
            <numerusform>il catalogo non conosce i nodi NUMA di %1, quindi %n container per pod non può essere confrontato con essi</numerusform>
            <numerusform>il catalogo non conosce i nodi NUMA di %1, quindi %n container per pod non possono essere confrontati con essi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %1 VM has %n NUMA node(s) and each container belongs on one of them: set containersPerPod to %n or less</source>
        <translation>
            <numerusform>una VM %1 ha %n nodo NUMA e ogni container va su uno di essi: imposta containersPerPod a %n o meno</numerusform>
            <numerusform>una VM %1 ha %n nodi NUMA e ogni container va su uno di essi: imposta containersPerPod a %n o meno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each pod has %1 TPU chips, which %n containers cannot share equally; choose a number that divides %1</source>
        <translation>
            <numerusform>ogni pod ha %1 chip TPU, che %n container non può dividere in parti uguali; scegli un numero che divida %1</numerusform>
            <numerusform>ogni pod ha %1 chip TPU, che %n container non possono dividere in parti uguali; scegli un numero che divida %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 recommends one container per NUMA node (source: %2): a %3 VM has %n NUMA nodes, so set containersPerPod to %n and each container gets the CPU, memory and chips of its own node</source>
        <translation>
            <numerusform>%1 raccomanda un container per nodo NUMA (fonte: %2): una VM %3 ha %n nodo NUMA, quindi imposta containersPerPod a %n e ogni container riceve CPU, memoria e chip del proprio nodo</numerusform>
            <numerusform>%1 raccomanda un container per nodo NUMA (fonte: %2): una VM %3 ha %n nodi NUMA, quindi imposta containersPerPod a %n e ogni container riceve CPU, memoria e chip del proprio nodo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n chip(s), more than the %2 the catalog accepts in one slice (its limit, from %3)</source>
        <translation>
            <numerusform>%1 ha %n chip, più dei %2 che il catalogo accetta in una slice (il suo limite, da %3)</numerusform>
            <numerusform>%1 ha %n chip, più dei %2 che il catalogo accetta in una slice (il suo limite, da %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> Custom topologies need more than %n chip(s).</source>
        <translation>
            <numerusform> Le topologie personalizzate richiedono più di %n chip.</numerusform>
            <numerusform> Le topologie personalizzate richiedono più di %n chip.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>topology %1 has %n chip(s), which is not a whole number of %2-chip %3 VMs; pick a topology listed for %3</source>
        <translation>
            <numerusform>la topologia %1 ha %n chip, che non corrisponde a un numero intero di VM %3 da %2 chip; scegli una topologia elencata per %3</numerusform>
            <numerusform>la topologia %1 ha %n chip, che non corrispondono a un numero intero di VM %3 da %2 chip; scegli una topologia elencata per %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pods on %1 must request all %n TPU chip(s) of their node (GKE cannot share a node&apos;s chips); set tpuChipsPerPod to %n or remove it</source>
        <translation>
            <numerusform>i Pod su %1 devono richiedere il %n chip TPU del loro nodo (GKE non può condividere i chip di un nodo); imposta tpuChipsPerPod su %n o rimuovilo</numerusform>
            <numerusform>i Pod su %1 devono richiedere tutti i %n chip TPU del loro nodo (GKE non può condividere i chip di un nodo); imposta tpuChipsPerPod su %n o rimuovilo</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TorusGraph</name>
    <message>
        <source>The plan has no pool %1.</source>
        <translation>Il piano non ha un pool n. %1.</translation>
    </message>
    <message>
        <source>Pool %1: the TPU version &apos;%2&apos; is not in the catalog.</source>
        <translation>Pool %1: la versione TPU &apos;%2&apos; non è nel catalogo.</translation>
    </message>
    <message>
        <source>Pool %1: &apos;%2&apos; is not a topology.</source>
        <translation>Pool %1: &apos;%2&apos; non è una topologia.</translation>
    </message>
    <message>
        <source>Pool %1: %2 is a %3D version but the topology %4 has %5 dimensions.</source>
        <translation>Pool %1: %2 è una versione %3D, ma la topologia %4 ha %5 dimensioni.</translation>
    </message>
    <message>
        <source>Pool %1: the chips per node are unknown (is the machine type &apos;%2&apos; a %3 machine type?).</source>
        <translation>Pool %1: il numero di chip per nodo è sconosciuto (&apos;%2&apos; è un tipo di macchina %3?).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU version of the catalog.</source>
        <translation>&apos;%1&apos; non è una versione TPU del catalogo.</translation>
    </message>
    <message>
        <source>%1 is %2D; the topology %3 is not.</source>
        <translation>%1 è %2D; la topologia %3 no.</translation>
    </message>
    <message>
        <source>The topology %1 does not match a %2D TPU version.</source>
        <translation>La topologia %1 non corrisponde a una versione TPU %2D.</translation>
    </message>
    <message>
        <source>A pool has at least one slice.</source>
        <translation>Un pool ha almeno una slice.</translation>
    </message>
    <message>
        <source>%1 slice(s) of %2 are %3 chips; the view draws at most %4.</source>
        <translation>%1 slice %2 fanno in tutto %3 chip; la vista ne disegna al massimo %4.</translation>
    </message>
    <message>
        <source>Nodes of %1 chips cannot tile the topology %2.</source>
        <translation>La topologia %2 non può essere suddivisa esattamente in nodi da %1 chip.</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>mesh</translation>
    </message>
    <message>
        <source>cylinder</source>
        <translation>cilindro</translation>
    </message>
    <message>
        <source>torus</source>
        <translation>toro</translation>
    </message>
    <message>
        <source>twisted torus</source>
        <translation>toro ritorto</translation>
    </message>
    <message>
        <source>%1 is not made of whole 4x4x4 cubes, so it has no wraparound links: chips on its faces have fewer than six neighbours (a mesh).</source>
        <translation>%1 non è composto da cubi 4x4x4 interi, quindi non ha collegamenti di ritorno (wraparound): i chip sulle sue facce hanno meno di sei vicini (una mesh).</translation>
    </message>
    <message>
        <source>%1 is %2 whole 4x4x4 cube(s), so every axis wraps around through the optical circuit switches: a 3D torus in which every chip has six neighbours.</source>
        <translation>%1 è composto da cubi 4x4x4 interi (%2 in tutto), quindi ogni asse si richiude ad anello attraverso gli switch ottici a circuito (OCS): un toro 3D in cui ogni chip ha sei vicini.</translation>
    </message>
    <message>
        <source>Twisted: the x and y wrap links land %1 chips further along z.</source>
        <translation>Ritorto: i collegamenti di ritorno lungo x e y arrivano %1 chip più avanti lungo z.</translation>
    </message>
    <message>
        <source>This shape can also be wired as a twisted torus.</source>
        <translation>Questa forma può essere cablata anche come toro ritorto (twisted torus).</translation>
    </message>
    <message>
        <source>2D slices wrap around only along axes of 16 or more chips; %1 has none, so it is a mesh.</source>
        <translation>Le slice 2D si richiudono ad anello solo lungo gli assi di 16 o più chip; %1 non ne ha, quindi è una mesh.</translation>
    </message>
    <message>
        <source>%1 wraps around only along its %2-chip %3 axis: a cylinder.</source>
        <translation>%1 si richiude ad anello solo lungo il suo asse %3 di %2 chip: un cilindro.</translation>
    </message>
    <message>
        <source>%1 wraps around along both axes: a 2D torus in which every chip has four neighbours.</source>
        <translation>%1 si richiude ad anello lungo entrambi gli assi: un toro 2D in cui ogni chip ha quattro vicini.</translation>
    </message>
    <message>
        <source>The %1 slices share no ICI link; they talk over the data-centre network (DCN).</source>
        <translation>Le %1 slice non condividono alcun collegamento ICI; comunicano tramite la rete del data center (DCN).</translation>
    </message>
    <message>
        <source>The blocks are a dynamic-slicing pool: GKE&apos;s slice controller links each workload&apos;s slice at run time, a super-slice across whole blocks through the optical circuit switches, a sub-slice inside one block.</source>
        <translation>I blocchi sono un pool a slicing dinamico: il controller di slice di GKE collega la slice di ogni carico di lavoro durante l&apos;esecuzione, una super-slice attraverso blocchi interi tramite gli switch a circuito ottico, una sotto-slice dentro un blocco.</translation>
    </message>
    <message>
        <source>Kueue splits the slices into the sub-slices the workloads name: each sub-slice&apos;s pods are admitted together inside one slice and use its ICI links; no sub-slice spans two slices.</source>
        <translation>Kueue suddivide le slice nelle sub-slice indicate dai carichi di lavoro: i Pod di ogni sub-slice vengono ammessi insieme all&apos;interno di una sola slice e ne usano i collegamenti ICI; nessuna sub-slice si estende su due slice.</translation>
    </message>
</context>
<context>
    <name>VersionSupportRules</name>
    <message>
        <source>GKE %1.%2 is older than every minor version the catalog lists and is long out of support; GKE would not create this cluster. Use %3 or newer</source>
        <translation>GKE %1.%2 è più vecchia di ogni versione minore del catalogo e non è più supportata da tempo; GKE non creerebbe questo cluster. Usa %3 o successiva</translation>
    </message>
    <message>
        <source>a supported version</source>
        <translation>una versione supportata</translation>
    </message>
    <message>
        <source>check the GKE release schedule for a supported version</source>
        <translation>cercate una versione supportata nel calendario dei rilasci di GKE</translation>
    </message>
    <message>
        <source>use %1 or newer, or enrol the cluster in the Extended release channel (paid, about ten more months)</source>
        <translation>usa %1 o successiva, oppure iscrivi il cluster al canale di rilascio Extended (a pagamento, circa dieci mesi in più)</translation>
    </message>
    <message>
        <source>GKE %1 left standard support on %2 (as of the catalog&apos;s date %3; source: %4): %5</source>
        <translation>GKE %1 è uscita dal supporto standard il %2 (alla data del catalogo %3; fonte: %4): %5</translation>
    </message>
    <message>
        <source>GKE %1 left standard support on %2 (as of the catalog&apos;s date %3; source: %4); the Extended release channel keeps it supported for an extra fee until its extended support ends: plan the upgrade to %5</source>
        <translation>GKE %1 è uscita dal supporto standard il %2 (alla data del catalogo %3; fonte: %4); il canale di rilascio Extended la mantiene supportata a pagamento fino alla fine del supporto esteso: pianifica l&apos;aggiornamento a %5</translation>
    </message>
    <message>
        <source>GKE %1.%2 is out of extended support too: as of the catalog&apos;s date %3 the Extended release channel covers %4 to %5 (source: %6), so no channel keeps it supported and GKE can no longer create a cluster on it. Use %7 or newer</source>
        <translation>GKE %1.%2 è fuori anche dal supporto esteso: alla data del catalogo %3 il canale di rilascio Extended copre dalla %4 alla %5 (fonte: %6), quindi nessun canale la mantiene supportata e GKE non può più creare un cluster su di essa. Usa %7 o successiva</translation>
    </message>
</context>
<context>
    <name>WorkloadReader</name>
    <message>
        <source>a workload is a mapping that starts with &apos;apiVersion: tpu-planner/v1&apos; and &apos;kind: Workload&apos;</source>
        <translation>un carico di lavoro è una mappa che inizia con &apos;apiVersion: tpu-planner/v1&apos; e &apos;kind: Workload&apos;</translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>deve essere %1</translation>
    </message>
    <message>
        <source>give a &apos;training&apos; or a &apos;serving&apos; section (or both)</source>
        <translation>indica una sezione &apos;training&apos; o &apos;serving&apos; (o entrambe)</translation>
    </message>
    <message>
        <source>must be above %1 and at most %2, not %3</source>
        <translation>deve essere sopra %1 e al massimo %2, non %3</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;; the presets are: %2</source>
        <translation>modello predefinito &apos;%1&apos; sconosciuto; i modelli sono: %2</translation>
    </message>
    <message>
        <source>mixture-of-experts models are out of scope: sizing covers dense decoders only</source>
        <translation>i modelli mixture-of-experts sono fuori ambito: il dimensionamento copre solo decoder densi</translation>
    </message>
    <message>
        <source>kvHeads (%1) must divide heads (%2)</source>
        <translation>kvHeads (%1) deve dividere heads (%2)</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>impossibile leggere il file: %1</translation>
    </message>
</context>
<context>
    <name>YamlDocument</name>
    <message>
        <source>the key &apos;%1&apos; appears twice in the same mapping; keep one</source>
        <translation>la chiave &apos;%1&apos; compare due volte nella stessa mappa; tienine una sola</translation>
    </message>
    <message>
        <source>the file is %1 bytes long; files larger than %2 bytes are refused</source>
        <translation>il file è di %1 byte; i file più grandi di %2 byte vengono rifiutati</translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation>YAML non valido: %1</translation>
    </message>
    <message>
        <source>with this alias (*name) expanded, lists and mappings nest more than %1 levels deep; the file is refused (plan files need fewer than 10)</source>
        <translation>con questo alias (*name) espanso, liste e mappature sono annidate per più di %1 livelli; il file viene rifiutato (ai file di piano ne bastano meno di 10)</translation>
    </message>
    <message>
        <source>lists and mappings nest more than %1 levels deep here; the file is refused (plan files need fewer than 10)</source>
        <translation>qui liste e mappature sono annidate per più di %1 livelli; il file viene rifiutato (ai file di piano ne bastano meno di 10)</translation>
    </message>
    <message>
        <source>this alias (*name) stands inside the list or mapping it names, so the document never ends; write the values out instead</source>
        <translation>questo alias (*name) si trova dentro la lista o la mappatura a cui rimanda, quindi il documento non finisce mai; scrivi invece i valori per esteso</translation>
    </message>
    <message>
        <source>YAML aliases (*name) repeat more than %1 values in this document, the most a file may hold through aliases (an alias bomb?); write the values out or use fewer aliases</source>
        <translation>gli alias YAML (*name) ripetono più di %1 valori in questo documento, il massimo che un file può contenere tramite alias (una alias bomb?); scrivi i valori per esteso o usa meno alias</translation>
    </message>
    <message>
        <source>not valid YAML: the text cannot be split into documents here</source>
        <translation>YAML non valido: qui il testo non si può dividere in documenti</translation>
    </message>
</context>
<context>
    <name>YamlFieldReader</name>
    <message>
        <source>a mapping</source>
        <translation>una mappa</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>must be a mapping of keys to values, not %1</source>
        <translation>deve essere una mappa di chiavi e valori, non %1</translation>
    </message>
    <message>
        <source>must be a list (items starting with &apos;- &apos;), not %1</source>
        <translation>deve essere una lista (elementi che iniziano con &apos;- &apos;), non %1</translation>
    </message>
    <message>
        <source>is required but missing; add &apos;%1:&apos;</source>
        <translation>è obbligatorio ma manca; aggiungi &apos;%1:&apos;</translation>
    </message>
    <message>
        <source>must be %1, not %2</source>
        <translation>deve essere %1, non %2</translation>
    </message>
    <message>
        <source>text</source>
        <translation>testo</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un numero intero</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, not %3</source>
        <translation>deve essere un numero intero da %1 a %2, non %3</translation>
    </message>
    <message>
        <source>must be from %1 to %2, not %3</source>
        <translation>deve essere compreso tra %1 e %2, non %3</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un numero</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>deve essere un numero, non %1</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>deve essere true o false, non %1</translation>
    </message>
    <message>
        <source>must be a list of text items such as [&quot;python3&quot;, &quot;train.py&quot;], not %1</source>
        <translation>deve essere una lista di elementi di testo come [&quot;python3&quot;, &quot;train.py&quot;], non %1</translation>
    </message>
    <message>
        <source>must be text, not %1</source>
        <translation>deve essere testo, non %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed here; use one of: %2</source>
        <translation>&apos;%1&apos; non è consentito qui; usa uno tra: %2</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos; is kept as it is but not used by this version</source>
        <translation>il campo sconosciuto &apos;%1&apos; viene mantenuto così com&apos;è, ma non è usato da questa versione</translation>
    </message>
    <message>
        <source>unknown field with a list or mapping as its key is kept as it is but not used by this version</source>
        <translation>il campo sconosciuto con una lista o una mappa come chiave viene mantenuto così com&apos;è ma non è usato da questa versione</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>TPU Planner</source>
        <translation>Pianificatore TPU</translation>
    </message>
    <message>
        <source>Plan Cloud TPU capacity on GKE.</source>
        <translation>Pianifica la capacità Cloud TPU su GKE.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>Plan file to open.</source>
        <translation>File del piano da aprire.</translation>
    </message>
    <message>
        <source>Catalog refused</source>
        <translation>Catalogo rifiutato</translation>
    </message>
    <message>
        <source>The catalog %1 was refused; the built-in catalog is used.

%2</source>
        <translation>Il catalogo %1 è stato rifiutato; si usa quello integrato.

%2</translation>
    </message>
    <message>
        <source>Use this catalog file instead of the built-in one (a file that says &apos;extends: built-in&apos; is merged onto it).</source>
        <translation>Usa questo file di catalogo al posto di quello integrato (un file con &apos;extends: built-in&apos; viene unito a esso).</translation>
    </message>
    <message>
        <source>Team catalog merged</source>
        <translation>Catalogo del team unito</translation>
    </message>
    <message>
        <source>The team catalog %1 was merged onto the built-in catalog. Its values replace these built-in ones:

%2</source>
        <translation>Il catalogo del team %1 è stato unito al catalogo integrato. I suoi valori sostituiscono questi valori integrati:

%2</translation>
    </message>
</context>
<context>
    <name>tpuplan::Autosaver</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossibile creare la cartella %1</translation>
    </message>
    <message numerus="yes">
        <source>it is %n byte(s) long, not the %1 that were written</source>
        <translation>
            <numerusform>è lunga %n byte, non i %1 che erano stati scritti</numerusform>
            <numerusform>è lunga %n byte, non i %1 che erano stati scritti</numerusform>
        </translation>
    </message>
    <message>
        <source>its content is not what was written</source>
        <translation>il suo contenuto non è quello che era stato scritto</translation>
    </message>
    <message>
        <source>it is not a plan any more</source>
        <translation>non è più un piano</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>riga %1: %2</translation>
    </message>
    <message>
        <source>the file that says which plan it belongs to is damaged</source>
        <translation>il file che dice a quale piano appartiene è danneggiato</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>non può essere letta (%1)</translation>
    </message>
</context>
<context>
    <name>tpuplan::AvailabilityMatrix</name>
    <message>
        <source>Select a pool first; the matrix applies a version and zone to the selected pool.</source>
        <translation>Seleziona prima un pool; la matrice applica versione e zona al pool selezionato.</translation>
    </message>
    <message>
        <source>%1 in %2 cannot be used for pool %3: %4</source>
        <translation>%1 in %2 non può essere usato per il pool %3: %4</translation>
    </message>
    <message>
        <source>Use %1 in %2</source>
        <translation>Usa %1 in %2</translation>
    </message>
    <message>
        <source>Where each TPU version is offered in %1 mode at GKE %2. ✓ offered, ≥ needs a newer GKE version, – not offered, ● the selected pool. Click a cell to use it for the selected pool.</source>
        <translation>Dove ogni versione TPU è offerta in modalità %1 con GKE %2. ✓ offerta, ≥ richiede una versione GKE più recente, – non offerta, ● il pool selezionato. Fai clic su una cella per usarla nel pool selezionato.</translation>
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
        <translation>%1 è offerta in %2 (%3: %4). Versione GKE minima: %5.</translation>
    </message>
    <message>
        <source>%1 is offered in %2, but %3 needs GKE %4 or later; the cluster runs %5.</source>
        <translation>%1 è offerta in %2, ma %3 richiede GKE %4 o successiva; il cluster usa %5.</translation>
    </message>
    <message>
        <source>%1 cannot be used in %2 mode.</source>
        <translation>%1 non è utilizzabile in modalità %2.</translation>
    </message>
    <message>
        <source>%1 is not offered in %2.</source>
        <translation>%1 non è offerta in %2.</translation>
    </message>
    <message>
        <source>Click to use %1 in %2 for the selected pool.</source>
        <translation>Fai clic per usare %1 in %2 nel pool selezionato.</translation>
    </message>
</context>
<context>
    <name>tpuplan::BackgroundJob</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>tpuplan::CatalogAgeNotice</name>
    <message>
        <source>The catalog is old</source>
        <translation>Il catalogo è vecchio</translation>
    </message>
    <message numerus="yes">
        <source>This plan is checked against a catalog whose facts are more than %n month(s) old.</source>
        <translation>
            <numerusform>Questo piano è controllato con un catalogo i cui dati hanno più di %n mese.</numerusform>
            <numerusform>Questo piano è controllato con un catalogo i cui dati hanno più di %n mesi.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::CatalogDialog</name>
    <message>
        <source>About the Catalog</source>
        <translation>Informazioni sul catalogo</translation>
    </message>
    <message>
        <source>Every rule and price comes from this catalog. A team may keep its own file with only what it changes (start the planner with --catalog FILE; the file says &apos;extends: built-in&apos;).</source>
        <translation>Ogni regola e ogni prezzo provengono da questo catalogo. Un team può tenere un proprio file con le sole modifiche (avvia il planner con --catalog FILE; il file contiene &apos;extends: built-in&apos;).</translation>
    </message>
    <message>
        <source>This window plans with the built-in catalog.</source>
        <translation>Questa finestra pianifica con il catalogo integrato.</translation>
    </message>
    <message>
        <source>This window plans with %1; start the planner with --catalog %1 to plan with it again.</source>
        <translation>Questa finestra pianifica con %1; avvia il pianificatore con --catalog %1 per pianificare di nuovo con esso.</translation>
    </message>
</context>
<context>
    <name>tpuplan::CatalogRefreshAction</name>
    <message>
        <source>&amp;Refresh Catalog...</source>
        <translation>&amp;Aggiorna catalogo...</translation>
    </message>
    <message>
        <source>Compare saved gcloud listings (compute machine-types list, container get-server-config, --format=json) with the catalog and save what they add as a team overlay</source>
        <translation>Confronta gli elenchi di gcloud salvati (compute machine-types list, container get-server-config, --format=json) con il catalogo e salva ciò che aggiungono come overlay del team</translation>
    </message>
    <message>
        <source>Refresh Catalog</source>
        <translation>Aggiorna catalogo</translation>
    </message>
    <message>
        <source>gcloud listings (*.json *.yaml *.yml);;All files (*)</source>
        <translation>Elenchi di gcloud (*.json *.yaml *.yml);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>tpuplan::CatalogRefreshDialog</name>
    <message>
        <source>Refresh Catalog</source>
        <translation>Aggiorna catalogo</translation>
    </message>
    <message>
        <source>Some listings could not be read; there is no overlay to save.</source>
        <translation>Alcuni elenchi non hanno potuto essere letti; non c&apos;è alcun overlay da salvare.</translation>
    </message>
    <message>
        <source>Save Overlay...</source>
        <translation>Salva overlay...</translation>
    </message>
    <message>
        <source>Save Catalog Overlay</source>
        <translation>Salva overlay del catalogo</translation>
    </message>
    <message>
        <source>Catalog overlay (*.yaml)</source>
        <translation>Overlay del catalogo (*.yaml)</translation>
    </message>
    <message>
        <source>What gcloud&apos;s listings say that the built-in catalog does not. Save the overlay, then use it in this window, or start the planner with --catalog FILE.</source>
        <translation>Ciò che gli elenchi di gcloud dicono e il catalogo integrato no. Salva l&apos;overlay, poi usalo in questa finestra, o avvia il planner con --catalog FILE.</translation>
    </message>
    <message>
        <source>Use in This Window</source>
        <translation>Usa in questa finestra</translation>
    </message>
    <message>
        <source>Save the overlay first: the window plans with the saved file</source>
        <translation>Salva prima l&apos;overlay: la finestra pianifica con il file salvato</translation>
    </message>
    <message>
        <source>Saved to %1. Use it in this window now, or start the planner with --catalog %1.</source>
        <translation>Salvato in %1. Usalo ora in questa finestra, o avvia il planner con --catalog %1.</translation>
    </message>
    <message>
        <source>Plan with %1 in this window from now on</source>
        <translation>Pianifica con %1 in questa finestra da ora in poi</translation>
    </message>
</context>
<context>
    <name>tpuplan::ChoiceComboBox</name>
    <message>
        <source>(not set)</source>
        <translation>(non impostato)</translation>
    </message>
    <message>
        <source>Choose a value.</source>
        <translation>Scegli un valore.</translation>
    </message>
    <message>
        <source>%1 is not a choice the catalog knows.</source>
        <translation>%1 non è una scelta nota al catalogo.</translation>
    </message>
</context>
<context>
    <name>tpuplan::ClusterImport</name>
    <message>
        <source>&amp;Import Cluster...</source>
        <translation>&amp;Importa cluster...</translation>
    </message>
    <message>
        <source>Start a plan from what a cluster has: the JSON or YAML of gcloud container clusters describe, node-pools list, kubectl get nodes or terraform show -json</source>
        <translation>Inizia un piano da ciò che ha un cluster: il JSON o YAML di gcloud container clusters describe, node-pools list, kubectl get nodes o terraform show -json</translation>
    </message>
    <message>
        <source>Import Cluster &amp;Folder...</source>
        <translation>Importa &amp;cartella del cluster...</translation>
    </message>
    <message>
        <source>Import every *.json, *.yaml and *.yml file of a folder</source>
        <translation>Importa ogni file *.json, *.yaml e *.yml di una cartella</translation>
    </message>
    <message>
        <source>Import Cluster</source>
        <translation>Importa cluster</translation>
    </message>
    <message>
        <source>gcloud, kubectl or Terraform output (*.json *.yaml *.yml);;All files (*)</source>
        <translation>Output di gcloud, kubectl o Terraform (*.json *.yaml *.yml);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Import Cluster Folder</source>
        <translation>Importa cartella del cluster</translation>
    </message>
</context>
<context>
    <name>tpuplan::ClusterSection</name>
    <message>
        <source>Rename cluster</source>
        <translation>Rinomina il cluster</translation>
    </message>
    <message>
        <source>Change GKE version</source>
        <translation>Modifica la versione GKE</translation>
    </message>
    <message>
        <source>Change data bucket location</source>
        <translation>Modifica la posizione dei dati</translation>
    </message>
    <message>
        <source>Change region</source>
        <translation>Modifica la regione</translation>
    </message>
    <message>
        <source>Change node image</source>
        <translation>Modifica l&apos;immagine dei nodi</translation>
    </message>
    <message>
        <source>Change auto-provisioning</source>
        <translation>Modifica il provisioning automatico</translation>
    </message>
    <message>
        <source>GKE cluster</source>
        <translation>Cluster GKE</translation>
    </message>
    <message>
        <source>C&amp;luster name:</source>
        <translation>Nome del c&amp;luster:</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modalità:</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Regione:</translation>
    </message>
    <message>
        <source>&amp;GKE version:</source>
        <translation>Versione &amp;GKE:</translation>
    </message>
    <message>
        <source>Node &amp;image:</source>
        <translation>&amp;Immagine dei nodi:</translation>
    </message>
    <message>
        <source>Node pools:</source>
        <translation>Pool di nodi:</translation>
    </message>
    <message>
        <source>&amp;Standard</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <source>You create and size the TPU node pools yourself: full control over machine types, autoscaling and node images.</source>
        <translation>Crei e dimensioni tu i pool di nodi TPU: pieno controllo su tipi di macchina, scalabilità automatica e immagini dei nodi.</translation>
    </message>
    <message>
        <source>&amp;Autopilot</source>
        <translation>A&amp;utopilot</translation>
    </message>
    <message>
        <source>GKE creates TPU nodes when a workload asks for them; you name an accelerator and a topology, and pay for what the pods use.</source>
        <translation>GKE crea i nodi TPU quando un carico di lavoro li richiede; indichi acceleratore e topologia e paghi ciò che i pod usano.</translation>
    </message>
    <message>
        <source>Node auto-&amp;provisioning</source>
        <translation>&amp;Provisioning automatico dei nodi</translation>
    </message>
    <message>
        <source>GKE creates TPU node pools on demand, within the cluster&apos;s resource limits.</source>
        <translation>GKE crea i pool di nodi TPU su richiesta, entro i limiti di risorse del cluster.</translation>
    </message>
    <message>
        <source>e.g. 1.31.5-gke.1233000</source>
        <translation>es. 1.31.5-gke.1233000</translation>
    </message>
    <message>
        <source>optional: region or multi-region of the training data, e.g. us-central1 or us</source>
        <translation>facoltativo: regione o multiregione dei dati di addestramento, es. us-central1 o us</translation>
    </message>
    <message>
        <source>The GKE cluster&apos;s name: lowercase letters, digits and &apos;-&apos;, at most %1 characters.</source>
        <translation>Il nome del cluster GKE: lettere minuscole, cifre e &apos;-&apos;, al massimo %1 caratteri.</translation>
    </message>
    <message>
        <source>The cluster&apos;s region; every pool&apos;s zone must lie in it. Regions where a pool&apos;s TPU version is not offered are disabled.</source>
        <translation>La regione del cluster; la zona di ogni pool deve trovarsi in essa. Le regioni in cui la versione TPU di un pool non è offerta sono disattivate.</translation>
    </message>
    <message>
        <source>The node operating system image (Standard only).</source>
        <translation>L&apos;immagine del sistema operativo dei nodi (solo Standard).</translation>
    </message>
    <message>
        <source>Change mode</source>
        <translation>Modifica la modalità</translation>
    </message>
    <message>
        <source>✓ GKE %1 runs every pool of this plan.</source>
        <translation>✓ GKE %1 supporta ogni pool di questo piano.</translation>
    </message>
    <message>
        <source>Autopilot manages nodes itself; this setting is for Standard clusters.</source>
        <translation>Autopilot gestisce i nodi da sé; questa impostazione è per i cluster Standard.</translation>
    </message>
    <message>
        <source>Change release channel</source>
        <translation>Cambia canale di rilascio</translation>
    </message>
    <message>
        <source>How GKE upgrades the cluster from its GKE version: Rapid gets new versions first, Stable last; Extended keeps a minor version supported longer, for an extra fee. New clusters are enrolled in Regular.</source>
        <translation>Come GKE aggiorna il cluster a partire dalla sua versione GKE: Rapid riceve per primo le nuove versioni, Stable per ultimo; Extended mantiene supportata più a lungo una versione minore, a pagamento. I nuovi cluster vengono iscritti a Regular.</translation>
    </message>
    <message>
        <source>Rapid: newest versions first</source>
        <translation>Rapid: prima le versioni più recenti</translation>
    </message>
    <message>
        <source>Regular (GKE&apos;s default)</source>
        <translation>Regular (predefinito di GKE)</translation>
    </message>
    <message>
        <source>Stable: versions proven in Regular</source>
        <translation>Stable: versioni collaudate in Regular</translation>
    </message>
    <message>
        <source>Extended: longer support, extra fee</source>
        <translation>Extended: supporto più lungo, a pagamento</translation>
    </message>
    <message>
        <source>Change data bucket</source>
        <translation>Modifica il bucket dei dati</translation>
    </message>
    <message>
        <source>Data &amp;bucket:</source>
        <translation>&amp;Bucket dei dati:</translation>
    </message>
    <message>
        <source>Data bucket l&amp;ocation:</source>
        <translation>P&amp;osizione del bucket:</translation>
    </message>
    <message>
        <source>optional: e.g. my-training-data (without gs://)</source>
        <translation>facoltativo: es. my-training-data (senza gs://)</translation>
    </message>
    <message>
        <source>The Cloud Storage bucket the workloads read and write. Named, the bundle gives them an identity allowed to use it (Workload Identity and the IAM binding).</source>
        <translation>Il bucket Cloud Storage che i carichi di lavoro leggono e scrivono. Se indicato, il bundle dà loro un&apos;identità autorizzata a usarlo (Workload Identity e l&apos;associazione IAM).</translation>
    </message>
    <message>
        <source>Release &amp;channel:</source>
        <translation>Canale di &amp;rilascio:</translation>
    </message>
</context>
<context>
    <name>tpuplan::ContractPricesDialog</name>
    <message>
        <source>Contract Prices</source>
        <translation>Prezzi contrattuali</translation>
    </message>
    <message>
        <source>Prices per chip-hour in %1 that replace the catalog&apos;s, for cost and export. Ironwood (TPU7x) has no public price: enter the one from your contract. An empty cell keeps the catalog&apos;s value shown in grey.</source>
        <translation>Prezzi per chip-ora in %1 che sostituiscono quelli del catalogo per costi ed esportazione. Ironwood (TPU7x) non ha un prezzo pubblico: inserisci quello del tuo contratto. Una cella vuota mantiene il valore del catalogo mostrato in grigio.</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regione</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>On demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1-year</source>
        <translation>1 anno</translation>
    </message>
    <message>
        <source>3-year</source>
        <translation>3 anni</translation>
    </message>
    <message>
        <source>e.g. contract 2026-17 with Google Cloud</source>
        <translation>ad es. contratto 2026-17 con Google Cloud</translation>
    </message>
    <message>
        <source>Where these prices come from; cost reports cite it.</source>
        <translation>Da dove provengono questi prezzi; i report dei costi lo citano.</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Fonte:</translation>
    </message>
    <message>
        <source>&amp;Load Prices File...</source>
        <translation>&amp;Carica file prezzi...</translation>
    </message>
    <message>
        <source>Read a prices file in the format of tpu-plan --prices</source>
        <translation>Legge un file prezzi nel formato di tpu-plan --prices</translation>
    </message>
    <message>
        <source>&amp;Clear All</source>
        <translation>&amp;Svuota tutto</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>Catalog price: %1 per chip-hour</source>
        <translation>Prezzo del catalogo: %1 per chip-ora</translation>
    </message>
    <message>
        <source>The catalog has no price here; enter your contract price</source>
        <translation>Il catalogo non ha un prezzo qui; inserisci il prezzo del tuo contratto</translation>
    </message>
    <message>
        <source>prices entered in the window</source>
        <translation>prezzi inseriti nella finestra</translation>
    </message>
    <message>
        <source>Load Prices File</source>
        <translation>Carica file prezzi</translation>
    </message>
    <message>
        <source>Prices (*.yaml *.yml);;All files (*)</source>
        <translation>Prezzi (*.yaml *.yml);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The prices file was refused; nothing was changed:
%1</source>
        <translation>Il file prezzi è stato rifiutato; non è stato cambiato nulla:
%1</translation>
    </message>
</context>
<context>
    <name>tpuplan::CostChart</name>
    <message>
        <source>On-demand</source>
        <translation>On demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>Impegno di 1 anno</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>Impegno di 3 anni</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Al mese</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Nel tempo</translation>
    </message>
    <message>
        <source>Horizon: </source>
        <translation>Orizzonte: </translation>
    </message>
    <message>
        <source> months</source>
        <translation> mesi</translation>
    </message>
    <message>
        <source>How many months the &apos;Over time&apos; chart covers</source>
        <translation>Quanti mesi copre il grafico &apos;Nel tempo&apos;</translation>
    </message>
    <message>
        <source>Export Chart…</source>
        <translation>Esporta grafico…</translation>
    </message>
    <message>
        <source>No plan.</source>
        <translation>Nessun piano.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Unknown&lt;/b&gt; per month: %n pool(s) without a price (%1)</source>
        <translation>
            <numerusform>&lt;b&gt;Sconosciuto&lt;/b&gt; al mese: %n pool senza prezzo (%1)</numerusform>
            <numerusform>&lt;b&gt;Sconosciuto&lt;/b&gt; al mese: %n pool senza prezzo (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>%1 al mese</translation>
    </message>
    <message>
        <source>Commitment pays off</source>
        <translation>L&apos;impegno conviene</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n mese</numerusform>
            <numerusform>%n mesi</numerusform>
        </translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Mesi</translation>
    </message>
    <message>
        <source>%1 in total</source>
        <translation>%1 in totale</translation>
    </message>
    <message>
        <source>after %1 months</source>
        <translation>dopo %1 mesi</translation>
    </message>
    <message>
        <source>On-demand has cost as much as a commitment&apos;s term %1: %2</source>
        <translation>L&apos;on demand è costato quanto la durata di un impegno %1: %2</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Esporta grafico</translation>
    </message>
    <message>
        <source>Save the chart on the current tab as PNG, SVG or PDF</source>
        <translation>Salva il grafico della scheda corrente come PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; per month as selected, cluster fee, system pool and boot disks included</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; al mese come selezionato, tariffa del cluster, pool di sistema e dischi di avvio inclusi</translation>
    </message>
    <message>
        <source>&lt;b&gt;At least %1&lt;/b&gt; per month as selected; not published: %2</source>
        <translation>&lt;b&gt;Almeno %1&lt;/b&gt; al mese come selezionato; non pubblicati: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;At most %1&lt;/b&gt; per month as selected: flex-start counted at its on-demand bound</source>
        <translation>&lt;b&gt;Al massimo %1&lt;/b&gt; al mese come selezionato: flex-start contato al suo limite on demand</translation>
    </message>
    <message>
        <source>List prices (undated)</source>
        <translation>Prezzi di listino (senza data)</translation>
    </message>
    <message>
        <source>List prices of %1</source>
        <translation>Prezzi di listino del %1</translation>
    </message>
    <message>
        <source>List prices dated %1 to %2</source>
        <translation>Prezzi di listino dal %1 al %2</translation>
    </message>
    <message>
        <source>%1 in %2, before taxes and negotiated discounts.</source>
        <translation>%1 in %2, imposte escluse e prima degli sconti negoziati.</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>Immagine PNG (*.png);;Immagine SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>TPU plan cost</source>
        <translation>Costo del piano TPU</translation>
    </message>
    <message>
        <source>The chart could not be drawn.</source>
        <translation>Non è stato possibile disegnare il grafico.</translation>
    </message>
    <message>
        <source>Contract prices (Tools &gt; Contract Prices) in %1, before taxes.</source>
        <translation>Prezzi contrattuali (Strumenti &gt; Prezzi contrattuali) in %1, imposte escluse.</translation>
    </message>
    <message>
        <source>list prices (undated)</source>
        <translation>prezzi di listino (senza data)</translation>
    </message>
    <message>
        <source>list prices of %1</source>
        <translation>prezzi di listino del %1</translation>
    </message>
    <message>
        <source>list prices dated %1 to %2</source>
        <translation>prezzi di listino dal %1 al %2</translation>
    </message>
    <message>
        <source>Contract prices (Tools &gt; Contract Prices) and %1 in %2, before taxes.</source>
        <translation>Prezzi contrattuali (Strumenti &gt; Prezzi contrattuali) e %1 in %2, imposte escluse.</translation>
    </message>
    <message>
        <source>Of this, %1 pays for reserved or committed hours the plan does not use.</source>
        <translation>Di questi, %1 pagano ore prenotate o impegnate che il piano non usa.</translation>
    </message>
    <message>
        <source>Paid for hours not used</source>
        <translation>Pagato per ore non usate</translation>
    </message>
    <message>
        <source>%1 (%2 for the hours used, %3 for hours paid but not used)</source>
        <translation>%1 (%2 per le ore usate, %3 per ore pagate ma non usate)</translation>
    </message>
    <message>
        <source>&lt;b&gt;At most %1&lt;/b&gt; per month as selected plus the items without a published price (%2): flex-start counted at its on-demand bound</source>
        <translation>&lt;b&gt;Al massimo %1&lt;/b&gt; al mese come selezionato, più le voci senza prezzo pubblicato (%2): flex-start contato al suo limite on demand</translation>
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
        <translation> · %1 %2 al mese</translation>
    </message>
    <message>
        <source> · at least %1 %2 per month</source>
        <translation> · almeno %1 %2 al mese</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>almeno %1</translation>
    </message>
    <message>
        <source> · at most %1 %2 per month</source>
        <translation> · al massimo %1 %2 al mese</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>al massimo %1</translation>
    </message>
    <message>
        <source> · at most %1 %2 per month before unpriced items</source>
        <translation> · al massimo %1 %2 al mese, voci senza prezzo escluse</translation>
    </message>
    <message>
        <source>at most %1 before unpriced items</source>
        <translation>al massimo %1, voci senza prezzo escluse</translation>
    </message>
    <message>
        <source> · cost unknown: enter a contract price (Tools &gt; Contract Prices)</source>
        <translation> · costo sconosciuto: inserisci un prezzo contrattuale (Strumenti &gt; Prezzi contrattuali)</translation>
    </message>
    <message>
        <source>The selected total per month, as in the Cost dock and the review bundle.</source>
        <translation>Il totale mensile selezionato, come nel pannello Costi e nel pacchetto di revisione.</translation>
    </message>
    <message>
        <source>Per hour while every pool runs: %1</source>
        <translation>All&apos;ora, mentre tutti i pool sono in funzione: %1</translation>
    </message>
    <message>
        <source>Flex-start pools are counted at their on-demand price, their upper bound.</source>
        <translation>I pool flex-start sono contati al loro prezzo on demand, il loro limite massimo.</translation>
    </message>
    <message>
        <source>Without a published price, not counted: %1</source>
        <translation>Senza prezzo pubblicato, non contati: %1</translation>
    </message>
    <message>
        <source> · cost unknown until every pool&apos;s slice is valid (see the findings)</source>
        <translation> · costo sconosciuto finché la slice di ogni pool non è valida (vedi i rilievi)</translation>
    </message>
</context>
<context>
    <name>tpuplan::DocumentController</name>
    <message>
        <source>an untitled plan</source>
        <translation>un piano senza titolo</translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>Recuperare le modifiche non salvate?</translation>
    </message>
    <message>
        <source>Recover opens them; they stay kept until you save or discard the plan. Discard deletes them. Later keeps them for the next start.</source>
        <translation>Ripristina le apre; restano conservate finché non salvi o scarti il piano. Scarta le elimina. Più tardi le conserva per il prossimo avvio.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Ripristina</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Scarta</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Più &amp;tardi</translation>
    </message>
    <message>
        <source>Damaged recovery copy</source>
        <translation>Copia di recupero danneggiata</translation>
    </message>
    <message>
        <source>Open as Untitled shows what could be read as a new plan; it is never saved over %1. Discard deletes the copy. Later keeps it for the next start (%2).</source>
        <translation>«Apri come senza titolo» mostra ciò che si è potuto leggere come nuovo piano; non viene mai salvato sopra %1. «Scarta» elimina la copia. «Più tardi» la conserva per il prossimo avvio (%2).</translation>
    </message>
    <message>
        <source>Nothing of it can be opened as a plan. Discard deletes the copy. Later keeps it for the next start (%1).</source>
        <translation>Nulla di essa può essere aperto come piano. «Scarta» elimina la copia. «Più tardi» la conserva per il prossimo avvio (%1).</translation>
    </message>
    <message>
        <source>Open as &amp;Untitled</source>
        <translation>Apri come &amp;senza titolo</translation>
    </message>
    <message>
        <source>The recovery copy could not be written (%1).</source>
        <translation>Non è stato possibile scrivere la copia di ripristino (%1).</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>Open &amp;Example</source>
        <translation>Apri &amp;esempio</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuovo</translation>
    </message>
    <message>
        <source>Start a new plan</source>
        <translation>Inizia un nuovo piano</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Apri...</translation>
    </message>
    <message>
        <source>Open a plan file</source>
        <translation>Apri un file di piano</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Salva &amp;come...</translation>
    </message>
    <message>
        <source>Cannot open plan</source>
        <translation>Impossibile aprire il piano</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Aperto %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>riga %1: %2</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>riga %1, colonna %2: %3</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 non può essere letto.</translation>
    </message>
    <message>
        <source>%1 is not a plan this version can edit.</source>
        <translation>%1 non è un piano che questa versione può modificare.</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>Apri piano</translation>
    </message>
    <message>
        <source>TPU plans (*.tpuplan.yaml *.yaml);;All files (*)</source>
        <translation>Piani TPU (*.tpuplan.yaml *.yaml);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Salva piano</translation>
    </message>
    <message>
        <source>TPU plans (*.tpuplan.yaml)</source>
        <translation>Piani TPU (*.tpuplan.yaml)</translation>
    </message>
    <message>
        <source>Cannot save plan</source>
        <translation>Impossibile salvare il piano</translation>
    </message>
    <message>
        <source>The plan could not be saved to %1.

%2

The file on disk is unchanged and your changes are still open: free some space or choose another place with Save As.</source>
        <translation>Non è stato possibile salvare il piano in %1.

%2

Il file su disco non è cambiato e le tue modifiche sono ancora aperte: libera spazio o scegli un&apos;altra posizione con Salva con nome.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.
Save them before going on?</source>
        <translation>%1 ha modifiche non salvate.
Salvarle prima di continuare?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Impossibile ripristinare</translation>
    </message>
    <message>
        <source>The recovery copy %1 cannot be read; it is kept.</source>
        <translation>La copia di ripristino %1 non può essere letta; viene conservata.</translation>
    </message>
    <message>
        <source>%1 has a YAML syntax error (a plan is written in YAML):</source>
        <translation>%1 contiene un errore di sintassi YAML (un piano è scritto in YAML):</translation>
    </message>
    <message>
        <source>%1 did not close properly. Unsaved changes to %2 from %3 were kept.</source>
        <translation>%1 non è stato chiuso correttamente. Le modifiche non salvate a %2 del %3 sono state conservate.</translation>
    </message>
    <message>
        <source>%1 did not close properly, and the copy of the unsaved changes to %2 is damaged: %3.</source>
        <translation>%1 non è stato chiuso correttamente e la copia delle modifiche non salvate a %2 è danneggiata: %3.</translation>
    </message>
</context>
<context>
    <name>tpuplan::ExportDialog</name>
    <message>
        <source>Export &amp;anyway (the bundle&apos;s README lists the errors)</source>
        <translation>Esporta &amp;comunque (il README del pacchetto elenca gli errori)</translation>
    </message>
    <message>
        <source>Export Review Bundle</source>
        <translation>Esporta pacchetto di revisione</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Sfoglia...</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Cartella:</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>File:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Esporta</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>Esporta nella cartella</translation>
    </message>
    <message>
        <source>The plan has 1 error: fix it first, or export anyway for review.</source>
        <translation>Il piano ha 1 errore: correggilo prima, o esporta comunque per la revisione.</translation>
    </message>
    <message>
        <source>The plan has %1 errors: fix them first, or export anyway for review.</source>
        <translation>Il piano ha %1 errori: correggili prima, o esporta comunque per la revisione.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Esportazione non riuscita</translation>
    </message>
    <message>
        <source>Review bundle written</source>
        <translation>Pacchetto di revisione scritto</translation>
    </message>
    <message>
        <source>Add the &amp;cost chart (cost.png)</source>
        <translation>Aggiungi il grafico dei &amp;costi (cost.png)</translation>
    </message>
    <message>
        <source>The monthly cost per pool and way of paying, as the Cost dock draws it, for reviewers</source>
        <translation>Il costo mensile per pool e modo di pagamento, come lo disegna il pannello Costi, per i revisori</translation>
    </message>
    <message>
        <source>The cost chart could not be drawn; export without it.</source>
        <translation>Impossibile disegnare il grafico dei costi; esportare senza.</translation>
    </message>
    <message>
        <source>The plan is valid. Files an earlier export wrote are replaced; files of yours are kept, and replaced only when you agree.</source>
        <translation>Il piano è valido. I file scritti da un&apos;esportazione precedente vengono sostituiti; i tuoi file restano e vengono sostituiti solo se lo consenti.</translation>
    </message>
    <message>
        <source>Replace files?</source>
        <translation>Sostituire i file?</translation>
    </message>
    <message>
        <source>%1

Replace the files of the bundle&apos;s names and keep the others?</source>
        <translation>%1

Sostituire i file con i nomi del pacchetto e mantenere gli altri?</translation>
    </message>
    <message>
        <source>Writing the review bundle...</source>
        <translation>Scrittura del pacchetto di revisione...</translation>
    </message>
    <message>
        <source>Export cancelled: the folder was left as it was.</source>
        <translation>Esportazione annullata: la cartella è rimasta com&apos;era.</translation>
    </message>
</context>
<context>
    <name>tpuplan::ExportPreview</name>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;File:</translation>
    </message>
    <message>
        <source>This file is too large to show formatted (%1); it is shown as text, as exported.</source>
        <translation>Questo file è troppo grande per mostrarlo formattato (%1); è mostrato come testo, così come esportato.</translation>
    </message>
</context>
<context>
    <name>tpuplan::FindingsDock</name>
    <message>
        <source>Findings: %1, %2, %3</source>
        <translation>Rilievi: %1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n errore</numerusform>
            <numerusform>%n errori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n avviso</numerusform>
            <numerusform>%n avvisi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n nota</numerusform>
            <numerusform>%n note</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Piano</translation>
    </message>
    <message>
        <source>Manifests</source>
        <translation>Manifest</translation>
    </message>
    <message>
        <source>Learn More About %1</source>
        <translation>Scopri di più su %1</translation>
    </message>
    <message>
        <source>Manifest Findings: %1, %2, %3</source>
        <translation>Rilievi dei manifest: %1, %2, %3</translation>
    </message>
</context>
<context>
    <name>tpuplan::FindingsModel</name>
    <message>
        <source>Plan and cluster</source>
        <translation>Piano e cluster</translation>
    </message>
    <message>
        <source>Pool %1</source>
        <translation>Pool %1</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Rilievo</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
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
        <translation>«%1»</translation>
    </message>
</context>
<context>
    <name>tpuplan::GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>Glossario</translation>
    </message>
    <message>
        <source>Search terms and definitions</source>
        <translation>Cerca termini e definizioni</translation>
    </message>
    <message>
        <source>Type part of a term or of its explanation; Enter opens the first match</source>
        <translation>Scrivi parte di un termine o della sua spiegazione; Invio apre il primo risultato</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 term(s)</source>
        <translation>
            <numerusform>%n di %1 termine</numerusform>
            <numerusform>%n di %1 termini</numerusform>
        </translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Regola %1</translation>
    </message>
    <message>
        <source>What it protects against</source>
        <translation>Da cosa protegge</translation>
    </message>
    <message>
        <source>Why it matters for a plan</source>
        <translation>Perché conta per un piano</translation>
    </message>
    <message>
        <source>Related terms</source>
        <translation>Termini correlati</translation>
    </message>
    <message>
        <source>No term matches “%1”. Try another word, or clear the search to see every term.</source>
        <translation>Nessun termine corrisponde a «%1». Provate un&apos;altra parola o svuotate la ricerca per vedere tutti i termini.</translation>
    </message>
    <message>
        <source>Source of the facts (pages and topics in English): %1</source>
        <translation>Fonte dei fatti (pagine e argomenti in inglese): %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::ImportResultDialog</name>
    <message>
        <source>Import Cluster</source>
        <translation>Importa cluster</translation>
    </message>
    <message>
        <source>Some files could not be imported; nothing was opened.</source>
        <translation>Alcuni file non hanno potuto essere importati; non è stato aperto nulla.</translation>
    </message>
    <message>
        <source>The files hold no cluster and no TPU node pool.</source>
        <translation>I file non contengono alcun cluster né node pool TPU.</translation>
    </message>
    <message numerus="yes">
        <source>Cluster %1 (%2, %3): %n TPU pool(s) imported.</source>
        <translation>
            <numerusform>Cluster %1 (%2, %3): %n pool TPU importato.</numerusform>
            <numerusform>Cluster %1 (%2, %3): %n pool TPU importati.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>Notes: what the plan cannot hold (%1)</source>
        <translation>Note: ciò che il piano non può contenere (%1)</translation>
    </message>
    <message>
        <source>Open as New Plan</source>
        <translation>Apri come nuovo piano</translation>
    </message>
    <message>
        <source>Refused files (%1)</source>
        <translation>File rifiutati (%1)</translation>
    </message>
    <message>
        <source>Imported (%1)</source>
        <translation>Importati (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 in %3, %n node(s), %4</source>
        <translation>
            <numerusform>%1 %2 in %3, %n nodo, %4</numerusform>
            <numerusform>%1 %2 in %3, %n nodi, %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n running)</source>
        <translation>
            <numerusform> (%n in esecuzione)</numerusform>
            <numerusform> (%n in esecuzione)</numerusform>
        </translation>
    </message>
    <message>
        <source>Skipped (%1)</source>
        <translation>Saltati (%1)</translation>
    </message>
    <message>
        <source>Open what was imported as a new, unsaved plan</source>
        <translation>Apri ciò che è stato importato come nuovo piano non salvato</translation>
    </message>
    <message>
        <source>Nothing to open: the files above were refused. Correct them or leave them out, then import again.</source>
        <translation>Niente da aprire: i file qui sopra sono stati rifiutati. Correggeteli o escludeteli, poi importate di nuovo.</translation>
    </message>
    <message>
        <source>Nothing to open: the files hold no cluster and no TPU node pool.</source>
        <translation>Niente da aprire: i file non contengono né un cluster né un pool di nodi TPU.</translation>
    </message>
</context>
<context>
    <name>tpuplan::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;About TPU Planner</source>
        <translation>&amp;Informazioni su Pianificatore TPU</translation>
    </message>
    <message>
        <source>About TPU Planner</source>
        <translation>Informazioni su Pianificatore TPU</translation>
    </message>
    <message>
        <source>&lt;h3&gt;TPU Planner %1&lt;/h3&gt;&lt;p&gt;Plan Cloud TPU capacity on GKE, offline.&lt;/p&gt;&lt;p&gt;Catalog facts as of %2. Every choice is checked by the same rules as &lt;tt&gt;tpu-plan validate&lt;/tt&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pianificatore TPU %1&lt;/h3&gt;&lt;p&gt;Pianifica la capacità Cloud TPU su GKE, offline.&lt;/p&gt;&lt;p&gt;Dati del catalogo al %2. Ogni scelta è verificata con le stesse regole di &lt;tt&gt;tpu-plan validate&lt;/tt&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Add Pool</source>
        <translation>&amp;Aggiungi pool</translation>
    </message>
    <message>
        <source>Add a TPU pool that fits the cluster</source>
        <translation>Aggiungi un pool TPU adatto al cluster</translation>
    </message>
    <message>
        <source>Re&amp;move Pool</source>
        <translation>Ri&amp;muovi pool</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barra principale</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Disponibilità</translation>
    </message>
    <message>
        <source>%1[*] - TPU Planner</source>
        <translation>%1[*] - Pianificatore TPU</translation>
    </message>
    <message>
        <source>valid plan</source>
        <translation>piano valido</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annulla: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ripeti: %1</translation>
    </message>
    <message>
        <source>Select a pool to remove it</source>
        <translation>Seleziona un pool per rimuoverlo</translation>
    </message>
    <message>
        <source>Remove the selected pool</source>
        <translation>Rimuovi il pool selezionato</translation>
    </message>
    <message>
        <source>A plan needs at least one pool</source>
        <translation>Un piano richiede almeno un pool</translation>
    </message>
    <message>
        <source>Slice in 3D</source>
        <translation>Slice in 3D</translation>
    </message>
    <message>
        <source>Export Preview</source>
        <translation>Anteprima dell&apos;esportazione</translation>
    </message>
    <message>
        <source>&amp;Export Review Bundle...</source>
        <translation>&amp;Esporta pacchetto di revisione...</translation>
    </message>
    <message>
        <source>Write manifests, gcloud script, Terraform and cost summary to a folder</source>
        <translation>Scrivi manifest, script gcloud, Terraform e riepilogo dei costi in una cartella</translation>
    </message>
    <message>
        <source>Review bundle written to %1</source>
        <translation>Pacchetto di revisione scritto in %1</translation>
    </message>
    <message>
        <source>The saved contract prices no longer fit the catalog and are not used: %1</source>
        <translation>I prezzi contrattuali salvati non corrispondono più al catalogo e non vengono usati: %1</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>S&amp;trumenti</translation>
    </message>
    <message>
        <source>About the &amp;Catalog...</source>
        <translation>Informazioni sul &amp;catalogo...</translation>
    </message>
    <message>
        <source>Contract &amp;Prices...</source>
        <translation>&amp;Prezzi contrattuali...</translation>
    </message>
    <message>
        <source>Enter prices the catalog lacks (Ironwood) or that your contract sets</source>
        <translation>Inserisci i prezzi che mancano nel catalogo (Ironwood) o fissati dal tuo contratto</translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n errore</numerusform>
            <numerusform>%n errori</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4</source>
        <translation>%1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <source>Catalog prices in use</source>
        <translation>Prezzi del catalogo in uso</translation>
    </message>
    <message>
        <source>Contract prices in use</source>
        <translation>Prezzi contrattuali in uso</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Annulla %1</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Ripeti %1</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Costi</translation>
    </message>
    <message>
        <source>&amp;Migrate TensorFlow Script...</source>
        <translation>&amp;Migra script TensorFlow...</translation>
    </message>
    <message>
        <source>Show what a TPUEstimator script must change for TF2 TPUStrategy, with a TF2 skeleton</source>
        <translation>Mostra cosa deve cambiare uno script TPUEstimator per TF2 TPUStrategy, con uno scheletro TF2</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Confronto</translation>
    </message>
    <message>
        <source>nodes unknown</source>
        <translation>nodi sconosciuti</translation>
    </message>
    <message>
        <source>&amp;Size from Model...</source>
        <translation>&amp;Dimensiona dal modello...</translation>
    </message>
    <message>
        <source>From a model and a training or serving job to the slices that fit it, with time and cost</source>
        <translation>Da un modello e un lavoro di addestramento o di servizio alle slice adatte, con tempi e costi</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogo</translation>
    </message>
    <message>
        <source>%1 cannot be used; the window keeps its catalog.

%2</source>
        <translation>%1 non può essere usato; la finestra mantiene il suo catalogo.

%2</translation>
    </message>
    <message>
        <source>Planning with the catalog %1; start with --catalog and its path to use it again.</source>
        <translation>Si pianifica con il catalogo %1; avvia con --catalog e il suo percorso per usarlo di nuovo.</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Rilievi</translation>
    </message>
    <message numerus="yes">
        <source>%Ln nodes</source>
        <translation>
            <numerusform>%Ln nodo</numerusform>
            <numerusform>%Ln nodi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips</source>
        <translation>
            <numerusform>%Ln chip</numerusform>
            <numerusform>%Ln chip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln slices</source>
        <translation>
            <numerusform>%Ln slice</numerusform>
            <numerusform>%Ln slice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestCheck</name>
    <message>
        <source>Check &amp;Manifests...</source>
        <translation>Controlla &amp;manifest...</translation>
    </message>
    <message>
        <source>Check the TPU workloads of Kubernetes YAML files, or of every *.yaml and *.yml file of a folder (selectors, chips, pods per slice), against the catalog and this plan, as tpu-plan lint does</source>
        <translation>Controlla i carichi di lavoro TPU di file YAML di Kubernetes, o di tutti i file *.yaml e *.yml di una cartella (selettori, chip, pod per slice), rispetto al catalogo e a questo piano, come fa tpu-plan lint</translation>
    </message>
    <message>
        <source>Checking manifests...</source>
        <translation>Controllo dei manifest...</translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestFindingsModel</name>
    <message>
        <source>%1: not read</source>
        <translation>%1: non letto</translation>
    </message>
    <message numerus="yes">
        <source>%n TPU workload(s)</source>
        <translation>
            <numerusform>%n carico di lavoro TPU</numerusform>
            <numerusform>%n carichi di lavoro TPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other object(s)</source>
        <translation>
            <numerusform>%n altro oggetto</numerusform>
            <numerusform>%n altri oggetti</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 look right, %3 skipped</source>
        <translation>%1: %2 a posto, %3 saltati</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %3 skipped, %n finding(s)</source>
        <translation>
            <numerusform>%1: %2, %3 saltati, %n rilievo</numerusform>
            <numerusform>%1: %2, %3 saltati, %n rilievi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) in %3, field %4: %5</source>
        <translation>%1 (%2) in %3, campo %4: %5</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>riga %1, colonna %2</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Rilievo</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dove</translation>
    </message>
    <message>
        <source>%1: a Helm or Jinja template, skipped</source>
        <translation>%1: un template Helm o Jinja, saltato</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n document(s) that are not Kubernetes objects</source>
        <translation>
            <numerusform>%1 e %n documento che non è un oggetto Kubernetes</numerusform>
            <numerusform>%1 e %n documenti che non sono oggetti Kubernetes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no TPU workload, %2 skipped</source>
        <translation>%1: nessun carico di lavoro TPU, %2 saltati</translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestFindingsPanel</name>
    <message>
        <source>No manifests checked yet: File &gt; Check Manifests.</source>
        <translation>Nessun manifest ancora controllato: File &gt; Controlla manifest.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked: %1, %2, %3 in %4.</source>
        <translation>
            <numerusform>%n file controllato: %1, %2, %3 in %4.</numerusform>
            <numerusform>%n file controllati: %1, %2, %3 in %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n errore</numerusform>
            <numerusform>%n errori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n avviso</numerusform>
            <numerusform>%n avvisi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n nota</numerusform>
            <numerusform>%n note</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n TPU workload(s)</source>
        <translation>
            <numerusform>%n carico di lavoro TPU</numerusform>
            <numerusform>%n carichi di lavoro TPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Against the plan&apos;s pools</source>
        <translation>Rispetto ai pool del piano</translation>
    </message>
    <message>
        <source>Also check that each TPU workload runs on one of the open plan&apos;s pools (rule lint-plan-match), as tpu-plan lint --plan does. The mode is the plan&apos;s either way.</source>
        <translation>Controlla anche che ogni carico di lavoro TPU giri su uno dei pool del piano aperto (regola lint-plan-match), come fa tpu-plan lint --plan. La modalità è comunque quella del piano.</translation>
    </message>
    <message>
        <source>Check Again</source>
        <translation>Controlla di nuovo</translation>
    </message>
    <message>
        <source>Read the same files again, e.g. after editing them</source>
        <translation>Rileggi gli stessi file, ad es. dopo averli modificati</translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestSourceDialog</name>
    <message>
        <source>Check Manifests: files or a folder</source>
        <translation>Controlla manifest: file o una cartella</translation>
    </message>
    <message>
        <source>Kubernetes YAML (*.yaml *.yml);;All files (*)</source>
        <translation>YAML di Kubernetes (*.yaml *.yml);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Check This &amp;Folder</source>
        <translation>Controlla questa &amp;cartella</translation>
    </message>
    <message>
        <source>Check every *.yaml and *.yml file of the folder shown and its subfolders</source>
        <translation>Controlla ogni file *.yaml e *.yml della cartella mostrata e delle sue sottocartelle</translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestViewer</name>
    <message>
        <source>%1 - Checked Manifest</source>
        <translation>%1 - Manifest controllato</translation>
    </message>
    <message>
        <source>%1 cannot be shown: it cannot be read or is too large.</source>
        <translation>%1 non può essere mostrato: non è leggibile o è troppo grande.</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dove</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Rilievo</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>riga %1, colonna %2</translation>
    </message>
    <message>
        <source>%1: a Helm or Jinja template, not checked: the note below says why.</source>
        <translation>%1: un template Helm o Jinja, non controllato: la nota qui sotto spiega perché.</translation>
    </message>
    <message numerus="yes">
        <source>%1: no TPU workload, %n error(s); the lines with findings are tinted.</source>
        <translation>
            <numerusform>%1: nessun carico di lavoro TPU, %n errore; le righe con rilievi sono evidenziate.</numerusform>
            <numerusform>%1: nessun carico di lavoro TPU, %n errori; le righe con rilievi sono evidenziate.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in %3; the lines with findings are tinted.</source>
        <translation>%1: %2 in %3; le righe con rilievi sono evidenziate.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n errore</numerusform>
            <numerusform>%n errori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n TPU workload(s)</source>
        <translation>
            <numerusform>%n carico di lavoro TPU</numerusform>
            <numerusform>%n carichi di lavoro TPU</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::MigrateDialog</name>
    <message>
        <source>Migrate TensorFlow Script</source>
        <translation>Migra script TensorFlow</translation>
    </message>
    <message>
        <source>&amp;Open Script…</source>
        <translation>&amp;Apri script…</translation>
    </message>
    <message>
        <source>&amp;Save Skeleton…</source>
        <translation>&amp;Salva scheletro…</translation>
    </message>
    <message>
        <source>Write the TF2 TPUStrategy skeleton to a new Python file</source>
        <translation>Scrive lo scheletro TF2 TPUStrategy in un nuovo file Python</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Line:column</source>
        <translation>Riga:colonna</translation>
    </message>
    <message>
        <source>Construct</source>
        <translation>Costrutto</translation>
    </message>
    <message>
        <source>What it was for</source>
        <translation>A cosa serviva</translation>
    </message>
    <message>
        <source>In TF2</source>
        <translation>In TF2</translation>
    </message>
    <message>
        <source>Open a TensorFlow 1 training script (TPUEstimator) to see what to change.</source>
        <translation>Aprire uno script di addestramento TensorFlow 1 (TPUEstimator) per vedere cosa cambiare.</translation>
    </message>
    <message>
        <source>The TF2 skeleton appears here.</source>
        <translation>Qui compare lo scheletro TF2.</translation>
    </message>
    <message>
        <source>No script open.</source>
        <translation>Nessuno script aperto.</translation>
    </message>
    <message>
        <source>%1 is not Python: line %2, column %3: %4</source>
        <translation>%1 non è Python: riga %2, colonna %3: %4</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>Impossibile leggere %1: %2</translation>
    </message>
    <message>
        <source>There is no skeleton: the script could not be read</source>
        <translation>Non c&apos;è scheletro: lo script non è stato letto</translation>
    </message>
    <message>
        <source>%1: nothing to migrate, no TPUEstimator-era construct found.</source>
        <translation>%1: niente da migrare, nessun costrutto dell&apos;era TPUEstimator trovato.</translation>
    </message>
    <message>
        <source>There is no skeleton: nothing to migrate</source>
        <translation>Non c&apos;è scheletro: niente da migrare</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n construct(s) to migrate. Click one to see its line; the TF2 skeleton is on the right.</source>
        <translation>
            <numerusform>%1: %n costrutto da migrare. Fare clic su uno per vederne la riga; lo scheletro TF2 è a destra.</numerusform>
            <numerusform>%1: %n costrutti da migrare. Fare clic su uno per vederne la riga; lo scheletro TF2 è a destra.</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no skeleton to save</source>
        <translation>non c&apos;è uno scheletro da salvare</translation>
    </message>
    <message>
        <source>%1 is the script itself; the skeleton would replace it</source>
        <translation>%1 è lo script stesso; lo scheletro lo sostituirebbe</translation>
    </message>
    <message>
        <source>Open TensorFlow Script</source>
        <translation>Apri script TensorFlow</translation>
    </message>
    <message>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Script Python (*.py);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Save TF2 Skeleton</source>
        <translation>Salva scheletro TF2</translation>
    </message>
    <message>
        <source>Python scripts (*.py)</source>
        <translation>Script Python (*.py)</translation>
    </message>
    <message>
        <source>The skeleton was not saved: %1</source>
        <translation>Lo scheletro non è stato salvato: %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::PlanAssistant</name>
    <message>
        <source>Guided Planning</source>
        <translation>Pianificazione guidata</translation>
    </message>
    <message>
        <source>Step 1 of 4: Standard or Autopilot</source>
        <translation>Passo 1 di 4: Standard o Autopilot</translation>
    </message>
    <message>
        <source>Step 2 of 4: the TPU version</source>
        <translation>Passo 2 di 4: la versione TPU</translation>
    </message>
    <message>
        <source>Step 3 of 4: where it is offered</source>
        <translation>Passo 3 di 4: dove è offerta</translation>
    </message>
    <message>
        <source>Step 4 of 4: the slice</source>
        <translation>Passo 4 di 4: la slice</translation>
    </message>
    <message>
        <source>Who creates and sizes the TPU nodes: you (Standard) or GKE (Autopilot).</source>
        <translation>Chi crea e dimensiona i nodi TPU: tu (Standard) o GKE (Autopilot).</translation>
    </message>
    <message>
        <source>Each TPU version has its own chips, slice shapes, zones and prices.</source>
        <translation>Ogni versione TPU ha i propri chip, forme di slice, zone e prezzi.</translation>
    </message>
    <message>
        <source>A TPU version is offered in a few zones only; the cluster&apos;s region follows the zone.</source>
        <translation>Una versione TPU è offerta solo in poche zone; la regione del cluster segue la zona.</translation>
    </message>
    <message>
        <source>The slice&apos;s shape decides its chips, its VMs and whether it is a torus.</source>
        <translation>La forma della slice decide i suoi chip, le sue VM e se è un toro.</translation>
    </message>
    <message>
        <source>&amp;Standard: you create the TPU node pools</source>
        <translation>&amp;Standard: crei tu i node pool TPU</translation>
    </message>
    <message>
        <source>&amp;Autopilot: GKE creates TPU nodes for the pods</source>
        <translation>&amp;Autopilot: GKE crea i nodi TPU per i Pod</translation>
    </message>
    <message>
        <source>%1 (%2): %3 GiB HBM per chip, %4 TFLOPS bf16</source>
        <translation>%1 (%2): %3 GiB di HBM per chip, %4 TFLOPS bf16</translation>
    </message>
    <message>
        <source>%1 (region %2): needs GKE %3 or later</source>
        <translation>%1 (regione %2): richiede GKE %3 o successivo</translation>
    </message>
    <message numerus="yes">
        <source>multi-host, %n VMs</source>
        <translation>
            <numerusform>multi-host, %n VM</numerusform>
            <numerusform>multi-host, %n VM</numerusform>
        </translation>
    </message>
    <message>
        <source>single-host, one VM</source>
        <translation>single-host, una VM</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: %n chips, %3</source>
        <translation>
            <numerusform>%1 su %2: %n chip, %3</numerusform>
            <numerusform>%1 su %2: %n chip, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The plan so far: %1 cluster in %2 (GKE %3), %4 %5 in %6, %n chip(s).</source>
        <translation>
            <numerusform>Il piano finora: cluster %1 in %2 (GKE %3), %4 %5 in %6, %n chip.</numerusform>
            <numerusform>Il piano finora: cluster %1 in %2 (GKE %3), %4 %5 in %6, %n chip.</numerusform>
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
        <translation>È valido.</translation>
    </message>
    <message numerus="yes">
        <source>It has %n error(s); the next steps fix them.</source>
        <translation>
            <numerusform>Ha %n errore; i prossimi passi lo correggono.</numerusform>
            <numerusform>Ha %n errori; i prossimi passi li correggono.</numerusform>
        </translation>
    </message>
    <message>
        <source>Optional: will your model fit?</source>
        <translation>Facoltativo: il tuo modello ci sta?</translation>
    </message>
    <message>
        <source>No model yet (skip this step)</source>
        <translation>Ancora nessun modello (saltate questo passo)</translation>
    </message>
    <message>
        <source>it fits</source>
        <translation>ci sta</translation>
    </message>
    <message>
        <source>it is tight</source>
        <translation>è al limite</translation>
    </message>
    <message>
        <source>it does not fit</source>
        <translation>non ci sta</translation>
    </message>
    <message>
        <source>%1 on %2 %3 needs %4 GiB per chip of the %5 GiB usable: %6.</source>
        <translation>%1 su %2 %3 richiede %4 GiB per chip dei %5 GiB utilizzabili: %6.</translation>
    </message>
    <message>
        <source>No %1 slice holds it: go Back to another TPU version, or pick a smaller model.</source>
        <translation>Nessuna slice %1 lo contiene: torna indietro a un&apos;altra versione di TPU o scegli un modello più piccolo.</translation>
    </message>
    <message numerus="yes">
        <source>The smallest %1 slice that holds it: %2 on %3, %n chip(s).</source>
        <translation>
            <numerusform>La slice %1 più piccola che lo contiene: %2 su %3, %n chip.</numerusform>
            <numerusform>La slice %1 più piccola che lo contiene: %2 su %3, %n chip.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Use %1 on %2</source>
        <translation>&amp;Usa %1 su %2</translation>
    </message>
    <message>
        <source>Pick a model you will serve (bf16, 8k context, 16 sequences at once) to see whether it fits the slice. Tools &gt; Size from Model weighs every version, training too.</source>
        <translation>Scegli un modello che servirai (bf16, contesto di 8k, 16 sequenze alla volta) per vedere se sta nella slice. Strumenti &gt; Dimensiona dal modello confronta ogni versione, anche per l&apos;addestramento.</translation>
    </message>
</context>
<context>
    <name>tpuplan::PlanDocument</name>
    <message>
        <source>Add pool %1</source>
        <translation>Aggiungi pool %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Senza titolo</translation>
    </message>
    <message>
        <source>Remove pool %1</source>
        <translation>Rimuovi pool %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::PlanOutlineModel</name>
    <message>
        <source>Item</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
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
        <translation>Cluster %1: GKE %2 in %3, modalità %4</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>nodes unknown</source>
        <translation>nodi sconosciuti</translation>
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
            <numerusform>%n nodo</numerusform>
            <numerusform>%n nodi</numerusform>
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
        <translation>Rinomina il piano</translation>
    </message>
    <message>
        <source>Change description</source>
        <translation>Modifica la descrizione</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Piano</translation>
    </message>
    <message>
        <source>Plan &amp;name:</source>
        <translation>&amp;Nome del piano:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Descrizione:</translation>
    </message>
    <message>
        <source>Free text shown in titles and reports.</source>
        <translation>Testo libero mostrato nei titoli e nei report.</translation>
    </message>
</context>
<context>
    <name>tpuplan::PlatformDialog</name>
    <message>
        <source>Colab, Cloud TPU VM or GKE?</source>
        <translation>Colab, VM Cloud TPU o GKE?</translation>
    </message>
    <message>
        <source>&amp;Chips needed:</source>
        <translation>&amp;Chip necessari:</translation>
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
        <translation>1 chip</translation>
    </message>
    <message>
        <source>up to 8 chips (one host)</source>
        <translation>fino a 8 chip (un host)</translation>
    </message>
    <message>
        <source>more than 8 chips</source>
        <translation>più di 8 chip</translation>
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
        <translation>gratuito</translation>
    </message>
    <message>
        <source>pay as you go</source>
        <translation>a consumo</translation>
    </message>
    <message>
        <source>reservations or committed use discounts</source>
        <translation>prenotazioni o sconti per impegno di utilizzo</translation>
    </message>
    <message>
        <source>&amp;Runs longer than 12 hours</source>
        <translation>Esecuzioni più &amp;lunghe di 12 ore</translation>
    </message>
    <message>
        <source>A &amp;team shares the TPUs (queues, priorities)</source>
        <translation>Un &amp;team condivide le TPU (code, priorità)</translation>
    </message>
    <message>
        <source>Reviewed, reproducible &amp;set-up (Terraform, manifests)</source>
        <translation>Configurazione revisionata e &amp;riproducibile (Terraform, manifest)</translation>
    </message>
    <message>
        <source>&amp;Ironwood (TPU7x) wanted</source>
        <translation>&amp;Ironwood (TPU7x) desiderato</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>Consigliato: %1</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
    <message>
        <source>Watch for</source>
        <translation>Attenzione a</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Fonte: %1</translation>
    </message>
    <message>
        <source>Each source names a section of TPU Planner&apos;s reference notes and, in brackets, the public page or issue it quotes; Colab&apos;s session limits are not published exactly.</source>
        <translation>Ogni fonte indica una sezione delle note di riferimento di TPU Planner e, tra parentesi, la pagina pubblica o la issue che cita; i limiti delle sessioni di Colab non sono pubblicati con precisione.</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolBlockSection</name>
    <message>
        <source>Make a block pool</source>
        <translation>Rendi pool di blocchi</translation>
    </message>
    <message>
        <source>Make an ordinary pool</source>
        <translation>Rendi pool ordinario</translation>
    </message>
    <message>
        <source>Edit slice workloads</source>
        <translation>Modifica carichi di lavoro a slice</translation>
    </message>
    <message>
        <source>Add slice workload</source>
        <translation>Aggiungi carico di lavoro a slice</translation>
    </message>
    <message>
        <source>Remove slice workload</source>
        <translation>Rimuovi carico di lavoro a slice</translation>
    </message>
    <message>
        <source>Dynamic slicing</source>
        <translation>Slicing dinamico</translation>
    </message>
    <message>
        <source>Dynamic slicing (&amp;block pool)</source>
        <translation>Slicing dinamico (pool di &amp;blocchi)</translation>
    </message>
    <message>
        <source>The pool is whole blocks of an All Capacity reservation, one node pool each; the workloads below form their slices inside them at run time (GKE dynamic slicing).</source>
        <translation>Il pool è fatto di blocchi interi di una prenotazione All Capacity, un pool di nodi ciascuno; i carichi di lavoro qui sotto vi formano le loro slice durante l&apos;esecuzione (slicing dinamico di GKE).</translation>
    </message>
    <message>
        <source>Slice workloads:</source>
        <translation>Carichi di lavoro a slice:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Each workload names its slice: a super-slice of whole blocks (every side a multiple of the block&apos;s) or a sub-slice inside one block; Count slices of that shape.</source>
        <translation>Ogni carico di lavoro nomina la sua slice: una super-slice di blocchi interi (ogni lato multiplo di quello del blocco) o una sotto-slice dentro un blocco; Numero slice di quella forma.</translation>
    </message>
    <message>
        <source>&amp;Add workload</source>
        <translation>&amp;Aggiungi carico</translation>
    </message>
    <message>
        <source>Re&amp;move workload</source>
        <translation>Ri&amp;muovi carico</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) of %1, %2 chips in all</source>
        <translation>
            <numerusform>%n blocco %1, %2 chip in tutto</numerusform>
            <numerusform>%n blocchi %1, %2 chip in tutto</numerusform>
        </translation>
    </message>
    <message>
        <source>Sub-slicing</source>
        <translation>Sub-slicing</translation>
    </message>
    <message>
        <source>Kueue &amp;sub-slicing</source>
        <translation>&amp;Sub-slicing di Kueue</translation>
    </message>
    <message>
        <source>The pool&apos;s node pools stay as they are; Kueue&apos;s Topology Aware Scheduling places the workloads below in sub-slices inside them.</source>
        <translation>I node pool del pool restano come sono; il Topology Aware Scheduling di Kueue colloca i carichi di lavoro qui sotto in sub-slice al loro interno.</translation>
    </message>
    <message>
        <source>Each workload names its sub-slice, a shape whose sides divide the pool&apos;s slice; Count sub-slices of that shape, together at most the pool&apos;s VMs.</source>
        <translation>Ogni carico di lavoro indica la sua sub-slice, una forma i cui lati dividono la slice del pool; Numero di sub-slice di quella forma, insieme al massimo le VM del pool.</translation>
    </message>
    <message numerus="yes">
        <source>sub-slices inside %1 node pools: %n VM(s) in all</source>
        <translation>
            <numerusform>sub-slice nei node pool %1: %n VM in tutto</numerusform>
            <numerusform>sub-slice nei node pool %1: %n VM in tutto</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick “%1” first to add workloads here.</source>
        <translation>Spuntate prima «%1» per aggiungere qui dei carichi di lavoro.</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolCapacitySection</name>
    <message>
        <source>Change capacity</source>
        <translation>Modifica la capacità</translation>
    </message>
    <message>
        <source>Change reservation</source>
        <translation>Modifica la prenotazione</translation>
    </message>
    <message>
        <source>Change commitment</source>
        <translation>Modifica l&apos;impegno</translation>
    </message>
    <message>
        <source>Capacity and cost</source>
        <translation>Capacità e costi</translation>
    </message>
    <message>
        <source>&amp;Capacity:</source>
        <translation>&amp;Capacità:</translation>
    </message>
    <message>
        <source>&amp;Reservation name:</source>
        <translation>Nome della p&amp;renotazione:</translation>
    </message>
    <message>
        <source>Reservation &amp;project:</source>
        <translation>&amp;Progetto della prenotazione:</translation>
    </message>
    <message>
        <source>Co&amp;mmitment:</source>
        <translation>&amp;Impegno:</translation>
    </message>
    <message>
        <source>A committed use discount, for the cost estimate only.</source>
        <translation>Uno sconto per impegno di utilizzo, solo per la stima dei costi.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 anno</translation>
    </message>
    <message>
        <source>3 years</source>
        <translation>3 anni</translation>
    </message>
    <message>
        <source>the reservation to consume</source>
        <translation>la prenotazione da usare</translation>
    </message>
    <message>
        <source>optional: project that owns a shared reservation</source>
        <translation>facoltativo: progetto proprietario di una prenotazione condivisa</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>On-demand</translation>
    </message>
    <message>
        <source>Spot (preemptible, cheaper)</source>
        <translation>Spot (interrompibile, più economica)</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Prenotazione</translation>
    </message>
    <message>
        <source>Flex-start (queued provisioning)</source>
        <translation>Flex-start (provisioning in coda)</translation>
    </message>
    <message>
        <source>Change reservation start</source>
        <translation>Cambia inizio della prenotazione</translation>
    </message>
    <message>
        <source>Change reservation length</source>
        <translation>Cambia durata della prenotazione</translation>
    </message>
    <message>
        <source>Reservation &amp;start (UTC):</source>
        <translation>&amp;Inizio prenotazione (UTC):</translation>
    </message>
    <message>
        <source>How the TPUs are obtained: on-demand, Spot (cheaper, can be preempted), a reservation, flex-start (queued until capacity is free), or a calendar-mode reservation booked for a fixed window.</source>
        <translation>Come si ottengono le TPU: on-demand, Spot (più economiche, possono essere prelazionate), una prenotazione, flex-start (in coda finché la capacità è libera) o una prenotazione in modalità calendario per una finestra fissa.</translation>
    </message>
    <message>
        <source>YYYY-MM-DDTHH:MM:SSZ, e.g. 2027-01-04T00:00:00Z</source>
        <translation>YYYY-MM-DDTHH:MM:SSZ, ad es. 2027-01-04T00:00:00Z</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non impostata</translation>
    </message>
    <message>
        <source>Calendar-mode reservation (fixed window, preview)</source>
        <translation>Prenotazione in modalità calendario (finestra fissa, anteprima)</translation>
    </message>
    <message>
        <source>Reservation &amp;length (days):</source>
        <translation>&amp;Durata prenotazione (giorni):</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolNodesSection</name>
    <message>
        <source>Enable autoscaling</source>
        <translation>Attiva la scalabilità automatica</translation>
    </message>
    <message>
        <source>Disable autoscaling</source>
        <translation>Disattiva la scalabilità automatica</translation>
    </message>
    <message>
        <source>Change SMT</source>
        <translation>Modifica SMT</translation>
    </message>
    <message>
        <source>Change pods per node</source>
        <translation>Modifica i pod per nodo</translation>
    </message>
    <message>
        <source>Change autoscaling</source>
        <translation>Modifica la scalabilità automatica</translation>
    </message>
    <message>
        <source>Nodes and scaling</source>
        <translation>Nodi e scalabilità</translation>
    </message>
    <message>
        <source>Autoscaling:</source>
        <translation>Scalabilità automatica:</translation>
    </message>
    <message>
        <source>M&amp;inimum nodes:</source>
        <translation>Nodi m&amp;inimi:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum nodes:</source>
        <translation>Nodi ma&amp;ssimi:</translation>
    </message>
    <message>
        <source>Total maximum &amp;nodes:</source>
        <translation>&amp;Nodi massimi totali:</translation>
    </message>
    <message>
        <source>Pods per no&amp;de:</source>
        <translation>Pod per no&amp;do:</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non impostata</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>predefinito (%1)</translation>
    </message>
    <message>
        <source>Autopilot manages nodes and their scaling itself; this field is for Standard clusters.</source>
        <translation>Autopilot gestisce da sé i nodi e la loro scalabilità; questo campo è per i cluster Standard.</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>SMT left to the machine type&apos;s default; not GKE&apos;s Standard mode (German: &quot;Vorgabe&quot;, not &quot;Standard&quot;)</extracomment>
        <translation>predefinito</translation>
    </message>
    <message numerus="yes">
        <source>multi-host: scales atomically, 0 or %n node(s)</source>
        <translation>
            <numerusform>multi-host: scala in modo atomico, 0 o %n nodo</numerusform>
            <numerusform>multi-host: scala in modo atomico, 0 o %n nodi</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick “Enable autoscaling” first: the node bounds are the autoscaler&apos;s.</source>
        <translation>Spuntate prima «Attiva la scalabilità automatica»: i limiti dei nodi sono quelli dello scalatore automatico.</translation>
    </message>
    <message>
        <source>S&amp;MT (threads per core):</source>
        <translation>SMT (thread per c&amp;ore):</translation>
    </message>
    <message>
        <source>Enable &amp;autoscaling</source>
        <translation>Attiva la &amp;scalabilità automatica</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolSliceSection</name>
    <message>
        <source>Change TPU version</source>
        <translation>Modifica la versione TPU</translation>
    </message>
    <message>
        <source>Change accelerator</source>
        <translation>Modifica l&apos;acceleratore</translation>
    </message>
    <message>
        <source>Change machine type</source>
        <translation>Modifica il tipo di macchina</translation>
    </message>
    <message>
        <source>Change zone</source>
        <translation>Modifica la zona</translation>
    </message>
    <message>
        <source>Rename pool</source>
        <translation>Rinomina il pool</translation>
    </message>
    <message>
        <source>Change slices</source>
        <translation>Modifica le slice</translation>
    </message>
    <message>
        <source>TPU slice</source>
        <translation>Slice TPU</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Zone:</source>
        <translation>&amp;Zona:</translation>
    </message>
    <message>
        <source>&amp;Slices:</source>
        <translation>&amp;Slice:</translation>
    </message>
    <message>
        <source>The pool&apos;s name: lowercase letters, digits and &apos;-&apos;, at most %1 characters.</source>
        <translation>Il nome del pool: lettere minuscole, cifre e &apos;-&apos;, al massimo %1 caratteri.</translation>
    </message>
    <message>
        <source>The TPU generation. Versions the plan cannot use here are disabled; hover one to see why.</source>
        <translation>La generazione TPU. Le versioni non utilizzabili qui sono disattivate; passa il mouse per vedere il motivo.</translation>
    </message>
    <message>
        <source>The zone the slice runs in; it must lie in the cluster&apos;s region and offer the TPU version.</source>
        <translation>La zona in cui gira la slice; deve trovarsi nella regione del cluster e offrire la versione TPU.</translation>
    </message>
    <message>
        <source>Identical slices joined over the data-center network (Multislice). 1 = a single slice.</source>
        <translation>Slice identiche collegate dalla rete del data center (Multislice). 1 = una sola slice.</translation>
    </message>
    <message>
        <source>Change topology</source>
        <translation>Modifica la topologia</translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation>multi-host</translation>
    </message>
    <message>
        <source>single-host</source>
        <translation>single-host</translation>
    </message>
    <message>
        <source>✓ %1 (press Enter to use it)</source>
        <translation>✓ %1 (premi Invio per usarla)</translation>
    </message>
    <message>
        <source>&amp;Accelerator:</source>
        <translation>&amp;Acceleratore:</translation>
    </message>
    <message>
        <source>Machine t&amp;ype:</source>
        <translation>Tipo di macc&amp;hina:</translation>
    </message>
    <message>
        <source>Autopilot picks the machine; the pool names the TPU accelerator its pods ask for.</source>
        <translation>Autopilot sceglie la macchina; il pool indica l&apos;acceleratore TPU richiesto dai suoi pod.</translation>
    </message>
    <message>
        <source>The Compute Engine machine type of the node pool; it fixes the chips per VM.</source>
        <translation>Il tipo di macchina Compute Engine del pool di nodi; fissa i chip per VM.</translation>
    </message>
    <message>
        <source>Pick one of the topologies the machine type or accelerator supports.</source>
        <translation>Scegli una delle topologie supportate dal tipo di macchina o dall&apos;acceleratore.</translation>
    </message>
    <message>
        <source>%1 TFLOPS bf16 and %2 GiB HBM per chip; %3D torus</source>
        <translation>%1 TFLOPS bf16 e %2 GiB di HBM per chip; toro %3D</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>regione %1</translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chip</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 of %3 each: %4</source>
        <comment>chips on nodes of chips each</comment>
        <translation>%1 su %2 da %3 ciascuno: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n nodo</numerusform>
            <numerusform>%n nodi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 in total</source>
        <comment>nodes, chips in total</comment>
        <translation>%1, %2 in totale</translation>
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
            <numerusform>%n chip per VM</numerusform>
            <numerusform>%n chip per VM</numerusform>
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
        <translation>vCPU non pubblicate</translation>
    </message>
    <message>
        <source>%1 GiB memory</source>
        <translation>%1 GiB di memoria</translation>
    </message>
    <message>
        <source>memory not published</source>
        <translation>memoria non pubblicata</translation>
    </message>
    <message>
        <source>✓ %1: %2 on %3, %4 (press Enter to use it)</source>
        <translation>✓ %1: %2 su %3, %4 (premi Invio per usarla)</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n nodo</numerusform>
            <numerusform>%n nodi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick a listed topology, or type a custom AxBxC slice of more than %n chip(s).</source>
        <translation>
            <numerusform>Scegli una topologia elencata o digita una slice personalizzata AxBxC di oltre %n chip.</numerusform>
            <numerusform>Scegli una topologia elencata o digita una slice personalizzata AxBxC di oltre %n chip.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>slices up to %n chip(s); %1 vCPU and %2 GiB per node</source>
        <translation>
            <numerusform>slice fino a %n chip; %1 vCPU e %2 GiB per nodo</numerusform>
            <numerusform>slice fino a %n chip; %1 vCPU e %2 GiB per nodo</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3 in total</source>
        <comment>blocks: nodes, chips</comment>
        <translation>%1: %2, %3 in totale</translation>
    </message>
    <message numerus="yes">
        <source>%n blocks</source>
        <translation>
            <numerusform>%n blocco</numerusform>
            <numerusform>%n blocchi</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch to %1 for %2</source>
        <translation>Passa a %1 per %2</translation>
    </message>
    <message numerus="yes">
        <source>%n shared node pools</source>
        <translation>
            <numerusform>%n node pool condiviso</numerusform>
            <numerusform>%n node pool condivisi</numerusform>
        </translation>
    </message>
    <message>
        <source>TP&amp;U version:</source>
        <translation>Ve&amp;rsione TPU:</translation>
    </message>
    <message>
        <source>Topolo&amp;gy:</source>
        <translation>Topolo&amp;gia:</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolWorkloadSection</name>
    <message>
        <source>Change image</source>
        <translation>Modifica l&apos;immagine</translation>
    </message>
    <message>
        <source>Change CPU request</source>
        <translation>Modifica la richiesta CPU</translation>
    </message>
    <message>
        <source>Change memory request</source>
        <translation>Modifica la richiesta di memoria</translation>
    </message>
    <message>
        <source>Change priority class</source>
        <translation>Modifica la classe di priorità</translation>
    </message>
    <message>
        <source>Change queue</source>
        <translation>Modifica la coda</translation>
    </message>
    <message>
        <source>Change command</source>
        <translation>Modifica il comando</translation>
    </message>
    <message>
        <source>Change chips per pod</source>
        <translation>Modifica i chip per pod</translation>
    </message>
    <message>
        <source>Change hours per month</source>
        <translation>Modifica le ore al mese</translation>
    </message>
    <message>
        <source>Change extended run time</source>
        <translation>Modifica la durata estesa</translation>
    </message>
    <message>
        <source>Change collection scheduling</source>
        <translation>Modifica la pianificazione a raccolta</translation>
    </message>
    <message>
        <source>Change workload kind</source>
        <translation>Modifica il tipo di carico di lavoro</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Carico di lavoro</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>Ti&amp;po:</translation>
    </message>
    <message>
        <source>Container &amp;image:</source>
        <translation>&amp;Immagine container:</translation>
    </message>
    <message>
        <source>Comman&amp;d:</source>
        <translation>Coman&amp;do:</translation>
    </message>
    <message>
        <source>CP&amp;U request:</source>
        <translation>Richiesta CP&amp;U:</translation>
    </message>
    <message>
        <source>Priority c&amp;lass:</source>
        <translation>C&amp;lasse di priorità:</translation>
    </message>
    <message>
        <source>Kueue &amp;queue:</source>
        <translation>&amp;Coda Kueue:</translation>
    </message>
    <message>
        <source>Run time:</source>
        <translation>Durata:</translation>
    </message>
    <message>
        <source>Serving:</source>
        <translation>Servizio:</translation>
    </message>
    <message>
        <source>Hours per m&amp;onth:</source>
        <translation>Ore al m&amp;ese:</translation>
    </message>
    <message>
        <source>auto (JobSet for multi-host, Job otherwise)</source>
        <translation>automatico (JobSet per multi-host, altrimenti Job)</translation>
    </message>
    <message>
        <source>E&amp;xtended run time</source>
        <translation>Durata e&amp;stesa</translation>
    </message>
    <message>
        <source>default</source>
        <translation>predefinito</translation>
    </message>
    <message>
        <source>e.g. us-docker.pkg.dev/my-project/train/trainer:1.0</source>
        <translation>es. us-docker.pkg.dev/my-project/train/trainer:1.0</translation>
    </message>
    <message>
        <source>e.g. python3 train.py</source>
        <translation>es. python3 train.py</translation>
    </message>
    <message>
        <source>e.g. 100</source>
        <translation>es. 100</translation>
    </message>
    <message>
        <source>e.g. 150Gi</source>
        <translation>es. 150Gi</translation>
    </message>
    <message>
        <source>Trillium (v6e) serving: keeps enough replicas of the collection up during maintenance.</source>
        <translation>Servizio su Trillium (v6e): mantiene attive abbastanza repliche della raccolta durante la manutenzione.</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>predefinito (%1)</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (predefinito)</translation>
    </message>
    <message>
        <source>Change containers per pod</source>
        <translation>Modifica container per pod</translation>
    </message>
    <message>
        <source>one</source>
        <translation>uno</translation>
    </message>
    <message numerus="yes">
        <source>one per NUMA node: %n per VM</source>
        <translation>
            <numerusform>uno per nodo NUMA: %n per VM</numerusform>
            <numerusform>uno per nodo NUMA: %n per VM</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each pod gets %n chip(s)%1</source>
        <translation>
            <numerusform>ogni pod riceve %n chip%1</numerusform>
            <numerusform>ogni pod riceve %n chip%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Autopilot pods that may run up to %n day(s) without being evicted for maintenance.</source>
        <translation>
            <numerusform>Pod Autopilot che possono restare in esecuzione fino a %n giorno senza essere espulsi per la manutenzione.</numerusform>
            <numerusform>Pod Autopilot che possono restare in esecuzione fino a %n giorni senza essere espulsi per la manutenzione.</numerusform>
        </translation>
    </message>
    <message>
        <source>e.g. us-docker.pkg.dev/my-project/serve/vllm-tpu:latest</source>
        <translation>ad es. us-docker.pkg.dev/my-project/serve/vllm-tpu:latest</translation>
    </message>
    <message>
        <source>e.g. python3 -m vllm.entrypoints.openai.api_server</source>
        <translation>ad es. python3 -m vllm.entrypoints.openai.api_server</translation>
    </message>
    <message>
        <source>TPU chi&amp;ps per pod:</source>
        <translation>C&amp;hip TPU per pod:</translation>
    </message>
    <message>
        <source>Containe&amp;rs per pod:</source>
        <translation>Contai&amp;ner per pod:</translation>
    </message>
    <message>
        <source>Memor&amp;y request:</source>
        <translation>Richiesta m&amp;emoria:</translation>
    </message>
    <message>
        <source>Colle&amp;ction scheduling</source>
        <translation>Pianificazione a racco&amp;lta</translation>
    </message>
</context>
<context>
    <name>tpuplan::QuotaSection</name>
    <message>
        <source>Change %1 quota</source>
        <translation>Modifica quota %1</translation>
    </message>
    <message>
        <source>TPU quota in the region</source>
        <translation>Quota TPU nella regione</translation>
    </message>
    <message>
        <source>Chips of each TPU version the project may use in the cluster&apos;s region, as the Cloud console shows under IAM &amp; Admin → Quotas. A plan whose pools could grow past a quota is an error.</source>
        <translation>Chip di ogni versione TPU che il progetto può usare nella regione del cluster, come li mostra la console Cloud in IAM e amministrazione → Quote. Un piano i cui pool potrebbero superare una quota è un errore.</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non impostata</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> chip</translation>
    </message>
    <message>
        <source>Leave at &quot;not set&quot; when you do not know the quota; the plan is then not checked against it.</source>
        <translation>Lascia «non impostata» se non conosci la quota: il piano allora non viene confrontato con essa.</translation>
    </message>
</context>
<context>
    <name>tpuplan::RecentFilesMenu</name>
    <message>
        <source>No recent files</source>
        <translation>Nessun file recente</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Svuota menu</translation>
    </message>
</context>
<context>
    <name>tpuplan::ScenarioView</name>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodi</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errori</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avvisi</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Hour, selected (%1)</source>
        <translation>Ora, selezionato (%1)</translation>
    </message>
    <message>
        <source>Month, selected</source>
        <translation>Mese, selezionato</translation>
    </message>
    <message>
        <source>Month, on-demand</source>
        <translation>Mese, on demand</translation>
    </message>
    <message>
        <source>Month, Spot</source>
        <translation>Mese, Spot</translation>
    </message>
    <message>
        <source>Month, 1 year</source>
        <translation>Mese, 1 anno</translation>
    </message>
    <message>
        <source>Month, 3 years</source>
        <translation>Mese, 3 anni</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>almeno %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>al massimo %1</translation>
    </message>
    <message>
        <source>No scenario yet. File &gt; Duplicate as Scenario keeps a copy of the open plan to compare with while you edit; File &gt; Open Plan Beside adds another plan file.</source>
        <translation>Ancora nessuno scenario. File &gt; Duplica come scenario conserva una copia del piano aperto da confrontare mentre modifichi; File &gt; Apri piano accanto aggiunge un altro file di piano.</translation>
    </message>
    <message>
        <source>Switch to Scenario %1</source>
        <translation>Passa allo scenario %1</translation>
    </message>
    <message>
        <source>Remove the scenario “%1”</source>
        <translation>Rimuovi lo scenario «%1»</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>Piano aperto</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>Scenario %1</translation>
    </message>
    <message>
        <source>Open plan: %1</source>
        <translation>Piano aperto: %1</translation>
    </message>
    <message>
        <source>Scenario %1: %2</source>
        <translation>Scenario %1: %2</translation>
    </message>
    <message>
        <source>As selected</source>
        <translation>Come selezionato</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>On demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1-year</source>
        <translation>1 anno</translation>
    </message>
    <message>
        <source>3-year</source>
        <translation>3 anni</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>%1 al mese</translation>
    </message>
    <message>
        <source>The open plan beside its scenarios; rows marked ≠ differ and come first. A scenario&apos;s button makes it the open plan (Edit &gt; Undo switches back).</source>
        <translation>Il piano aperto accanto ai suoi scenari; le righe segnate con ≠ differiscono e vengono prima. Il pulsante di uno scenario lo rende il piano aperto (Modifica &gt; Annulla torna indietro).</translation>
    </message>
    <message>
        <source>Make scenario %1 (%2) the open plan; the open plan becomes scenario %1 in its place</source>
        <translation>Rendi lo scenario %1 (%2) il piano aperto; il piano aperto diventa lo scenario %1 al suo posto</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: differs from the open plan</source>
        <translation>%1: differisce dal piano aperto</translation>
    </message>
</context>
<context>
    <name>tpuplan::Scenarios</name>
    <message>
        <source>&amp;Duplicate as Scenario</source>
        <translation>&amp;Duplica come scenario</translation>
    </message>
    <message>
        <source>Keep a copy of the plan as it is now, to compare with while you edit (Compare dock)</source>
        <translation>Conserva una copia del piano com&apos;è ora, da confrontare mentre modifichi (pannello Confronto)</translation>
    </message>
    <message>
        <source>Open Plan &amp;Beside…</source>
        <translation>Apri piano &amp;accanto…</translation>
    </message>
    <message>
        <source>Compare another plan file with the open plan, without opening it</source>
        <translation>Confronta un altro file di piano con il piano aperto, senza aprirlo</translation>
    </message>
    <message>
        <source>it is not a plan file</source>
        <translation>non è un file di piano</translation>
    </message>
    <message>
        <source>%1 cannot be compared: %2</source>
        <translation>%1 non può essere confrontato: %2</translation>
    </message>
    <message>
        <source>Open Plan Beside</source>
        <translation>Apri piano accanto</translation>
    </message>
    <message>
        <source>TPU plans (*.tpuplan.yaml *.yaml *.yml);;All files (*)</source>
        <translation>Piani TPU (*.tpuplan.yaml *.yaml *.yml);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Switch to Scenario “%1”</source>
        <translation>Passa allo scenario «%1»</translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n plan(s)...</source>
        <translation>
            <numerusform>Confronto di %n piano...</numerusform>
            <numerusform>Confronto di %n piani...</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, copy %2</source>
        <comment>file name, number</comment>
        <translation>%1, copia %2</translation>
    </message>
    <message>
        <source>%1 before the switch</source>
        <translation>%1 prima del cambio</translation>
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
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>&amp;Use This Slice</source>
        <translation>&amp;Usa questa slice</translation>
    </message>
    <message>
        <source>Size from Model</source>
        <translation>Dimensiona dal modello</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <source>GiB/chip</source>
        <translation>GiB/chip</translation>
    </message>
    <message>
        <source>Usable GiB</source>
        <translation>GiB utilizzabili</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>Time / throughput</source>
        <translation>Tempo / throughput</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Costo mensile</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>Costo dell&apos;esecuzione</translation>
    </message>
    <message>
        <source>Set the selected pool to this TPU version and slice (undoable)</source>
        <translation>Imposta il pool selezionato su questa versione TPU e slice (annullabile)</translation>
    </message>
    <message>
        <source>Select a pool in the plan first</source>
        <translation>Seleziona prima un pool nel piano</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>Custom dimensions</source>
        <translation>Dimensioni personalizzate</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Modello predefinito:</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Strati</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Dimensione nascosta</translation>
    </message>
    <message>
        <source>FFN</source>
        <translation>FFN</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Teste</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Teste KV</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Dimensione della testa</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabolario</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>&amp;Addestramento</translation>
    </message>
    <message>
        <source>&amp;Serving</source>
        <translation>&amp;Servizio</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Addestramento</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> miliardi</translation>
    </message>
    <message>
        <source>per TPU version</source>
        <translation>per versione TPU</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>Token:</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>Lunghezza della sequenza:</translation>
    </message>
    <message>
        <source>Global batch (sequences):</source>
        <translation>Batch globale (sequenze):</translation>
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
        <translation>Scadenza (giorni):</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Servizio</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>Pesi:</translation>
    </message>
    <message>
        <source>KV cache:</source>
        <translation>KV cache:</translation>
    </message>
    <message>
        <source>Context length:</source>
        <translation>Lunghezza del contesto:</translation>
    </message>
    <message>
        <source>Concurrent sequences:</source>
        <translation>Sequenze simultanee:</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Modello personalizzato</translation>
    </message>
    <message>
        <source>%1: %2 billion parameters.</source>
        <translation>%1: %2 miliardi di parametri.</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>ci sta</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>al limite</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>non ci sta</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 giorni</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>Use slice %1 for pool %2</source>
        <translation>Usa la slice %1 per il pool %2</translation>
    </message>
    <message>
        <source>compute</source>
        <comment>what limits the speed</comment>
        <translation>calcolo</translation>
    </message>
    <message>
        <source>memory bandwidth (HBM)</source>
        <comment>what limits the speed</comment>
        <translation>banda di memoria (HBM)</translation>
    </message>
    <message>
        <source>chip links (ICI)</source>
        <comment>what limits the speed</comment>
        <translation>collegamenti tra chip (ICI)</translation>
    </message>
    <message>
        <source>data-centre network (DCN)</source>
        <comment>what limits the speed</comment>
        <translation>rete del data center (DCN)</translation>
    </message>
    <message>
        <source>full (keep layer inputs, recompute the rest)</source>
        <comment>remat</comment>
        <translation>completa (conserva gli input dei layer, ricalcola il resto)</translation>
    </message>
    <message>
        <source>minimal (recompute the cheap parts)</source>
        <comment>remat</comment>
        <translation>minima (ricalcola le parti economiche)</translation>
    </message>
    <message>
        <source>none (keep every activation)</source>
        <comment>remat</comment>
        <translation>nessuna (conserva ogni attivazione)</translation>
    </message>
    <message>
        <source>offload (activations to host memory)</source>
        <comment>remat</comment>
        <translation>offload (attivazioni nella memoria dell&apos;host)</translation>
    </message>
    <message>
        <source>Slices offered in %1 (%2 mode), best first: fits, then meets the deadline (the slices that miss it in grey), then cost.</source>
        <translation>Slice offerte in %1 (modalità %2), le migliori prima: sta, poi rispetta la scadenza (le altre in grigio), poi costo.</translation>
    </message>
    <message>
        <source>Slices offered in %1 (%2 mode), best first: fits, then cost.</source>
        <translation>Slice offerte in %1 (modalità %2), le migliori prima: sta, poi costo.</translation>
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
        <translation>Slice adatte</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Fronte di Pareto</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Selezionata</translation>
    </message>
    <message>
        <source>Monthly cost, on-demand</source>
        <translation>Costo mensile, on-demand</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>Giorni di addestramento</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Token al secondo</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesi</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienti</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Ottimizzatore</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Attivazioni</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>Usable HBM</source>
        <translation>HBM utilizzabile</translation>
    </message>
    <message>
        <source>GiB per chip</source>
        <translation>GiB per chip</translation>
    </message>
</context>
<context>
    <name>tpuplan::StartHint</name>
    <message>
        <source>New here? Begin with &lt;a href=&quot;guided&quot;&gt;Guided Planning&lt;/a&gt;, open &lt;a href=&quot;example&quot;&gt;an example&lt;/a&gt;, or edit &lt;a href=&quot;pool&quot;&gt;the TPU pool&lt;/a&gt; of this plan.</source>
        <translation>Nuovo qui? Inizia con la &lt;a href=&quot;guided&quot;&gt;pianificazione guidata&lt;/a&gt;, apri &lt;a href=&quot;example&quot;&gt;un esempio&lt;/a&gt; o modifica &lt;a href=&quot;pool&quot;&gt;il pool TPU&lt;/a&gt; di questo piano.</translation>
    </message>
</context>
<context>
    <name>tpuplan::TopologyChoicesModel</name>
    <message>
        <source>Topology</source>
        <translation>Topologia</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodi</translation>
    </message>
    <message>
        <source>VMs</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation>multi-host</translation>
    </message>
    <message>
        <source>single-host</source>
        <translation>host singolo</translation>
    </message>
    <message>
        <source>%1, %2 per pod</source>
        <comment>nodes, chips per pod</comment>
        <translation>%1, %2 per pod</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n nodo</numerusform>
            <numerusform>%n nodi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chip</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>nodes of chips</comment>
        <translation>%1 da %2</translation>
    </message>
    <message>
        <source>%1: %2 on %3 of %4 (%5)</source>
        <comment>topology: chips on nodes of chips (owner)</comment>
        <translation>%1: %2 su %3 da %4 ciascuno (%5)</translation>
    </message>
    <message>
        <source>%1, needs %2</source>
        <comment>host type, needs machine type</comment>
        <translation>%1, richiede %2</translation>
    </message>
    <message>
        <source>%1. Pick it to switch to %2.</source>
        <translation>%1. Sceglila per passare a %2.</translation>
    </message>
    <message>
        <source>%1, which the plan cannot use here: %2</source>
        <translation>%1, che il piano qui non può usare: %2</translation>
    </message>
</context>
<context>
    <name>tpuplan::TopologyPicker</name>
    <message>
        <source>AxBxC, e.g. 8x16x16</source>
        <translation>AxBxC, es. 8x16x16</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(non impostato)</translation>
    </message>
    <message>
        <source>Switch to %1</source>
        <translation>Passa a %1</translation>
    </message>
    <message>
        <source>Use %1 with topology %2, as one step (Edit &gt; Undo takes it back)</source>
        <translation>Usa %1 con la topologia %2, in un solo passo (Modifica &gt; Annulla lo ripristina)</translation>
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
        <translation>slice %1 di %2</translation>
    </message>
    <message>
        <source>Host tray %1 (%2 chips)</source>
        <translation>Tray host %1 (%2 chip)</translation>
    </message>
    <message>
        <source>%1 ICI links: %2 wraparound, %3 optical</source>
        <translation>%1 collegamenti ICI: %2 di ritorno, %3 ottici</translation>
    </message>
    <message>
        <source>optical</source>
        <translation>ottico</translation>
    </message>
    <message>
        <source>copper</source>
        <translation>rame</translation>
    </message>
    <message>
        <source>wraparound</source>
        <translation>di ritorno</translation>
    </message>
    <message>
        <source>twisted</source>
        <translation>ritorto</translation>
    </message>
    <message numerus="yes">
        <source>GKE node %1 of %2: &lt;tt&gt;%3&lt;/tt&gt; (TPU_WORKER_ID %4, %n chip(s))</source>
        <translation>
            <numerusform>Nodo GKE %1 di %2: &lt;tt&gt;%3&lt;/tt&gt; (TPU_WORKER_ID %4, %n chip)</numerusform>
            <numerusform>Nodo GKE %1 di %2: &lt;tt&gt;%3&lt;/tt&gt; (TPU_WORKER_ID %4, %n chip)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::TorusPainterView</name>
    <message>
        <source>Torus view</source>
        <translation>Vista del toro</translation>
    </message>
</context>
<context>
    <name>tpuplan::TorusPanel</name>
    <message>
        <source>Select a TPU pool to see its slice.</source>
        <translation>Seleziona un pool TPU per vederne la slice.</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Visualizzazione</translation>
    </message>
    <message>
        <source>Colour by </source>
        <translation>Colora per </translation>
    </message>
    <message>
        <source>GKE node (VM)</source>
        <translation>Nodo GKE (VM)</translation>
    </message>
    <message>
        <source>Host tray</source>
        <translation>Tray host</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>What the chip colours show</source>
        <translation>Cosa indicano i colori dei chip</translation>
    </message>
    <message>
        <source>Show the neighbour and wraparound links along the %1 axis</source>
        <translation>Mostra i collegamenti tra vicini e di ritorno lungo l&apos;asse %1</translation>
    </message>
    <message>
        <source>Wraparound</source>
        <translation>Di ritorno</translation>
    </message>
    <message>
        <source>Show the links that close each ring (last chip back to the first)</source>
        <translation>Mostra i collegamenti che chiudono ogni anello (dall&apos;ultimo chip di nuovo al primo)</translation>
    </message>
    <message>
        <source>Optical</source>
        <translation>Ottici</translation>
    </message>
    <message>
        <source>Show the links that run through optical circuit switches (dashed)</source>
        <translation>Mostra i collegamenti che passano per gli switch ottici a circuito (tratteggiati)</translation>
    </message>
    <message>
        <source>Ragged</source>
        <translation>Accorciati</translation>
    </message>
    <message>
        <source>Draw wraparound links as short stubs at both ends instead of loops</source>
        <translation>Disegna i collegamenti di ritorno come brevi tratti alle due estremità invece che come anelli</translation>
    </message>
    <message>
        <source>Node outlines</source>
        <translation>Contorni dei nodi</translation>
    </message>
    <message>
        <source>Outline the chips of every GKE node</source>
        <translation>Contorna i chip di ogni nodo GKE</translation>
    </message>
    <message>
        <source>Twisted</source>
        <translation>Ritorto</translation>
    </message>
    <message>
        <source>Wire this shape as a twisted torus (only shapes the catalog lists as twistable)</source>
        <translation>Cabla questa forma come toro ritorto (solo le forme che il catalogo indica come adatte)</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Vista</translation>
    </message>
    <message>
        <source>View </source>
        <translation>Vista </translation>
    </message>
    <message>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <source>Planes across x</source>
        <translation>Piani perpendicolari a x</translation>
    </message>
    <message>
        <source>Planes across y</source>
        <translation>Piani perpendicolari a y</translation>
    </message>
    <message>
        <source>Planes across z</source>
        <translation>Piani perpendicolari a z</translation>
    </message>
    <message>
        <source>Look down one axis at one plane of chips at a time (for large slices)</source>
        <translation>Guarda lungo un asse, un piano di chip alla volta (per slice grandi)</translation>
    </message>
    <message>
        <source> plane </source>
        <translation> piano </translation>
    </message>
    <message>
        <source>Which plane along the axis</source>
        <translation>Quale piano lungo l&apos;asse</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>Ripristina vista</translation>
    </message>
    <message>
        <source>Look at the whole slice again (Home)</source>
        <translation>Torna a inquadrare l&apos;intera slice (Home)</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Esporta PNG…</translation>
    </message>
    <message>
        <source>Save the view as a PNG image</source>
        <translation>Salva la vista come immagine PNG</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Schermo intero</translation>
    </message>
    <message>
        <source>Present the view full screen (Esc to leave)</source>
        <translation>Mostra la vista a schermo intero (Esc per uscire)</translation>
    </message>
    <message>
        <source>OpenGL is not available (%1); the view is drawn without it.</source>
        <translation>OpenGL non è disponibile (%1); la vista viene disegnata senza.</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> di %1</translation>
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
        <translation>Tray host da %1 chip</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>host %1</translation>
    </message>
    <message>
        <source>slice %1</source>
        <translation>slice %1</translation>
    </message>
    <message>
        <source>ICI links</source>
        <translation>Collegamenti ICI</translation>
    </message>
    <message>
        <source>%1 axis</source>
        <translation>asse %1</translation>
    </message>
    <message>
        <source>wraps around</source>
        <translation>si richiude ad anello</translation>
    </message>
    <message>
        <source>optical (OCS), dashed</source>
        <translation>ottici (OCS), tratteggiati</translation>
    </message>
    <message>
        <source>no wraparound links (mesh)</source>
        <translation>nessun collegamento di ritorno (mesh)</translation>
    </message>
    <message>
        <source>DCN between slices (no ICI)</source>
        <translation>DCN tra le slice (niente ICI)</translation>
    </message>
    <message>
        <source>node outline</source>
        <translation>contorno del nodo</translation>
    </message>
    <message>
        <source>selected chip, its node and links</source>
        <translation>chip selezionato, il suo nodo e i suoi collegamenti</translation>
    </message>
    <message>
        <source>Click a chip to see its node, host and links. Drag to rotate, right-drag to pan, wheel to zoom.</source>
        <translation>Fai clic su un chip per vederne nodo, host e collegamenti. Trascina per ruotare, trascina con il tasto destro per spostare la vista, usa la rotellina per lo zoom.</translation>
    </message>
    <message>
        <source>There is nothing to export.</source>
        <translation>Non c&apos;è nulla da esportare.</translation>
    </message>
    <message>
        <source>Export view as PNG</source>
        <translation>Esporta la vista come PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Esportazione non riuscita</translation>
    </message>
    <message>
        <source>The view could not be exported to %1.

%2</source>
        <translation>Non è stato possibile esportare la vista in %1.

%2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>GKE nodes of chips</comment>
        <translation>%1 da %2</translation>
    </message>
    <message numerus="yes">
        <source>%n GKE nodes</source>
        <translation>
            <numerusform>%n nodo GKE</numerusform>
            <numerusform>%n nodi GKE</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chip</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 (%5 wraparound, %6 optical)</source>
        <translation>%1 · %2 · %3 · %4 (%5 wraparound, %6 ottici)</translation>
    </message>
    <message numerus="yes">
        <source>%n host trays</source>
        <translation>
            <numerusform>%n host tray</numerusform>
            <numerusform>%n host tray</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ICI links</source>
        <translation>
            <numerusform>%n collegamento ICI</numerusform>
            <numerusform>%n collegamenti ICI</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more, each in its own colour: hover or click a chip to see which it is</source>
        <translation>
            <numerusform>… %n altro, ognuno con il proprio colore: passa sopra un chip o fai clic per vedere quale è</numerusform>
            <numerusform>… altri %n, ognuno con il proprio colore: passa sopra un chip o fai clic per vedere quale è</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GKE nodes (VMs), %n chip(s) each</source>
        <translation>
            <numerusform>Nodi GKE (VM), %n chip ciascuno</numerusform>
            <numerusform>Nodi GKE (VM), %n chip ciascuno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s)</source>
        <translation>
            <numerusform>%n slice</numerusform>
            <numerusform>%n slice</numerusform>
        </translation>
    </message>
    <message>
        <source>Slice workload</source>
        <translation>Carico di lavoro a slice</translation>
    </message>
    <message numerus="yes">
        <source>Slice workloads in %n block(s)</source>
        <translation>
            <numerusform>Carichi di lavoro a slice in %n blocco</numerusform>
            <numerusform>Carichi di lavoro a slice in %n blocchi</numerusform>
        </translation>
    </message>
    <message>
        <source>Which chip-to-chip links the view draws</source>
        <translation>Quali collegamenti tra chip disegna la vista</translation>
    </message>
    <message>
        <source>Along %1</source>
        <translation>Lungo %1</translation>
    </message>
    <message>
        <source>idle: reserved, no slice</source>
        <translation>inattivo: riservato, nessuna slice</translation>
    </message>
    <message>
        <source>Full screen: press Esc to leave it</source>
        <translation>Schermo intero: premi Esc per uscire</translation>
    </message>
    <message numerus="yes">
        <source>Sub-slice workloads in %n slice(s)</source>
        <translation>
            <numerusform>Carichi di lavoro a sub-slice in %n slice</numerusform>
            <numerusform>Carichi di lavoro a sub-slice in %n slice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n not placed: no room)</source>
        <translation>
            <numerusform>(%n non posizionata: non c&apos;è spazio)</numerusform>
            <numerusform>(%n non posizionate: non c&apos;è spazio)</numerusform>
        </translation>
    </message>
    <message>
        <source>free: no sub-slice</source>
        <translation>libero: nessuna sub-slice</translation>
    </message>
</context>
<context>
    <name>tpuplan::TorusView</name>
    <message>
        <source>Torus view</source>
        <translation>Vista del toro</translation>
    </message>
    <message>
        <source>OpenGL %1.%2 is too old for the 3D view (it needs OpenGL 3.3 or OpenGL ES 3.0).</source>
        <translation>OpenGL %1.%2 è troppo vecchio per la vista 3D (richiede OpenGL 3.3 o OpenGL ES 3.0).</translation>
    </message>
    <message>
        <source>The 3D view&apos;s shaders do not compile here: %1</source>
        <translation>Gli shader della vista 3D non si compilano su questo sistema: %1</translation>
    </message>
    <message>
        <source>The OpenGL context has no vertex array objects.</source>
        <translation>Il contesto OpenGL non supporta i vertex array object.</translation>
    </message>
</context>
<context>
    <name>tpuplan::TrainingController</name>
    <message>
        <source>What Is This &amp;Field?</source>
        <translation>Che cos&apos;è questo &amp;campo?</translation>
    </message>
    <message>
        <source>Explain the field that has the keyboard focus (its glossary entry), or the rule of the finding selected in the findings dock</source>
        <translation>Spiega il campo che ha il focus della tastiera (la sua voce del glossario) o la regola del rilievo selezionato nel pannello dei rilievi</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>&amp;Formazione</translation>
    </message>
    <message>
        <source>Open Lesson &amp;File...</source>
        <translation>Apri &amp;file di lezione...</translation>
    </message>
    <message>
        <source>Open an instructor&apos;s lesson file (docs/lessons.md describes the format)</source>
        <translation>Apri il file di lezione di un docente (docs/lessons.md ne descrive il formato)</translation>
    </message>
    <message>
        <source>&amp;Stop Lesson</source>
        <translation>&amp;Termina lezione</translation>
    </message>
    <message>
        <source>&amp;Colab, Cloud TPU VM or GKE?...</source>
        <translation>&amp;Colab, VM Cloud TPU o GKE?...</translation>
    </message>
    <message>
        <source>A few questions and where your TPU work fits best, with the reasons</source>
        <translation>Alcune domande e dove il tuo lavoro TPU si adatta meglio, con le ragioni</translation>
    </message>
    <message>
        <source>&amp;Guided Planning...</source>
        <translation>Pianificazione &amp;guidata...</translation>
    </message>
    <message>
        <source>Build a plan step by step (mode, TPU version, zone, slice), each choice explained</source>
        <translation>Costruisci un piano passo per passo (modalità, versione TPU, zona, slice), con ogni scelta spiegata</translation>
    </message>
    <message>
        <source>&amp;Presenter View</source>
        <translation>Vista &amp;presentatore</translation>
    </message>
    <message>
        <source>Large type in the lesson and the 3D view, for a room</source>
        <translation>Caratteri grandi nella lezione e nella vista 3D, per un&apos;aula</translation>
    </message>
    <message>
        <source>&amp;Glossary...</source>
        <translation>&amp;Glossario...</translation>
    </message>
    <message>
        <source>The terms of TPU planning, searchable, in the window&apos;s language</source>
        <translation>I termini della pianificazione TPU, ricercabili, nella lingua della finestra</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Formazione</translation>
    </message>
    <message>
        <source>The lesson&apos;s start plan %1 cannot be read.</source>
        <translation>Impossibile leggere il piano iniziale %1 della lezione.</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Apri lezione</translation>
    </message>
    <message>
        <source>Lessons (*.lesson.yaml *.yaml);;All files (*)</source>
        <translation>Lezioni (*.lesson.yaml *.yaml);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>line %1, %2: %3</source>
        <translation>riga %1, %2: %3</translation>
    </message>
    <message>
        <source>%1 is not a lesson:
%2</source>
        <translation>%1 non è una lezione:
%2</translation>
    </message>
    <message>
        <source>Presenter view: large type in the lesson and the 3D view (%1 to leave)</source>
        <translation>Vista presentatore: caratteri grandi nella lezione e nella vista 3D (%1 per uscire)</translation>
    </message>
    <message>
        <source>The glossary has no page for the rule %1.</source>
        <translation>Il glossario non ha una pagina per la regola %1.</translation>
    </message>
    <message>
        <source>Click into a field, then press F1 to see what it means.</source>
        <translation>Fai clic in un campo, poi premi F1 per vedere cosa significa.</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <comment>the plan a lesson starts from</comment>
        <translation>Lezione: %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::TrainingDock</name>
    <message>
        <source>Training</source>
        <translation>Formazione</translation>
    </message>
    <message>
        <source>Show &amp;Hint</source>
        <translation>Mostra &amp;suggerimento</translation>
    </message>
    <message>
        <source>A hint for the first goal the plan does not meet yet</source>
        <translation>Un suggerimento per il primo obiettivo che il piano non raggiunge ancora</translation>
    </message>
    <message>
        <source>Stop Lesson</source>
        <translation>Termina lezione</translation>
    </message>
    <message>
        <source>No lesson open</source>
        <translation>Nessuna lezione aperta</translation>
    </message>
    <message>
        <source>Help &gt; Training opens a built-in lesson or an instructor&apos;s lesson file.</source>
        <translation>Aiuto &gt; Formazione apre una lezione integrata o il file di lezione di un docente.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>Raggiunto</translation>
    </message>
    <message>
        <source>Not met yet</source>
        <translation>Non ancora raggiunto</translation>
    </message>
    <message>
        <source>No hint for this goal.</source>
        <translation>Nessun suggerimento per questo obiettivo.</translation>
    </message>
    <message>
        <source>Lesson complete: every goal is met.</source>
        <translation>Lezione completata: ogni obiettivo è raggiunto.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n goal(s) met.</source>
        <translation>
            <numerusform>%1 di %n obiettivo raggiunti.</numerusform>
            <numerusform>%1 di %n obiettivi raggiunti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>To do: %1 (now: %2)</source>
        <comment>goal, where the plan stands</comment>
        <translation>Da fare: %1 (ora: %2)</translation>
    </message>
    <message>
        <source>To do: %1</source>
        <translation>Da fare: %1</translation>
    </message>
</context>
</TS>
