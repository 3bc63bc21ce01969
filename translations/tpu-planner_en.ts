<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AvailabilityRules</name>
    <message numerus="yes">
        <source>in %1, single-host %2 pools need at least %n chip(s), more than one %3-chip %2 VM holds, so %2 cannot be single-host there; use %4 for a single-host pool, or another zone</source>
        <translation>
            <numerusform>in %1, single-host %2 pools need at least %n chip, more than one %3-chip %2 VM holds, so %2 cannot be single-host there; use %4 for a single-host pool, or another zone</numerusform>
            <numerusform>in %1, single-host %2 pools need at least %n chips, more than one %3-chip %2 VM holds, so %2 cannot be single-host there; use %4 for a single-host pool, or another zone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %1, single-host %2 pools need a topology of at least %n chip(s); use a larger topology, another machine type or another zone</source>
        <translation>
            <numerusform>in %1, single-host %2 pools need a topology of at least %n chip; use a larger topology, another machine type or another zone</numerusform>
            <numerusform>in %1, single-host %2 pools need a topology of at least %n chips; use a larger topology, another machine type or another zone</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BundleReadme</name>
    <message numerus="yes">
        <source>this plan has %n error finding(s) and was exported with --force. Read findings.json before applying anything.</source>
        <translation>
            <numerusform>this plan has %n error finding and was exported with --force. Read findings.json before applying anything.</numerusform>
            <numerusform>this plan has %n error findings and was exported with --force. Read findings.json before applying anything.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BundleWriter</name>
    <message numerus="yes">
        <source>Kept %n file(s) in the folder that tpu-plan did not write: %1</source>
        <translation>
            <numerusform>Kept %n file in the folder that tpu-plan did not write: %1</numerusform>
            <numerusform>Kept %n files in the folder that tpu-plan did not write: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n file(s) an earlier export wrote that this bundle no longer has: %1</source>
        <translation>
            <numerusform>Removed %n file an earlier export wrote that this bundle no longer has: %1</numerusform>
            <numerusform>Removed %n files an earlier export wrote that this bundle no longer has: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n file(s) of the bundle&apos;s names that tpu-plan did not write: %2; nothing was written. Export into an empty or new folder, or allow replacing them.</source>
        <translation>
            <numerusform>%1 holds %n file of the bundle&apos;s names that tpu-plan did not write: %2; nothing was written. Export into an empty or new folder, or allow replacing it.</numerusform>
            <numerusform>%1 holds %n files of the bundle&apos;s names that tpu-plan did not write: %2; nothing was written. Export into an empty or new folder, or allow replacing them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaced %n file(s) tpu-plan did not write, as asked: %1</source>
        <translation>
            <numerusform>Replaced %n file tpu-plan did not write, as asked: %1</numerusform>
            <numerusform>Replaced %n files tpu-plan did not write, as asked: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n hidden folder(s) interrupted exports left beside the folder: %1</source>
        <translation>
            <numerusform>Removed %n hidden folder interrupted exports left beside the folder: %1</numerusform>
            <numerusform>Removed %n hidden folders interrupted exports left beside the folder: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CalendarCost</name>
    <message numerus="yes">
        <source>%1 chips x %n day(s) x 24 h = %2 chip-hours, paid whether used or not; price not published (different from on-demand)</source>
        <translation>
            <numerusform>%1 chips x %n day x 24 h = %2 chip-hours, paid whether used or not; price not published (different from on-demand)</numerusform>
            <numerusform>%1 chips x %n days x 24 h = %2 chip-hours, paid whether used or not; price not published (different from on-demand)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CalendarReservation</name>
    <message numerus="yes">
        <source>Future reservation %1 in calendar mode for pool %2: %n %3 chip(s) in %4 from %5 to %6. It is created as a draft; a submitted request cannot be changed, cancelled or deleted.</source>
        <translation>
            <numerusform>Future reservation %1 in calendar mode for pool %2: %n %3 chip in %4 from %5 to %6. It is created as a draft; a submitted request cannot be changed, cancelled or deleted.</numerusform>
            <numerusform>Future reservation %1 in calendar mode for pool %2: %n %3 chips in %4 from %5 to %6. It is created as a draft; a submitted request cannot be changed, cancelled or deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 (%n day(s))</source>
        <translation>
            <numerusform>%1 to %2 (%n day)</numerusform>
            <numerusform>%1 to %2 (%n days)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogAge</name>
    <message numerus="yes">
        <source>Facts as of %1 (%n month(s) ago).</source>
        <translation>
            <numerusform>Facts as of %1 (%n month ago).</numerusform>
            <numerusform>Facts as of %1 (%n months ago).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogLoader</name>
    <message numerus="yes">
        <source>replaces the built-in list of %n entries</source>
        <translation>
            <numerusform>replaces the built-in list of %n entry</numerusform>
            <numerusform>replaces the built-in list of %n entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogRefreshResult</name>
    <message numerus="yes">
        <source>channel %1: default %2, %n version(s) offered, newest %3</source>
        <translation>
            <numerusform>channel %1: default %2, %n version offered, newest %3</numerusform>
            <numerusform>channel %1: default %2, %n versions offered, newest %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogReport</name>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %1  %2 [%3, trust %4]: %n fact(s)
</source>
        <translation>
            <numerusform>  %1  %2 [%3, trust %4]: %n fact
</numerusform>
            <numerusform>  %1  %2 [%3, trust %4]: %n facts
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
Facts resting only on third-party sources (trust C): %n
</source>
        <translation>
            <numerusform>
Facts resting only on third-party sources (trust C): %n
</numerusform>
            <numerusform>
Facts resting only on third-party sources (trust C): %n
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  Standard %1: %n chip(s) per VM, %2 vCPU, %3 GiB, GKE &gt;= %4; topologies %5
</source>
        <translation>
            <numerusform>  Standard %1: %n chip per VM, %2 vCPU, %3 GiB, GKE &gt;= %4; topologies %5
</numerusform>
            <numerusform>  Standard %1: %n chips per VM, %2 vCPU, %3 GiB, GKE &gt;= %4; topologies %5
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  chip: %1 bf16 TFLOPS, int8 %2 TOPS, fp8 %3 TFLOPS; %4 GiB HBM at %5 GB/s; %n device(s) per chip (source: %6)
</source>
        <translation>
            <numerusform>  chip: %1 bf16 TFLOPS, int8 %2 TOPS, fp8 %3 TFLOPS; %4 GiB HBM at %5 GB/s; %n device per chip (source: %6)
</numerusform>
            <numerusform>  chip: %1 bf16 TFLOPS, int8 %2 TOPS, fp8 %3 TFLOPS; %4 GiB HBM at %5 GB/s; %n devices per chip (source: %6)
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliApplication</name>
    <message numerus="yes">
        <source>Wrote the review bundle for %1 to %2 (%n file(s)); see %3 for how to apply it.</source>
        <translation>
            <numerusform>Wrote the review bundle for %1 to %2 (%n file); see %3 for how to apply it.</numerusform>
            <numerusform>Wrote the review bundle for %1 to %2 (%n files); see %3 for how to apply it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CostCalculator</name>
    <message numerus="yes">
        <source>%n x %1, all month</source>
        <translation>
            <numerusform>%n x %1, all month</numerusform>
            <numerusform>%n x %1, all month</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n x %1 GiB while their nodes run</source>
        <translation>
            <numerusform>%n x %1 GiB while its node runs</numerusform>
            <numerusform>%n x %1 GiB while their nodes run</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DynamicSliceShape</name>
    <message numerus="yes">
        <source>a super-slice has at most %n chip(s)</source>
        <translation>
            <numerusform>a super-slice has at most %n chip</numerusform>
            <numerusform>a super-slice has at most %n chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DynamicSlicingRules</name>
    <message numerus="yes">
        <source>the named slices need %n block(s) of %1 together, but the pool has %2; add blocks (slices) or drop a slice</source>
        <translation>
            <numerusform>the named slices need %n block of %1 together, but the pool has %2; add blocks (slices) or drop a slice</numerusform>
            <numerusform>the named slices need %n blocks of %1 together, but the pool has %2; add blocks (slices) or drop a slice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindingsReport</name>
    <message numerus="yes">
        <source>%1: valid (%n warning(s))</source>
        <translation>
            <numerusform>%1: valid (%n warning)</numerusform>
            <numerusform>%1: valid (%n warnings)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: not valid (%n error(s))</source>
        <translation>
            <numerusform>%1: not valid (%n error)</numerusform>
            <numerusform>%1: not valid (%n errors)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportPlanBuilder</name>
    <message numerus="yes">
        <source>spread over %n zones (%1); a plan pool lies in one zone, so all its nodes (GKE counts them per zone) are placed in %2</source>
        <translation>
            <numerusform>spread over %n zone (%1); a plan pool lies in one zone, so all its nodes (GKE counts them per zone) are placed in %2</numerusform>
            <numerusform>spread over %n zones (%1); a plan pool lies in one zone, so all its nodes (GKE counts them per zone) are placed in %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it names %n reservations; a plan names one, %1</source>
        <translation>
            <numerusform>it names %n reservation; a plan names one, %1</numerusform>
            <numerusform>it names %n reservations; a plan names one, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n taint(s) of its own have no place in a plan</source>
        <translation>
            <numerusform>%n taint of its own has no place in a plan</numerusform>
            <numerusform>%n taints of its own have no place in a plan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it has %n node(s) per zone without autoscaling, where a %1 slice has %2</source>
        <translation>
            <numerusform>it has %n node per zone without autoscaling, where a %1 slice has %2</numerusform>
            <numerusform>it has %n nodes per zone without autoscaling, where a %1 slice has %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message numerus="yes">
        <source>  imported %1: %2 %3 in %4, %n node(s), %5</source>
        <translation>
            <numerusform>  imported %1: %2 %3 in %4, %n node, %5</numerusform>
            <numerusform>  imported %1: %2 %3 in %4, %n nodes, %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n running)</source>
        <translation>
            <numerusform> (%n running)</numerusform>
            <numerusform> (%n running)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pool(s) wired as a full torus</source>
        <translation>
            <numerusform>%1 of %n pool wired as a full torus</numerusform>
            <numerusform>%1 of %n pools wired as a full torus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LintReport</name>
    <message numerus="yes">
        <source>%n other object(s) skipped</source>
        <translation>
            <numerusform>%n other object skipped</numerusform>
            <numerusform>%n other objects skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s) in %2 TPU workload(s); %3</source>
        <translation>
            <numerusform>%1: %n error in %2 TPU workload(s); %3</numerusform>
            <numerusform>%1: %n errors in %2 TPU workload(s); %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n TPU workload(s) look right; %2</source>
        <translation>
            <numerusform>%1: %n TPU workload looks right; %2</numerusform>
            <numerusform>%1: %n TPU workloads look right; %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n document(s) that are not Kubernetes objects</source>
        <translation>
            <numerusform>, %n document that is not a Kubernetes object</numerusform>
            <numerusform>, %n documents that are not Kubernetes objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) left out by --exclude</source>
        <translation>
            <numerusform>%n file left out by --exclude</numerusform>
            <numerusform>%n files left out by --exclude</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManifestExporter</name>
    <message numerus="yes">
        <source>Pool %1 of plan &quot;%2&quot;: %3 %4, %n node(s)</source>
        <translation>
            <numerusform>Pool %1 of plan &quot;%2&quot;: %3 %4, %n node</numerusform>
            <numerusform>Pool %1 of plan &quot;%2&quot;: %3 %4, %n nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManifestRules</name>
    <message numerus="yes">
        <source>%n slice(s) of %1 VMs each, but no %2 annotation: pods of different slices can mix on one node pool and every slice waits forever. Add %2: %3</source>
        <translation>
            <numerusform>%n slice of %1 VMs, but no %2 annotation: pods of different slices can mix on one node pool and every slice waits forever. Add %2: %3</numerusform>
            <numerusform>%n slices of %1 VMs each, but no %2 annotation: pods of different slices can mix on one node pool and every slice waits forever. Add %2: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 %3, %n chip(s) per pod, %4)</source>
        <translation>
            <numerusform>%1 (%2 %3, %n chip per pod, %4)</numerusform>
            <numerusform>%1 (%2 %3, %n chips per pod, %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no pool of the plan &apos;%1&apos; runs these pods (%2 %3, %n chip(s) per pod%4); its pools: %5</source>
        <translation>
            <numerusform>no pool of the plan &apos;%1&apos; runs these pods (%2 %3, %n chip per pod%4); its pools: %5</numerusform>
            <numerusform>no pool of the plan &apos;%1&apos; runs these pods (%2 %3, %n chips per pod%4); its pools: %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, or a larger shape of at least %n chip(s) with every side a multiple of %1</source>
        <translation>
            <numerusform>, or a larger shape of at least %n chip with every side a multiple of %1</numerusform>
            <numerusform>, or a larger shape of at least %n chips with every side a multiple of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pods ask for %n chip(s), but a %1 %2 node has %3: a pod must take all the chips of one VM, so it stays Pending. Ask for %3</source>
        <translation>
            <numerusform>the pods ask for %n chip, but a %1 %2 node has %3: a pod must take all the chips of one VM, so it stays Pending. Ask for %3</numerusform>
            <numerusform>the pods ask for %n chips, but a %1 %2 node has %3: a pod must take all the chips of one VM, so it stays Pending. Ask for %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %1 slice spans %n VM(s) and needs one pod on each; a single Pod cannot use it. Run a JobSet (or an Indexed Job) with %n pods</source>
        <translation>
            <numerusform>a %1 slice spans %n VM and needs one pod on each; a single Pod cannot use it. Run a JobSet (or an Indexed Job) with %n pods</numerusform>
            <numerusform>a %1 slice spans %n VMs and needs one pod on each; a single Pod cannot use it. Run a JobSet (or an Indexed Job) with %n pods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) do not fill whole %1 slices of %2 VMs (one pod per VM); GKE creates whole slices, so use a multiple of %2</source>
        <translation>
            <numerusform>%n replica does not fill whole %1 slices of %2 VMs (one pod per VM); GKE creates whole slices, so use a multiple of %2</numerusform>
            <numerusform>%n replicas do not fill whole %1 slices of %2 VMs (one pod per VM); GKE creates whole slices, so use a multiple of %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>numOfHosts is %1, but a %2 slice has %n VM(s) and each worker replica needs one pod per VM; set numOfHosts to %n</source>
        <translation>
            <numerusform>numOfHosts is %1, but a %2 slice has %n VM and each worker replica needs one pod per VM; set numOfHosts to %n</numerusform>
            <numerusform>numOfHosts is %1, but a %2 slice has %n VMs and each worker replica needs one pod per VM; set numOfHosts to %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>size is %1, but a %2 slice has %n VM(s) and each group needs one pod per VM; set size to %n</source>
        <translation>
            <numerusform>size is %1, but a %2 slice has %n VM and each group needs one pod per VM; set size to %n</numerusform>
            <numerusform>size is %1, but a %2 slice has %n VMs and each group needs one pod per VM; set size to %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>size is %1: a leader without chips and %2 workers, but a %3 slice has %n VM(s) and needs one worker on each; set size to %4</source>
        <translation>
            <numerusform>size is %1: a leader without chips and %2 workers, but a %3 slice has %n VM and needs one worker on each; set size to %4</numerusform>
            <numerusform>size is %1: a leader without chips and %2 workers, but a %3 slice has %n VMs and needs one worker on each; set size to %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>subGroupSize is %1, but each subgroup fills one %2 slice of %n VM(s) (one pod per VM); set subGroupSize to %n</source>
        <translation>
            <numerusform>subGroupSize is %1, but each subgroup fills one %2 slice of %n VM (one pod per VM); set subGroupSize to %n</numerusform>
            <numerusform>subGroupSize is %1, but each subgroup fills one %2 slice of %n VMs (one pod per VM); set subGroupSize to %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>size is %1, which leaves %n pod(s) on TPU VMs: not whole subgroups of %2; set size to a multiple of %2 (plus %3 for a leader without chips)</source>
        <translation>
            <numerusform>size is %1, which leaves %n pod on TPU VMs: not whole subgroups of %2; set size to a multiple of %2 (plus %3 for a leader without chips)</numerusform>
            <numerusform>size is %1, which leaves %n pods on TPU VMs: not whole subgroups of %2; set size to a multiple of %2 (plus %3 for a leader without chips)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2, but a %3 slice has %n VM(s) and needs one pod on each (the TPU runtime waits for every host); set %1 to %n</source>
        <translation>
            <numerusform>%1 is %2, but a %3 slice has %n VM and needs one pod on each (the TPU runtime waits for every host); set %1 to %n</numerusform>
            <numerusform>%1 is %2, but a %3 slice has %n VMs and needs one pod on each (the TPU runtime waits for every host); set %1 to %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>extended run time (up to %n day(s) without eviction) exists only on Autopilot; on Standard this annotation only stops the autoscaler&apos;s scale-down. Use a maintenance exclusion</source>
        <translation>
            <numerusform>extended run time (up to %n day without eviction) exists only on Autopilot; on Standard this annotation only stops the autoscaler&apos;s scale-down. Use a maintenance exclusion</numerusform>
            <numerusform>extended run time (up to %n days without eviction) exists only on Autopilot; on Standard this annotation only stops the autoscaler&apos;s scale-down. Use a maintenance exclusion</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no pool of the plan &apos;%1&apos; plans the slices these pods name (%2 %3 × %4, %n chip(s) per pod%5); its pools: %6</source>
        <translation>
            <numerusform>no pool of the plan &apos;%1&apos; plans the slices these pods name (%2 %3 × %4, %n chip per pod%5); its pools: %6</numerusform>
            <numerusform>no pool of the plan &apos;%1&apos; plans the slices these pods name (%2 %3 × %4, %n chips per pod%5); its pools: %6</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MigrationReport</name>
    <message numerus="yes">
        <source>%1: %n construct(s) to migrate</source>
        <translation>
            <numerusform>%1: %n construct to migrate</numerusform>
            <numerusform>%1: %n constructs to migrate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NodeRules</name>
    <message numerus="yes">
        <source>at most %n pod(s) can run on one TPU VM, not %1; lower podsPerNode</source>
        <translation>
            <numerusform>at most %n pod can run on one TPU VM, not %1; lower podsPerNode</numerusform>
            <numerusform>at most %n pods can run on one TPU VM, not %1; lower podsPerNode</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PythonTokenizer</name>
    <message numerus="yes">
        <source>the script is too long to read (more than %n characters)</source>
        <translation>
            <numerusform>the script is too long to read (more than %n character)</numerusform>
            <numerusform>the script is too long to read (more than %n characters)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScalingRules</name>
    <message numerus="yes">
        <source>the plan uses up to %n %1 chip(s) but the quota is %2; request more quota or shrink the pools</source>
        <translation>
            <numerusform>the plan uses up to %n %1 chip but the quota is %2; request more quota or shrink the pools</numerusform>
            <numerusform>the plan uses up to %n %1 chips but the quota is %2; request more quota or shrink the pools</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %1 slice has exactly %n node(s), so %2 cannot be reached; set it to %n</source>
        <translation>
            <numerusform>a %1 slice has exactly %n node, so %2 cannot be reached; set it to %n</numerusform>
            <numerusform>a %1 slice has exactly %n nodes, so %2 cannot be reached; set it to %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a multi-host %1 slice scales atomically: it has either 0 or all %n node(s), so %2 is not possible; use 0 or %n</source>
        <translation>
            <numerusform>a multi-host %1 slice scales atomically: it has either 0 or its %n node, so %2 is not possible; use 0 or %n</numerusform>
            <numerusform>a multi-host %1 slice scales atomically: it has either 0 or all %n nodes, so %2 is not possible; use 0 or %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SizingMath</name>
    <message numerus="yes">
        <source>%n chip(s) of tensor parallelism exceed the limit of about %1 for this model: decode is ICI-bound; serve more replicas on smaller slices.</source>
        <translation>
            <numerusform>%n chip of tensor parallelism exceeds the limit of about %1 for this model: decode is ICI-bound; serve more replicas on smaller slices.</numerusform>
            <numerusform>%n chips of tensor parallelism exceed the limit of about %1 for this model: decode is ICI-bound; serve more replicas on smaller slices.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SizingReport</name>
    <message numerus="yes">
        <source>  ... %n more (--format json lists them all)
</source>
        <translation>
            <numerusform>  ... %n more (--format json lists them all)
</numerusform>
            <numerusform>  ... %n more (--format json lists them all)
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SliceSearch</name>
    <message numerus="yes">
        <source>Misses the deadline of %n day(s).</source>
        <translation>
            <numerusform>Misses the deadline of %n day.</numerusform>
            <numerusform>Misses the deadline of %n days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No slice that fits meets the deadline of %n day(s).</source>
        <translation>
            <numerusform>No slice that fits meets the deadline of %n day.</numerusform>
            <numerusform>No slice that fits meets the deadline of %n days.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SubSlicingRules</name>
    <message numerus="yes">
        <source>the sub-slices take %n VM(s) together, but the pool has %1; add slices to the pool or drop a sub-slice</source>
        <translation>
            <numerusform>the sub-slices take %n VM together, but the pool has %1; add slices to the pool or drop a sub-slice</numerusform>
            <numerusform>the sub-slices take %n VMs together, but the pool has %1; add slices to the pool or drop a sub-slice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TopologyRules</name>
    <message numerus="yes">
        <source>a serving Deployment runs one server per pod: %n containers would listen on one port. Remove containersPerPod or make the workload a Job or JobSet</source>
        <translation>
            <numerusform>a serving Deployment runs one server per pod: %n container would listen on one port. Remove containersPerPod or make the workload a Job or JobSet</numerusform>
            <numerusform>a serving Deployment runs one server per pod: %n containers would listen on one port. Remove containersPerPod or make the workload a Job or JobSet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the catalog does not know the NUMA nodes of %1, so %n containers per pod cannot be checked against them</source>
        <translation>
            <numerusform>the catalog does not know the NUMA nodes of %1, so %n container per pod cannot be checked against them</numerusform>
            <numerusform>the catalog does not know the NUMA nodes of %1, so %n containers per pod cannot be checked against them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %1 VM has %n NUMA node(s) and each container belongs on one of them: set containersPerPod to %n or less</source>
        <translation>
            <numerusform>a %1 VM has %n NUMA node and each container belongs on one of them: set containersPerPod to %n or less</numerusform>
            <numerusform>a %1 VM has %n NUMA nodes and each container belongs on one of them: set containersPerPod to %n or less</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each pod has %1 TPU chips, which %n containers cannot share equally; choose a number that divides %1</source>
        <translation>
            <numerusform>each pod has %1 TPU chips, which %n container cannot share equally; choose a number that divides %1</numerusform>
            <numerusform>each pod has %1 TPU chips, which %n containers cannot share equally; choose a number that divides %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 recommends one container per NUMA node (source: %2): a %3 VM has %n NUMA nodes, so set containersPerPod to %n and each container gets the CPU, memory and chips of its own node</source>
        <translation>
            <numerusform>%1 recommends one container per NUMA node (source: %2): a %3 VM has %n NUMA node, so set containersPerPod to %n and each container gets the CPU, memory and chips of its own node</numerusform>
            <numerusform>%1 recommends one container per NUMA node (source: %2): a %3 VM has %n NUMA nodes, so set containersPerPod to %n and each container gets the CPU, memory and chips of its own node</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n chip(s), more than the %2 the catalog accepts in one slice (its limit, from %3)</source>
        <translation>
            <numerusform>%1 has %n chip, more than the %2 the catalog accepts in one slice (its limit, from %3)</numerusform>
            <numerusform>%1 has %n chips, more than the %2 the catalog accepts in one slice (its limit, from %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> Custom topologies need more than %n chip(s).</source>
        <translation>
            <numerusform> Custom topologies need more than %n chip.</numerusform>
            <numerusform> Custom topologies need more than %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>topology %1 has %n chip(s), which is not a whole number of %2-chip %3 VMs; pick a topology listed for %3</source>
        <translation>
            <numerusform>topology %1 has %n chip, which is not a whole number of %2-chip %3 VMs; pick a topology listed for %3</numerusform>
            <numerusform>topology %1 has %n chips, which is not a whole number of %2-chip %3 VMs; pick a topology listed for %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pods on %1 must request all %n TPU chip(s) of their node (GKE cannot share a node&apos;s chips); set tpuChipsPerPod to %n or remove it</source>
        <translation>
            <numerusform>pods on %1 must request the %n TPU chip of their node (GKE cannot share a node&apos;s chips); set tpuChipsPerPod to %n or remove it</numerusform>
            <numerusform>pods on %1 must request all %n TPU chips of their node (GKE cannot share a node&apos;s chips); set tpuChipsPerPod to %n or remove it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::Autosaver</name>
    <message numerus="yes">
        <source>it is %n byte(s) long, not the %1 that were written</source>
        <translation>
            <numerusform>it is %n byte long, not the %1 that were written</numerusform>
            <numerusform>it is %n bytes long, not the %1 that were written</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::CatalogAgeNotice</name>
    <message numerus="yes">
        <source>This plan is checked against a catalog whose facts are more than %n month(s) old.</source>
        <translation>
            <numerusform>This plan is checked against a catalog whose facts are more than %n month old.</numerusform>
            <numerusform>This plan is checked against a catalog whose facts are more than %n months old.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::CostChart</name>
    <message numerus="yes">
        <source>&lt;b&gt;Unknown&lt;/b&gt; per month: %n pool(s) without a price (%1)</source>
        <translation>
            <numerusform>&lt;b&gt;Unknown&lt;/b&gt; per month: %n pool without a price (%1)</numerusform>
            <numerusform>&lt;b&gt;Unknown&lt;/b&gt; per month: %n pools without a price (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::FindingsDock</name>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::GlossaryDialog</name>
    <message numerus="yes">
        <source>%n of %1 term(s)</source>
        <translation>
            <numerusform>%n of %1 terms</numerusform>
            <numerusform>%n of %1 terms</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::ImportResultDialog</name>
    <message numerus="yes">
        <source>Cluster %1 (%2, %3): %n TPU pool(s) imported.</source>
        <translation>
            <numerusform>Cluster %1 (%2, %3): %n TPU pool imported.</numerusform>
            <numerusform>Cluster %1 (%2, %3): %n TPU pools imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 in %3, %n node(s), %4</source>
        <translation>
            <numerusform>%1 %2 in %3, %n node, %4</numerusform>
            <numerusform>%1 %2 in %3, %n nodes, %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n running)</source>
        <translation>
            <numerusform> (%n running)</numerusform>
            <numerusform> (%n running)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::MainWindow</name>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln nodes</source>
        <translation>
            <numerusform>%Ln node</numerusform>
            <numerusform>%Ln nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips</source>
        <translation>
            <numerusform>%Ln chip</numerusform>
            <numerusform>%Ln chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln slices</source>
        <translation>
            <numerusform>%Ln slice</numerusform>
            <numerusform>%Ln slices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestFindingsModel</name>
    <message numerus="yes">
        <source>%n TPU workload(s)</source>
        <translation>
            <numerusform>%n TPU workload</numerusform>
            <numerusform>%n TPU workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other object(s)</source>
        <translation>
            <numerusform>%n other object</numerusform>
            <numerusform>%n other objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %3 skipped, %n finding(s)</source>
        <translation>
            <numerusform>%1: %2, %3 skipped, %n finding</numerusform>
            <numerusform>%1: %2, %3 skipped, %n findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n document(s) that are not Kubernetes objects</source>
        <translation>
            <numerusform>%1 and %n document that is not a Kubernetes object</numerusform>
            <numerusform>%1 and %n documents that are not Kubernetes objects</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestFindingsPanel</name>
    <message numerus="yes">
        <source>%n file(s) checked: %1, %2, %3 in %4.</source>
        <translation>
            <numerusform>%n file checked: %1, %2, %3 in %4.</numerusform>
            <numerusform>%n files checked: %1, %2, %3 in %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n TPU workload(s)</source>
        <translation>
            <numerusform>%n TPU workload</numerusform>
            <numerusform>%n TPU workloads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestViewer</name>
    <message numerus="yes">
        <source>%1: no TPU workload, %n error(s); the lines with findings are tinted.</source>
        <translation>
            <numerusform>%1: no TPU workload, %n error; the lines with findings are tinted.</numerusform>
            <numerusform>%1: no TPU workload, %n errors; the lines with findings are tinted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n TPU workload(s)</source>
        <translation>
            <numerusform>%n TPU workload</numerusform>
            <numerusform>%n TPU workloads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::MigrateDialog</name>
    <message numerus="yes">
        <source>%1: %n construct(s) to migrate. Click one to see its line; the TF2 skeleton is on the right.</source>
        <translation>
            <numerusform>%1: %n construct to migrate. Click it to see its line; the TF2 skeleton is on the right.</numerusform>
            <numerusform>%1: %n constructs to migrate. Click one to see its line; the TF2 skeleton is on the right.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::PlanAssistant</name>
    <message numerus="yes">
        <source>multi-host, %n VMs</source>
        <translation>
            <numerusform>multi-host, %n VM</numerusform>
            <numerusform>multi-host, %n VMs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: %n chips, %3</source>
        <translation>
            <numerusform>%1 on %2: %n chip, %3</numerusform>
            <numerusform>%1 on %2: %n chips, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The plan so far: %1 cluster in %2 (GKE %3), %4 %5 in %6, %n chip(s).</source>
        <translation>
            <numerusform>The plan so far: %1 cluster in %2 (GKE %3), %4 %5 in %6, %n chip.</numerusform>
            <numerusform>The plan so far: %1 cluster in %2 (GKE %3), %4 %5 in %6, %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It has %n error(s); the next steps fix them.</source>
        <translation>
            <numerusform>It has %n error; the next steps fix it.</numerusform>
            <numerusform>It has %n errors; the next steps fix them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The smallest %1 slice that holds it: %2 on %3, %n chip(s).</source>
        <translation>
            <numerusform>The smallest %1 slice that holds it: %2 on %3, %n chip.</numerusform>
            <numerusform>The smallest %1 slice that holds it: %2 on %3, %n chips.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::PlanOutlineModel</name>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolBlockSection</name>
    <message numerus="yes">
        <source>%n block(s) of %1, %2 chips in all</source>
        <translation>
            <numerusform>%n block of %1, %2 chips in all</numerusform>
            <numerusform>%n blocks of %1, %2 chips in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sub-slices inside %1 node pools: %n VM(s) in all</source>
        <translation>
            <numerusform>sub-slices inside %1 node pools: %n VM in all</numerusform>
            <numerusform>sub-slices inside %1 node pools: %n VMs in all</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolNodesSection</name>
    <message numerus="yes">
        <source>multi-host: scales atomically, 0 or %n node(s)</source>
        <translation>
            <numerusform>multi-host: scales atomically, 0 or %n node</numerusform>
            <numerusform>multi-host: scales atomically, 0 or %n nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolSliceSection</name>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) per VM</source>
        <translation>
            <numerusform>%n chip per VM</numerusform>
            <numerusform>%n chips per VM</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vCPU</source>
        <translation>
            <numerusform>%n vCPU</numerusform>
            <numerusform>%n vCPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick a listed topology, or type a custom AxBxC slice of more than %n chip(s).</source>
        <translation>
            <numerusform>Pick a listed topology, or type a custom AxBxC slice of more than %n chip.</numerusform>
            <numerusform>Pick a listed topology, or type a custom AxBxC slice of more than %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>slices up to %n chip(s); %1 vCPU and %2 GiB per node</source>
        <translation>
            <numerusform>slices up to %n chip; %1 vCPU and %2 GiB per node</numerusform>
            <numerusform>slices up to %n chips; %1 vCPU and %2 GiB per node</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blocks</source>
        <translation>
            <numerusform>%n block</numerusform>
            <numerusform>%n blocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared node pools</source>
        <translation>
            <numerusform>%n shared node pool</numerusform>
            <numerusform>%n shared node pools</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolWorkloadSection</name>
    <message numerus="yes">
        <source>one per NUMA node: %n per VM</source>
        <translation>
            <numerusform>one per NUMA node: %n per VM</numerusform>
            <numerusform>one per NUMA node: %n per VM</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each pod gets %n chip(s)%1</source>
        <translation>
            <numerusform>each pod gets %n chip%1</numerusform>
            <numerusform>each pod gets %n chips%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Autopilot pods that may run up to %n day(s) without being evicted for maintenance.</source>
        <translation>
            <numerusform>Autopilot pods that may run up to %n day without being evicted for maintenance.</numerusform>
            <numerusform>Autopilot pods that may run up to %n days without being evicted for maintenance.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::Scenarios</name>
    <message numerus="yes">
        <source>Comparing %n plan(s)...</source>
        <translation>
            <numerusform>Comparing %n plan...</numerusform>
            <numerusform>Comparing %n plans...</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::TopologyChoicesModel</name>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::TorusController</name>
    <message numerus="yes">
        <source>GKE node %1 of %2: &lt;tt&gt;%3&lt;/tt&gt; (TPU_WORKER_ID %4, %n chip(s))</source>
        <translation>
            <numerusform>GKE node %1 of %2: &lt;tt&gt;%3&lt;/tt&gt; (TPU_WORKER_ID %4, %n chip)</numerusform>
            <numerusform>GKE node %1 of %2: &lt;tt&gt;%3&lt;/tt&gt; (TPU_WORKER_ID %4, %n chips)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::TorusPanel</name>
    <message numerus="yes">
        <source>%n GKE nodes</source>
        <translation>
            <numerusform>%n GKE node</numerusform>
            <numerusform>%n GKE nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host trays</source>
        <translation>
            <numerusform>%n host tray</numerusform>
            <numerusform>%n host trays</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ICI links</source>
        <translation>
            <numerusform>%n ICI link</numerusform>
            <numerusform>%n ICI links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more, each in its own colour: hover or click a chip to see which it is</source>
        <translation>
            <numerusform>… %n more, each in its own colour: hover or click a chip to see which it is</numerusform>
            <numerusform>… %n more, each in its own colour: hover or click a chip to see which it is</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GKE nodes (VMs), %n chip(s) each</source>
        <translation>
            <numerusform>GKE nodes (VMs), %n chip each</numerusform>
            <numerusform>GKE nodes (VMs), %n chips each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s)</source>
        <translation>
            <numerusform>%n slice</numerusform>
            <numerusform>%n slices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Slice workloads in %n block(s)</source>
        <translation>
            <numerusform>Slice workloads in %n block</numerusform>
            <numerusform>Slice workloads in %n blocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sub-slice workloads in %n slice(s)</source>
        <translation>
            <numerusform>Sub-slice workloads in %n slice</numerusform>
            <numerusform>Sub-slice workloads in %n slices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n not placed: no room)</source>
        <translation>
            <numerusform>(%n not placed: no room)</numerusform>
            <numerusform>(%n not placed: no room)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::TrainingDock</name>
    <message numerus="yes">
        <source>%1 of %n goal(s) met.</source>
        <translation>
            <numerusform>%1 of %n goal met.</numerusform>
            <numerusform>%1 of %n goals met.</numerusform>
        </translation>
    </message>
</context>
</TS>
