<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AdvisoryRules</name>
    <message>
        <source>the training data lives in %1 but the TPUs run in %2: reads cross regions, which is slower and billed as network egress; keep the bucket in %2 or in a multi-region that contains it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs GKE %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node auto-provisioning creates TPU node pools only within the cluster&apos;s TPU resource limits: set a limit for each TPU accelerator the plan uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; auto-provisioning of TPU pools: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GKE cost allocation and usage metering do not include TPU usage or cost; use the cost summary and Cloud Billing reports for TPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long-running training loses the work since its last checkpoint when interrupted: give it a higher priority class than other jobs, set a maintenance exclusion and checkpoint often</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AvailabilityRules</name>
    <message>
        <source>&apos;%1&apos; is not a TPU version this catalog knows; use one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;accelerator&apos; is for Autopilot plans; a Standard pool names a machine type instead (for %1: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Standard pool needs a machine type; for %1 choose one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an Autopilot accelerator, not a Standard machine type; for %2 choose one of: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU machine type; for %2 choose one of: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 machine type, but the pool asks for %3; choose one of: %4, or set tpu to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autopilot chooses the machine type itself; remove &apos;machineType&apos; and, if you like, name the accelerator instead (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a Standard machine type; Autopilot pools name an accelerator: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU accelerator; for %2 use: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the %2 accelerator, but the pool asks for %3; use %4, or set tpu to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zone %1 is not in the cluster&apos;s region %2, and %3 is not offered anywhere in %2; move the cluster to a region of: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zone %1 is not in the cluster&apos;s region %2; use a zone of %2 that offers %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not offered in %2; %1 is offered only in %3; pick one of those zones or another TPU version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1, single-host %2 pools need a topology of at least %3 chips (2x4 or larger); use a larger topology, another machine type or another zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single-host %1 pools in %2 must use zone %3; change the zone to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs GKE %2 or later on Standard clusters, but the cluster runs %3; raise cluster.version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs GKE %2 or later on Autopilot clusters, but the cluster runs %3; raise cluster.version</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CapacityRules</name>
    <message>
        <source>capacity &apos;reservation&apos; needs the reservation&apos;s name: add reservation: {name: ..., affinity: specific}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reservation is given but capacity is &apos;%1&apos;; set capacity to &apos;reservation&apos; or remove the reservation block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU reservations are consumed by name only: add &apos;affinity: specific&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU reservations are consumed by name only: affinity &apos;%1&apos; is not supported; use &apos;specific&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flex-start is not offered for %1; use on-demand, spot or a reservation, or another TPU version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on-demand multi-host capacity is not guaranteed: the cluster autoscaler gives up on a TPU scale-up that stays pending for %1 hours (and retries later); use a reservation for capacity you depend on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot TPUs can be preempted at any time: checkpoint often and resume from the last checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a higher likelihood of preemption: checkpoint often and resume from the last checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogLoader</name>
    <message>
        <source>must be a topology such as 2x4 or 4x4x8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has %2 dimensions but this TPU version is %3D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU version &apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine type or accelerator &apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists no TPU version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source &apos;%1&apos; is not declared under &apos;sources&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a zone name such as us-east5-a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either &apos;zones&apos; or &apos;region&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topology %1 has %2 chips, not a whole number of %3-chip VMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must list positive whole numbers of chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips per pod do not divide topology %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must list at least one chip count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only &apos;chip-hour&apos; prices are understood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a price cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the catalog: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogReport</name>
    <message>
        <source>TPU catalog %1 (facts as of %2, prices in %3 per chip-hour)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  zones: %1 (source: %2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  chip: %1 bf16 TFLOPS, %2 GiB HBM
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Standard %1: %2 chips/VM, %3 vCPU, %4 GiB, GKE &gt;= %5; topologies %6
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Autopilot %1: GKE &gt;= %2; topologies %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  custom topologies: more than %1 chips, dimensions multiples of %2, A &lt;= B &lt;= C, up to %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  price %1: on-demand %2, spot %3, 1y %4, 3y %5%6
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (derived: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 topologies in %2 mode:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autopilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chips/VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single-host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  plus custom AxBxC: more than %1 chips, each dimension a multiple of %2, A &lt;= B &lt;= C, up to %3
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliApplication</name>
    <message>
        <source>Output format: text or json (default text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this catalog file instead of the built-in one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override prices with this file (cost and export).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of messages: en, de, it or vi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU version (topologies): v6e, v5p, v5e, v4 or v3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GKE mode (topologies): standard or autopilot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this machine type or accelerator (topologies).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output directory (export) or file (migrate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export even when the plan has errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &apos;%1 --help&apos; for usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate TPU plans for Google Kubernetes Engine and list what the catalog offers.

Commands:
  validate PLAN...            check plans and print their findings
  catalog                     print the TPU catalog in use
  topologies --tpu V --mode M [--machine-type T]
                              list supported topologies
  export PLAN --out DIR       write the review bundle (not yet available)
  cost PLAN                   print the cost summary (not yet available)
  migrate SCRIPT.py           TPUEstimator to TPUStrategy help (not yet available)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validate, catalog, topologies, export, cost or migrate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan files or scripts, depending on the command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be text or json, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang must be en, de, it or vi, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no command given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validate needs at least one plan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the review bundle (manifests, gcloud, Terraform, cost summary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the TPUEstimator to TPUStrategy migration helper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: catalog refused; using the built-in catalog (as of %2) instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topologies needs --tpu and --mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU version of the catalog; use one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mode must be standard or autopilot, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no %2 &apos;%3&apos; in %4 mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not available in this version yet: %3 is still being built. &apos;validate&apos;, &apos;catalog&apos; and &apos;topologies&apos; work.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindingsReport</name>
    <message numerus="yes">
        <source>%1: valid (%n warning(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: not valid (%n error(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GkeVersion</name>
    <message>
        <source>&apos;%1&apos; is not a GKE version; write MAJOR.MINOR.PATCH-gke.BUILD, for example 1.31.2-gke.1115000</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodeRules</name>
    <message>
        <source>Autopilot chooses the node image itself; nodeImage is ignored (remove it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autopilot always creates nodes for pending pods; autoprovisioning is ignored (remove it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes are not supported with TPUs; use %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node image TPU pools can use; use %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not support SMT set to %2; set smt to 1 or use another machine type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 pods can run on one TPU VM, not %2; lower podsPerNode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the TPU Node architecture is deprecated and only v3 still supports it in GKE; use tpu-vm (remove &apos;architecture&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extended run time pods exist only on Autopilot; switch the cluster to Autopilot or turn extendedRunTime off (use a maintenance exclusion on Standard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>collection scheduling exists only for TPU Trillium (v6e); turn it off or use v6e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>collection scheduling does not support Spot VMs; use on-demand or a reservation, or turn it off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workload requests TPU chips but no %1, so Kubernetes treats its pods as best-effort; set workload.cpu and workload.memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU or memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autopilot scales TPU nodes with the workload; node pool autoscaling is ignored (remove it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autopilot does not let you set SMT; smt is ignored (remove it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanReader</name>
    <message>
        <source>the file is empty; a plan starts with &apos;apiVersion: tpu-planner/v1&apos; and &apos;kind: Plan&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a plan must be a mapping with apiVersion, kind, metadata, cluster and pools at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a plan format this version reads; use &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a plan; the kind must be &apos;Plan&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid name: use at most 40 lowercase letters, digits and &apos;-&apos;, starting with a letter or digit and ending with one (e.g. tpu-train)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists no pool; add at least one TPU pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another pool is already called &apos;%1&apos;; pool names must be unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a reservation name: use lowercase letters, digits and &apos;-&apos;, starting with a letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Google Cloud project id (6 to 30 lowercase letters, digits and &apos;-&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Kubernetes quantity; write e.g. &quot;200&quot;, &quot;500m&quot; or &quot;400Gi&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanWriter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScalingRules</name>
    <message>
        <source>Multislice does not support %1; set slices to 1 or choose another TPU version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multislice works only with multi-host slices, and topology %1 here is single-host (one node); set slices to 1, or choose a larger topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multislice needs GKE %1 or later in this mode, but the cluster runs %2; raise cluster.version or set slices to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a node count cannot be negative (%1); use 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minNodes (%1) is larger than maxNodes (%2); lower minNodes or raise maxNodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 slice has exactly %2 nodes, so %3 nodes cannot be reached; set it to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a multi-host %1 slice scales atomically: it has either 0 or all %2 nodes, so %3 is not possible; use 0 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 autoscaling needs a control plane of at least %2, but the cluster runs %3; raise cluster.version or turn autoscaling off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan uses up to %1 %2 chips but the quota is %3; request more quota or shrink the pools</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Topology</name>
    <message>
        <source>&apos;%1&apos; is not a topology; write AxB (2D, e.g. 2x4) or AxBxC (3D, e.g. 4x4x8) with positive whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a topology: &apos;%2&apos; is not a positive whole number; write AxB or AxBxC, e.g. 4x4x8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a topology: %2 chips along one axis is more than any TPU pod has (at most %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TopologyRules</name>
    <message>
        <source>every dimension must be a multiple of %1 (%2 is not)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dimensions must not decrease, A &lt;= B &lt;= C (write %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the largest topology is %1; %2 does not fit inside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 slices are 3D tori: write the topology as AxBxC (e.g. 2x2x1 or 4x4x4), not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 slices are 2D: write the topology as AxB (e.g. 2x4 or 16x16), not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid custom %2 topology: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Custom topologies need more than %1 chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not support topology %2; choose one of: %3.%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topology %1 has %2 chips, which is not a whole number of %3-chip %4 VMs; pick a topology listed for %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pods on %1 must request all %2 TPU chips of their node (GKE cannot share a node&apos;s chips); set tpuChipsPerPod to %2 or remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with %1 and topology %2 each pod must request %3 TPU chips (one VM holds at most %4); %5 does not fit the host shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>YamlDocument</name>
    <message>
        <source>the document expands to more than %1 values through YAML aliases (an alias bomb?); plan files never need that many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; appears twice in the same mapping; keep one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1 bytes long; files larger than %2 bytes are refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>YamlFieldReader</name>
    <message>
        <source>a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a mapping of keys to values, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list (items starting with &apos;- &apos;), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required but missing; add &apos;%1:&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be from %1 to %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of text items such as [&quot;python3&quot;, &quot;train.py&quot;], not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be text, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed here; use one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos; is kept as it is but not used by this version</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>TPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan Cloud TPU capacity on GKE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this catalog file instead of the built-in one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog %1 was refused; the built-in catalog is used.

%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::MainWindow</name>
    <message>
        <source>TPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine type / accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a plan file (File &gt; Open) to check it against the TPU catalog of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About TPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About TPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU Planner %1
Plan Cloud TPU capacity on GKE, offline.
Catalog facts as of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU plans (*.tpuplan.yaml *.yaml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - TPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single-host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips, %2 nodes, %3 pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: valid plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
