<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>AdvisoryRules</name>
    <message>
        <source>the training data lives in %1 but the TPUs run in %2: reads cross regions, which is slower and billed as network egress; keep the bucket in %2 or in a multi-region that contains it</source>
        <translation>dữ liệu huấn luyện nằm ở %1 nhưng TPU chạy ở %2: việc đọc dữ liệu phải đi qua các khu vực khác nhau, chậm hơn và bị tính phí như lưu lượng mạng đi ra (egress); hãy đặt bucket ở %2 hoặc ở một vị trí đa khu vực (multi-region) có bao gồm khu vực đó</translation>
    </message>
    <message>
        <source>%1 needs GKE %2</source>
        <translation>%1 cần GKE %2</translation>
    </message>
    <message>
        <source>node auto-provisioning creates TPU node pools only within the cluster&apos;s TPU resource limits: set a limit for each TPU accelerator the plan uses</source>
        <translation>tính năng tự động cấp phát nút (node auto-provisioning) chỉ tạo nhóm nút TPU trong phạm vi giới hạn tài nguyên TPU của cụm: hãy đặt giới hạn cho từng bộ tăng tốc TPU mà kế hoạch sử dụng</translation>
    </message>
    <message>
        <source>; auto-provisioning of TPU pools: %1</source>
        <translation>; tự động cấp phát nhóm nút TPU: %1</translation>
    </message>
    <message>
        <source>GKE cost allocation and usage metering do not include TPU usage or cost; use the cost summary and Cloud Billing reports for TPUs</source>
        <translation>tính năng phân bổ chi phí và đo lường mức sử dụng của GKE không bao gồm mức sử dụng hay chi phí TPU; với TPU, hãy dùng bản tóm tắt chi phí và các báo cáo Cloud Billing</translation>
    </message>
    <message>
        <source>long-running training loses the work since its last checkpoint when interrupted: give it a higher priority class than other jobs, set a maintenance exclusion and checkpoint often</source>
        <translation>quá trình huấn luyện chạy dài sẽ mất phần việc kể từ checkpoint gần nhất khi bị gián đoạn: hãy gán cho nó lớp ưu tiên (priority class) cao hơn các job khác, đặt khoảng loại trừ bảo trì (maintenance exclusion) và lưu checkpoint thường xuyên</translation>
    </message>
    <message>
        <source>%1 does not support %2 (source: %3); port the workload to a framework it supports or choose another TPU version</source>
        <translation>%1 không hỗ trợ %2 (nguồn: %3); hãy chuyển khối lượng công việc sang một framework được hỗ trợ hoặc chọn phiên bản TPU khác</translation>
    </message>
    <message>
        <source>multi-host %1 pools are placed by a %2 workload policy for topology %3, applied with --placement-policy instead of --tpu-topology (GKE refuses compact placement for %1); one policy per project, region and topology serves every such pool, and the export creates it</source>
        <translation>các nhóm multi-host %1 được bố trí bởi chính sách khối lượng công việc %2 cho cấu trúc liên kết %3, áp dụng bằng --placement-policy thay cho --tpu-topology (GKE từ chối bố trí compact cho %1); mỗi dự án, vùng và cấu trúc liên kết dùng một chính sách cho mọi nhóm như vậy, và bản xuất sẽ tạo nó</translation>
    </message>
    <message>
        <source>%1 block pools for dynamic slicing are placed by a %2 workload policy for topology %3 in the %4 mode (--accelerator-topology-mode=%4), applied with --placement-policy instead of --tpu-topology: the blocks&apos; nodes come up without their ICI links and GKE&apos;s slice controller links each workload&apos;s slice; one policy per project, region, topology and mode serves every such pool, and the export creates it</source>
        <translation>Các nhóm khối %1 cho dynamic slicing được đặt bằng một chính sách khối lượng công việc loại %2 cho cấu trúc liên kết %3 ở chế độ %4 (--accelerator-topology-mode=%4), gắn qua --placement-policy thay cho --tpu-topology: các nút của khối khởi động chưa có liên kết ICI và bộ điều khiển slice của GKE liên kết slice của từng khối lượng công việc; một chính sách cho mỗi dự án, khu vực, cấu trúc liên kết và chế độ phục vụ mọi nhóm như vậy, và bản xuất sẽ tạo nó</translation>
    </message>
</context>
<context>
    <name>AvailabilityRules</name>
    <message>
        <source>&apos;%1&apos; is not a TPU version this catalog knows; use one of: %2</source>
        <translation>&apos;%1&apos; không phải là phiên bản TPU mà danh mục này biết; hãy dùng một trong: %2</translation>
    </message>
    <message>
        <source>&apos;accelerator&apos; is for Autopilot plans; a Standard pool names a machine type instead (for %1: %2)</source>
        <translation>&apos;accelerator&apos; dành cho kế hoạch Autopilot; nhóm nút Standard thì chỉ định loại máy (với %1: %2)</translation>
    </message>
    <message>
        <source>a Standard pool needs a machine type; for %1 choose one of: %2</source>
        <translation>nhóm nút Standard cần có loại máy; với %1, hãy chọn một trong: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an Autopilot accelerator, not a Standard machine type; for %2 choose one of: %3</source>
        <translation>&apos;%1&apos; là bộ tăng tốc của Autopilot, không phải loại máy của Standard; với %2, hãy chọn một trong: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU machine type; for %2 choose one of: %3</source>
        <translation>&apos;%1&apos; không phải là loại máy TPU; với %2, hãy chọn một trong: %3</translation>
    </message>
    <message>
        <source>%1 is a %2 machine type, but the pool asks for %3; choose one of: %4, or set tpu to %2</source>
        <translation>%1 là loại máy %2, nhưng nhóm nút yêu cầu %3; hãy chọn một trong: %4, hoặc đặt tpu thành %2</translation>
    </message>
    <message>
        <source>Autopilot chooses the machine type itself; remove &apos;machineType&apos; and, if you like, name the accelerator instead (%1)</source>
        <translation>Autopilot tự chọn loại máy; hãy xóa &apos;machineType&apos; và, nếu muốn, chỉ định bộ tăng tốc thay thế (%1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a Standard machine type; Autopilot pools name an accelerator: %2</source>
        <translation>&apos;%1&apos; là loại máy của Standard; nhóm nút Autopilot chỉ định bộ tăng tốc: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU accelerator; for %2 use: %3</source>
        <translation>&apos;%1&apos; không phải là bộ tăng tốc TPU; với %2, hãy dùng: %3</translation>
    </message>
    <message>
        <source>%1 is the %2 accelerator, but the pool asks for %3; use %4, or set tpu to %2</source>
        <translation>%1 là bộ tăng tốc của %2, nhưng nhóm nút yêu cầu %3; hãy dùng %4, hoặc đặt tpu thành %2</translation>
    </message>
    <message>
        <source>zone %1 is not in the cluster&apos;s region %2, and %3 is not offered anywhere in %2; move the cluster to a region of: %4</source>
        <translation>vùng %1 không thuộc khu vực %2 của cụm, và %3 không được cung cấp ở bất kỳ đâu trong %2; hãy chuyển cụm sang một trong các khu vực: %4</translation>
    </message>
    <message>
        <source>zone %1 is not in the cluster&apos;s region %2; use a zone of %2 that offers %3: %4</source>
        <translation>vùng %1 không thuộc khu vực %2 của cụm; hãy dùng một vùng trong %2 có cung cấp %3: %4</translation>
    </message>
    <message>
        <source>single-host %1 pools in %2 must use zone %3; change the zone to %3</source>
        <translation>nhóm nút %1 một máy chủ (single-host) ở %2 phải dùng vùng %3; hãy đổi vùng thành %3</translation>
    </message>
    <message>
        <source>%1 needs GKE %2 or later on Standard clusters, but the cluster runs %3; raise cluster.version</source>
        <translation>%1 cần GKE %2 trở lên trên cụm Standard, nhưng cụm đang chạy %3; hãy nâng cluster.version</translation>
    </message>
    <message>
        <source>%1 needs GKE %2 or later on Autopilot clusters, but the cluster runs %3; raise cluster.version</source>
        <translation>%1 cần GKE %2 trở lên trên cụm Autopilot, nhưng cụm đang chạy %3; hãy nâng cluster.version</translation>
    </message>
    <message>
        <source>%1 is offered only in %2, not in %3; pick that zone or another TPU version</source>
        <translation>%1 chỉ được cung cấp ở %2, không có ở %3; hãy chọn vùng đó hoặc một phiên bản TPU khác</translation>
    </message>
    <message>
        <source>%1 is not offered in %2; it is offered in %3; pick one of those zones or another TPU version</source>
        <translation>%1 không được cung cấp ở %2 nhưng có ở %3; hãy chọn một trong các vùng đó hoặc một phiên bản TPU khác</translation>
    </message>
    <message>
        <source>%1 is offered in %2 but not in %3; pick one of those zones or another machine type</source>
        <translation>%1 được cung cấp ở %2 nhưng không có ở %3; hãy chọn một trong các vùng đó hoặc loại máy khác</translation>
    </message>
    <message>
        <source> or </source>
        <translation> hoặc </translation>
    </message>
    <message numerus="yes">
        <source>in %1, single-host %2 pools need at least %n chip(s), more than one %3-chip %2 VM holds, so %2 cannot be single-host there; use %4 for a single-host pool, or another zone</source>
        <translation>
            <numerusform>tại %1, các nhóm single-host %2 cần ít nhất %n chip, nhiều hơn số chip một VM %2 %3 chip chứa được, nên %2 không thể là single-host ở đó; hãy dùng %4 cho nhóm single-host, hoặc một vùng khác</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %1, single-host %2 pools need a topology of at least %n chip(s); use a larger topology, another machine type or another zone</source>
        <translation>
            <numerusform>tại %1, các nhóm single-host %2 cần cấu trúc liên kết có ít nhất %n chip; hãy dùng cấu trúc liên kết lớn hơn, loại máy khác hoặc vùng khác</numerusform>
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
        <translation>Gói rà soát: %1</translation>
    </message>
    <message>
        <source>Generated by tpu-plan from `%1`. Cluster **%2** (%3) in %4, GKE %5.</source>
        <translation>Được tạo bởi tpu-plan từ `%1`. Cụm **%2** (%3) ở %4, GKE %5.</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Cảnh báo</translation>
    </message>
    <message numerus="yes">
        <source>this plan has %n error finding(s) and was exported with --force. Read findings.json before applying anything.</source>
        <translation>
            <numerusform>kế hoạch này có %n lỗi và đã được xuất với --force. Hãy đọc findings.json trước khi áp dụng bất cứ thứ gì.</numerusform>
        </translation>
    </message>
    <message>
        <source>What is in this folder</source>
        <translation>Nội dung của thư mục này</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>Mô tả</translation>
    </message>
    <message>
        <source>the plan as saved (normalised)</source>
        <translation>kế hoạch như đã lưu (đã chuẩn hóa)</translation>
    </message>
    <message>
        <source>validation findings, as `tpu-plan validate --format json` prints them: %1 error(s), %2 warning(s), %3 info</source>
        <translation>các phát hiện khi kiểm tra, theo định dạng mà `tpu-plan validate --format json` in ra: %1 lỗi, %2 cảnh báo, %3 thông tin</translation>
    </message>
    <message>
        <source>creates the Autopilot cluster (`clusters create-auto`)</source>
        <translation>tạo cụm Autopilot (`clusters create-auto`)</translation>
    </message>
    <message>
        <source>creates the cluster, its small system node pool and one TPU node pool per slice</source>
        <translation>tạo cụm, nhóm nút hệ thống nhỏ của cụm và một nhóm nút TPU cho mỗi slice</translation>
    </message>
    <message>
        <source>node auto-provisioning limits (CPU, memory, TPU chips) that gcloud.sh passes to the cluster</source>
        <translation>các giới hạn tự động cấp phát nút (CPU, bộ nhớ, chip TPU) mà gcloud.sh truyền cho cụm</translation>
    </message>
    <message>
        <source>the same cluster and node pools for Terraform</source>
        <translation>cùng cụm và các nhóm nút đó, dành cho Terraform</translation>
    </message>
    <message>
        <source>cost summary per pool and total, selected price beside on-demand, Spot, 1y and 3y</source>
        <translation>bản tóm tắt chi phí theo từng nhóm nút và tổng cộng, giá đã chọn bên cạnh giá on-demand, Spot, 1 năm và 3 năm</translation>
    </message>
    <message>
        <source>the cost summary for spreadsheets and scripts</source>
        <translation>bản tóm tắt chi phí dành cho bảng tính và script</translation>
    </message>
    <message>
        <source>this file</source>
        <translation>tệp này</translation>
    </message>
    <message>
        <source>pool %1: %2 for %3 %4 (%5 chips per node)</source>
        <translation>nhóm nút %1: %2 cho %3 %4 (%5 chip mỗi nút)</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Các nhóm nút</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Nhóm nút</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Cấu trúc liên kết</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nút</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Dung lượng</translation>
    </message>
    <message>
        <source>Selected %1/month</source>
        <translation>Đã chọn %1/tháng</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>không rõ</translation>
    </message>
    <message>
        <source>Total per month with the GKE cluster fee: **%1 %2** (prices as of %3; see cost.md for sources and notes).</source>
        <translation>Tổng mỗi tháng, kể cả phí cụm GKE: **%1 %2** (giá tính đến %3; xem cost.md để biết nguồn và ghi chú).</translation>
    </message>
    <message>
        <source>How to apply it</source>
        <translation>Cách áp dụng</translation>
    </message>
    <message>
        <source>Create the cluster with **one** of:
   - gcloud: `PROJECT=my-project bash gcloud.sh` (it ends by fetching kubectl credentials);
   - Terraform: `terraform init &amp;&amp; terraform apply -var project=my-project`, then
     `gcloud container clusters get-credentials %1 --location %2 --project my-project`.</source>
        <translation>Hãy tạo cụm bằng **một** trong hai cách:
   - gcloud: `PROJECT=my-project bash gcloud.sh` (bước cuối sẽ lấy thông tin xác thực cho kubectl);
   - Terraform: `terraform init &amp;&amp; terraform apply -var project=my-project`, sau đó
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
        <translation>Hãy cài đặt các controller mà manifest sử dụng: %1.</translation>
    </message>
    <message>
        <source>Apply the workloads: `kubectl apply -f manifests/` (or one pool at a time, `kubectl apply -f manifests/POOL.yaml`). Objects several pools share are written identically into each of their files.</source>
        <translation>Hãy áp dụng các khối lượng công việc: `kubectl apply -f manifests/` (hoặc lần lượt từng nhóm nút, `kubectl apply -f manifests/POOL.yaml`). Các đối tượng dùng chung giữa nhiều nhóm nút được ghi giống hệt nhau vào tệp của từng nhóm nút đó.</translation>
    </message>
    <message>
        <source>Watch them start: `kubectl get pods -o wide`. TPU nodes appear when the pods ask for them; multi-host slices come up whole or not at all.</source>
        <translation>Hãy theo dõi quá trình khởi động: `kubectl get pods -o wide`. Nút TPU xuất hiện khi các Pod yêu cầu; slice nhiều máy chủ (multi-host) hoặc khởi động trọn vẹn, hoặc hoàn toàn không khởi động.</translation>
    </message>
    <message>
        <source>Good to know</source>
        <translation>Điều cần biết</translation>
    </message>
    <message>
        <source>Every TPU pod requests all the chips of its node (`google.com/tpu` in requests and limits) and selects its slice with `cloud.google.com/gke-tpu-accelerator` and `cloud.google.com/gke-tpu-topology`.</source>
        <translation>Mỗi Pod TPU yêu cầu toàn bộ chip của nút mình (`google.com/tpu` trong requests và limits) và chọn slice của mình bằng `cloud.google.com/gke-tpu-accelerator` và `cloud.google.com/gke-tpu-topology`.</translation>
    </message>
    <message>
        <source>Collection scheduling on Autopilot is requested through the ComputeClass in the pool&apos;s manifest.</source>
        <translation>Trên Autopilot, tính năng lập lịch theo tập hợp (collection scheduling) được yêu cầu thông qua ComputeClass trong manifest của nhóm nút.</translation>
    </message>
    <message>
        <source>Terraform keeps the provider&apos;s deletion protection on the cluster; set `deletion_protection = false` before `terraform destroy`.</source>
        <translation>Terraform giữ cơ chế bảo vệ chống xóa (deletion protection) của provider trên cụm; hãy đặt `deletion_protection = false` trước khi chạy `terraform destroy`.</translation>
    </message>
    <message>
        <source>GKE cost allocation and usage metering include no TPU data; use cost.md for TPU spend.</source>
        <translation>Tính năng phân bổ chi phí và đo lường mức sử dụng của GKE không có dữ liệu TPU; hãy dùng cost.md để theo dõi chi tiêu cho TPU.</translation>
    </message>
    <message>
        <source>Total per month: **unknown**, because %1 has no published price (prices as of %2; see cost.md for the other columns, sources and notes).</source>
        <translation>Tổng mỗi tháng: **không rõ**, vì %1 không có giá được công bố (giá tính đến %2; xem cost.md để biết các cột khác, nguồn và ghi chú).</translation>
    </message>
    <message>
        <source>Review `findings.json`, `cost.md` and every file listed above; nothing here runs by itself.</source>
        <translation>Hãy rà soát `findings.json`, `cost.md` và mọi tệp được liệt kê ở trên; không có gì ở đây tự chạy.</translation>
    </message>
    <message>
        <source>Deployment + Service + autoscaler</source>
        <translation>Deployment + Service + bộ tự co giãn</translation>
    </message>
    <message>
        <source>Deployment + Service</source>
        <translation>Deployment + Service</translation>
    </message>
    <message>
        <source>The cluster is enrolled in the `%1` release channel: the version above is where it starts, and GKE upgrades it within the channel (maintenance windows and exclusions decide when).</source>
        <translation>Cụm được đăng ký vào kênh phát hành `%1`: phiên bản ở trên là điểm bắt đầu, và GKE nâng cấp cụm trong kênh đó (cửa sổ bảo trì và các khoảng loại trừ quyết định khi nào).</translation>
    </message>
    <message>
        <source>Every namespaced object is in namespace `default`, so each LocalQueue and the workloads that name it meet. For another namespace, change `metadata.namespace` in every manifest (`kubectl apply -n` refuses a file that names a different one).</source>
        <translation>Mọi đối tượng có namespace đều nằm trong namespace `default`, để mỗi LocalQueue gặp được các workload nhắc đến nó. Muốn dùng namespace khác, hãy đổi `metadata.namespace` trong mọi manifest (`kubectl apply -n` từ chối tệp ghi một namespace khác).</translation>
    </message>
    <message>
        <source>A JobSet restarts as a whole after a preemption, node repair or host error, up to `failurePolicy.maxRestarts` times (%1 unless the pool&apos;s `workload.maxRestarts` says otherwise): the program must resume from its last checkpoint. Multi-host JobSets get their headless Service from the JobSet controller.</source>
        <translation>Một JobSet khởi động lại toàn bộ sau khi bị chiếm quyền, sửa chữa nút hoặc lỗi máy chủ, tối đa `failurePolicy.maxRestarts` lần (%1 nếu `workload.maxRestarts` của pool không nói khác): chương trình phải tiếp tục từ checkpoint gần nhất. JobSet nhiều máy chủ nhận Service headless từ bộ điều khiển JobSet.</translation>
    </message>
    <message>
        <source>Serving pools get a ClusterIP Service on the server&apos;s port (`workload.port`, %1 unless set) and a TCP readiness probe. A serving pool that autoscales also gets a PodMonitoring (Managed Service for Prometheus scrapes `/metrics` on that port) and a HorizontalPodAutoscaler on the server&apos;s queue gauge (`workload.queueMetric`, `vllm:num_requests_waiting` unless set), one replica per TPU VM. The autoscaler reads the gauge through the Custom Metrics Stackdriver Adapter, which must be installed in the cluster; a server that exports its metrics on another port needs the PodMonitoring&apos;s endpoint changed.</source>
        <translation>Các pool phục vụ nhận một Service ClusterIP trên cổng của máy chủ (`workload.port`, %1 nếu không đặt) và một readiness probe TCP. Pool phục vụ có tự co giãn còn nhận thêm PodMonitoring (Managed Service for Prometheus đọc `/metrics` trên cổng đó) và một HorizontalPodAutoscaler theo chỉ số hàng đợi của máy chủ (`workload.queueMetric`, `vllm:num_requests_waiting` nếu không đặt), mỗi VM TPU một bản sao. Bộ tự co giãn đọc chỉ số qua Custom Metrics Stackdriver Adapter, phải được cài trong cụm; máy chủ xuất chỉ số trên cổng khác cần sửa endpoint của PodMonitoring.</translation>
    </message>
    <message>
        <source>the cost chart: each pool and the total per month under each way of paying, as the window&apos;s Cost dock draws it</source>
        <translation>biểu đồ chi phí: từng pool và tổng mỗi tháng theo từng cách thanh toán, như dock Chi phí của cửa sổ vẽ</translation>
    </message>
    <message>
        <source>The workloads run as the Kubernetes service account `default/%1`; gcloud.sh (or main.tf) turns on Workload Identity Federation for GKE and grants that account `roles/storage.objectUser` on `gs://%2`, so the pods read and write the bucket without a key. Buckets in another project need the same binding there.</source>
        <translation>Các workload chạy dưới tài khoản dịch vụ Kubernetes `default/%1`; gcloud.sh (hoặc main.tf) bật Workload Identity Federation for GKE và cấp cho tài khoản đó `roles/storage.objectUser` trên `gs://%2`, để pod đọc và ghi bucket mà không cần khóa. Bucket ở dự án khác cần cấp quyền tương tự tại đó.</translation>
    </message>
    <message>
        <source>Multislice JobSets set `MEGASCALE_NUM_SLICES`, `MEGASCALE_SLICE_ID` and `MEGASCALE_COORDINATOR_ADDRESS` (worker 0 of slice 0) from the labels and annotations JobSet puts on each pod, as xpk does; JobSet does not set them itself (kubernetes-sigs/jobset#787).</source>
        <translation>JobSet Multislice đặt `MEGASCALE_NUM_SLICES`, `MEGASCALE_SLICE_ID` và `MEGASCALE_COORDINATOR_ADDRESS` (worker 0 của slice 0) từ các nhãn và chú thích mà JobSet gắn vào mỗi pod, như xpk làm; JobSet không tự đặt chúng (kubernetes-sigs/jobset#787).</translation>
    </message>
    <message>
        <source>Pools with `workload.containersPerPod` run one container per NUMA node of the TPU VM (`NAME-1`, `NAME-2`, ...), each with an equal share of the pod&apos;s chips, CPU and memory; the command starts in each, and the containers declare no port because they share the host network.</source>
        <translation>Các nhóm có `workload.containersPerPod` chạy mỗi nút NUMA của máy ảo TPU một container (`NAME-1`, `NAME-2`, ...), mỗi container nhận phần chip, CPU và bộ nhớ bằng nhau của pod; lệnh chạy trong từng container, và các container không khai báo cổng vì chúng dùng chung mạng của máy chủ.</translation>
    </message>
    <message>
        <source>The system node pool (`%1`, %2 vCPU and %3 GB per node, one node per TPU zone) carries kube-system and the controllers installed above, which request %4 by default: %5 CPU and %6 together, less than half of one node.</source>
        <translation>Nhóm nút hệ thống (`%1`, %2 vCPU và %3 GB mỗi nút, một nút cho mỗi vùng TPU) chạy kube-system và các bộ điều khiển đã cài ở trên, mặc định yêu cầu %4: tổng cộng %5 CPU và %6, chưa tới một nửa của một nút.</translation>
    </message>
    <message>
        <source>The system node pool (`%1`, %2 vCPU and %3 GB per node, one node per TPU zone) carries kube-system and the controllers installed above, which request %4 by default: %5 CPU and %6 together, more than half of one node; give the system pool a larger machine type or more nodes.</source>
        <translation>Nhóm nút hệ thống (`%1`, %2 vCPU và %3 GB mỗi nút, một nút cho mỗi vùng TPU) chạy kube-system và các bộ điều khiển đã cài ở trên, mặc định yêu cầu %4: tổng cộng %5 CPU và %6, hơn một nửa của một nút; hãy cho nhóm hệ thống loại máy lớn hơn hoặc thêm nút.</translation>
    </message>
    <message>
        <source>Multi-host slices of %1 are created with `--placement-type=COMPACT` and `--tpu-topology`; such a node pool is atomic: it holds none or all of the slice&apos;s nodes.</source>
        <translation>Các slice nhiều máy chủ của %1 được tạo bằng `--placement-type=COMPACT` và `--tpu-topology`; node pool như vậy là nguyên khối: nó có không nút nào hoặc tất cả các nút của slice.</translation>
    </message>
    <message>
        <source>On Autopilot, every TPU pod selects its pool&apos;s zone (`topology.kubernetes.io/zone`): Autopilot would otherwise pick any zone of the region, while the plan&apos;s availability, reservation and cost are those of that zone.</source>
        <translation>Trên Autopilot, mọi pod TPU chọn zone của pool mình (`topology.kubernetes.io/zone`): nếu không, Autopilot sẽ chọn bất kỳ zone nào trong region, trong khi khả dụng, reservation và chi phí của kế hoạch là của zone đó.</translation>
    </message>
    <message>
        <source>Pool `%1` consumes the reservation `%2` of project `%3`: that project must share it with the project this cluster runs in before the node pool can use it (a shared reservation, created with `--share-setting=projects`; the owner adds this project with `%4`).</source>
        <translation>Pool `%1` dùng reservation `%2` của project `%3`: project đó phải chia sẻ nó với project mà cluster này chạy trong đó thì node pool mới dùng được (một reservation chia sẻ, tạo bằng `--share-setting=projects`; chủ sở hữu thêm project này bằng `%4`).</translation>
    </message>
    <message>
        <source>Slices of %1 are placed by the workload policy named beside each, which gcloud.sh creates and passes with `--placement-policy`: the policy carries the topology, so these node pools take no `--tpu-topology` and no compact placement. main.tf names the same policy in `placement_policy.policy_name`; the Terraform provider requires a `type` there, so it also writes `COMPACT` and the policy&apos;s own topology as `tpu_topology`, as Google&apos;s cluster-toolkit does, and ignores later changes to the type (GKE keeps only the policy). A multi-host node pool is atomic: it holds none or all of the slice&apos;s nodes.</source>
        <translation>Các slice của %1 được đặt theo workload policy ghi bên cạnh mỗi pool, do gcloud.sh tạo và truyền bằng `--placement-policy`: policy mang theo topology, nên các node pool này không dùng `--tpu-topology` và không dùng compact placement. main.tf ghi cùng policy đó trong `placement_policy.policy_name`; provider Terraform bắt buộc có `type` ở đó, nên nó cũng ghi `COMPACT` và topology của chính policy làm `tpu_topology`, giống cluster-toolkit của Google, và bỏ qua các thay đổi sau này của type (GKE chỉ giữ policy). Node pool nhiều máy chủ là nguyên khối: nó có không nút nào hoặc tất cả các nút của slice.</translation>
    </message>
    <message>
        <source>Dynamic slicing: install Kueue&apos;s slice controller from GKE&apos;s guide (https://docs.cloud.google.com/kubernetes-engine/docs/how-to/use-gke-dynamic-slicing); it turns each admitted workload into a Slice that GKE&apos;s slice controller forms.</source>
        <translation>Slicing động: cài bộ điều khiển slice cho Kueue theo hướng dẫn của GKE (https://docs.cloud.google.com/kubernetes-engine/docs/how-to/use-gke-dynamic-slicing); nó biến mỗi workload được chấp nhận thành một Slice mà bộ điều khiển slice của GKE tạo ra.</translation>
    </message>
    <message>
        <source>Block pools (%1) are whole blocks, one node pool each, placed by a provision-only workload policy: their nodes come up unlinked. Each slice workload is a JobSet whose pods name their slice with `cloud.google.com/gke-tpu-slice-topology` and select no topology; Kueue admits it through the slice admission check and GKE&apos;s slice controller links its chips inside the blocks.</source>
        <translation>Các pool khối (%1) gồm các khối nguyên vẹn, mỗi khối một node pool, được đặt bởi một workload policy chỉ cấp phát: các nút của chúng khởi động chưa được liên kết. Mỗi workload slice là một JobSet có các pod nêu slice của chúng bằng `cloud.google.com/gke-tpu-slice-topology` và không chọn topology; Kueue chấp nhận nó qua kiểm tra chấp nhận slice và bộ điều khiển slice của GKE liên kết các chip của nó bên trong các khối.</translation>
    </message>
    <message>
        <source>Kueue shares these pools through sub-slicing: %1. Install Kueue %2 or later (Topology Aware Scheduling). Each sub-slice workload is a JobSet whose pods name their shape with `cloud.google.com/gke-tpu-slice-topology` and require one domain of the node label `cloud.google.com/gke-tpu-slice-&lt;shape&gt;-id`; one pod per VM of the sub-slice, not of the node pool.</source>
        <translation>Kueue chia sẻ các pool này bằng sub-slicing: %1. Hãy cài Kueue %2 trở lên (Topology Aware Scheduling). Mỗi workload sub-slice là một JobSet có các pod nêu hình dạng bằng `cloud.google.com/gke-tpu-slice-topology` và yêu cầu một miền của nhãn node `cloud.google.com/gke-tpu-slice-&lt;shape&gt;-id`; mỗi VM của sub-slice một pod, không phải của node pool.</translation>
    </message>
    <message>
        <source>Generated by TPU Planner from the plan being edited (never saved). Cluster **%1** (%2) in %3, GKE %4.</source>
        <translation>Được tạo bởi Trình lập kế hoạch TPU từ kế hoạch đang chỉnh sửa (chưa từng lưu). Cụm **%1** (%2) ở %3, GKE %4.</translation>
    </message>
    <message>
        <source>Generated by TPU Planner from the plan being edited, unsaved changes included (last saved as `%1`, which is older). Cluster **%2** (%3) in %4, GKE %5.</source>
        <translation>Được tạo bởi Trình lập kế hoạch TPU từ kế hoạch đang chỉnh sửa, gồm cả các thay đổi chưa lưu (lưu lần cuối là `%1`, bản cũ hơn). Cụm **%2** (%3) ở %4, GKE %5.</translation>
    </message>
    <message>
        <source>the plan as exported, unsaved changes included (normalised)</source>
        <translation>kế hoạch như khi xuất, gồm cả các thay đổi chưa lưu (đã chuẩn hóa)</translation>
    </message>
</context>
<context>
    <name>BundleWriter</name>
    <message>
        <source>cannot move %1 to %2: %3</source>
        <translation>không thể di chuyển %1 tới %2: %3</translation>
    </message>
    <message>
        <source>%1 exists and is not a folder</source>
        <translation>%1 đã tồn tại và không phải là thư mục</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>không thể tạo thư mục %1</translation>
    </message>
    <message>
        <source>cannot create a temporary folder in %1: %2</source>
        <translation>không thể tạo thư mục tạm trong %1: %2</translation>
    </message>
    <message>
        <source>cannot create the folder for %1</source>
        <translation>không thể tạo thư mục cho %1</translation>
    </message>
    <message>
        <source>cannot make %1 executable</source>
        <translation>không thể đặt quyền thực thi cho %1</translation>
    </message>
    <message>
        <source>cannot keep %1 in the new bundle: %2</source>
        <translation>không thể giữ %1 trong gói mới: %2</translation>
    </message>
    <message>
        <source>%1 is another file system mounted in the folder; export into a folder of its own</source>
        <translation>%1 là một hệ thống tệp khác được gắn (mount) vào thư mục; hãy xuất vào một thư mục riêng</translation>
    </message>
    <message>
        <source>the folder %1 is where the bundle writes a file; move it elsewhere</source>
        <translation>thư mục %1 nằm đúng chỗ gói sẽ ghi một tệp; hãy chuyển nó sang chỗ khác</translation>
    </message>
    <message>
        <source>cannot create the folder %1: %2</source>
        <translation>không thể tạo thư mục %1: %2</translation>
    </message>
    <message>
        <source>%1 is where the bundle writes a folder; move it elsewhere</source>
        <translation>%1 nằm đúng chỗ gói sẽ ghi một thư mục; hãy chuyển nó sang chỗ khác</translation>
    </message>
    <message>
        <source>cannot read the folder %1: %2</source>
        <translation>không thể đọc thư mục %1: %2</translation>
    </message>
    <message>
        <source>cannot set the permissions of %1: %2</source>
        <translation>không thể đặt quyền truy cập cho %1: %2</translation>
    </message>
    <message>
        <source>%1: the new bundle could not be put in place and the earlier folder could not be moved back; it is in %2</source>
        <translation>%1: không thể đặt gói mới vào chỗ và cũng không thể chuyển thư mục trước đó về lại; thư mục đó đang nằm ở %2</translation>
    </message>
    <message>
        <source>%1: nothing was changed; the files there are as they were</source>
        <translation>%1: không có gì thay đổi; các tệp ở đó vẫn như cũ</translation>
    </message>
    <message>
        <source>%1: nothing was written</source>
        <translation>%1: không có gì được ghi</translation>
    </message>
    <message numerus="yes">
        <source>Kept %n file(s) in the folder that tpu-plan did not write: %1</source>
        <translation>
            <numerusform>Đã giữ lại %n tệp trong thư mục không do tpu-plan ghi: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n file(s) an earlier export wrote that this bundle no longer has: %1</source>
        <translation>
            <numerusform>Đã xóa %n tệp do lần xuất trước ghi mà gói này không còn chứa: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The earlier bundle could not be deleted; it is still in %1</source>
        <translation>Không thể xóa gói trước đó; gói vẫn còn ở %1</translation>
    </message>
    <message>
        <source>%1: %2; nothing was written</source>
        <translation>%1: %2; không có gì được ghi</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 và %n tệp khác</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the plan being exported, and the bundle writes its own %2 there; nothing was written. Export into another folder.</source>
        <translation>%1 là kế hoạch đang được xuất, và gói ghi tệp %2 của riêng nó vào đó; không có gì được ghi. Hãy xuất vào một thư mục khác.</translation>
    </message>
    <message>
        <source>%1 is not empty and holds no bundle tpu-plan wrote (%2); nothing was written. Export into an empty or new folder, or allow replacing files tpu-plan did not write.</source>
        <translation>%1 không trống và không chứa gói nào do tpu-plan ghi (%2); không có gì được ghi. Hãy xuất vào một thư mục trống hoặc mới, hoặc cho phép thay thế các tệp không do tpu-plan ghi.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n file(s) of the bundle&apos;s names that tpu-plan did not write: %2; nothing was written. Export into an empty or new folder, or allow replacing them.</source>
        <translation>
            <numerusform>%1 chứa %n tệp trùng tên với tệp của gói mà tpu-plan không ghi: %2; không có gì được ghi. Hãy xuất vào một thư mục trống hoặc mới, hoặc cho phép thay thế chúng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaced %n file(s) tpu-plan did not write, as asked: %1</source>
        <translation>
            <numerusform>Đã thay thế %n tệp không do tpu-plan ghi, theo yêu cầu: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n hidden folder(s) interrupted exports left beside the folder: %1</source>
        <translation>
            <numerusform>Đã xóa %n thư mục ẩn do các lần xuất bị gián đoạn để lại bên cạnh thư mục: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the export was cancelled; nothing was written</source>
        <translation>việc xuất đã bị hủy; không có gì được ghi</translation>
    </message>
    <message>
        <source>%1: the export stopped while moving the files in one by one; the files moved so far are the new bundle&apos;s, the others are as they were</source>
        <translation>%1: quá trình xuất dừng lại khi đang chuyển từng tệp vào; các tệp đã chuyển thuộc gói mới, các tệp còn lại vẫn như cũ</translation>
    </message>
    <message>
        <source>The folder could not be replaced in one step (%1), so the files were moved into it one by one: each file is whole, but the bundle was not written all or nothing.</source>
        <translation>Không thể thay thư mục trong một bước (%1), nên các tệp được chuyển vào từng tệp một: mỗi tệp đều nguyên vẹn, nhưng gói không được ghi trọn trong một lần.</translation>
    </message>
</context>
<context>
    <name>CalendarCost</name>
    <message>
        <source>calendar-mode reservation of %1</source>
        <translation>đặt trước ở chế độ lịch cho %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 chips x %n day(s) x 24 h = %2 chip-hours, paid whether used or not; price not published (different from on-demand)</source>
        <translation>
            <numerusform>%1 chip x %n ngày x 24 giờ = %2 giờ-chip, trả tiền dù có dùng hay không; giá chưa được công bố (khác giá theo yêu cầu)</numerusform>
        </translation>
    </message>
    <message>
        <source>A calendar-mode reservation is priced differently from on-demand (%1), and no price is published in the catalog&apos;s sources: the selected price is unknown; the other columns are for comparison.</source>
        <translation>Đặt trước ở chế độ lịch có giá khác với giá theo yêu cầu (%1), và các nguồn của danh mục không công bố giá nào: giá đã chọn chưa biết; các cột khác để so sánh.</translation>
    </message>
</context>
<context>
    <name>CalendarReservation</name>
    <message numerus="yes">
        <source>Future reservation %1 in calendar mode for pool %2: %n %3 chip(s) in %4 from %5 to %6. It is created as a draft; a submitted request cannot be changed, cancelled or deleted.</source>
        <translation>
            <numerusform>Đặt trước trong tương lai %1 ở chế độ lịch cho nhóm nút %2: %n chip %3 tại %4 từ %5 đến %6. Yêu cầu được tạo dưới dạng bản nháp; yêu cầu đã gửi không thể sửa, hủy hay xóa.</numerusform>
        </translation>
    </message>
    <message>
        <source>gcloud lists no --tpu-version value for %1 at the catalog&apos;s date: request it in the Google Cloud console (Compute Engine, Reservations, calendar mode) or through the API.</source>
        <translation>gcloud không có giá trị --tpu-version nào cho %1 tại ngày của danh mục: hãy yêu cầu trong bảng điều khiển Google Cloud (Compute Engine, Đặt trước, chế độ lịch) hoặc qua API.</translation>
    </message>
    <message>
        <source>Review the draft, then submit it: gcloud beta compute future-reservations update %1 %2 --planning-status=SUBMITTED</source>
        <translation>Xem lại bản nháp rồi gửi: gcloud beta compute future-reservations update %1 %2 --planning-status=SUBMITTED</translation>
    </message>
    <message>
        <source>The reservation exists from %1, when Compute Engine delivers it; run this script again then if it skips the node pool.</source>
        <translation>Đặt trước tồn tại từ %1, khi Compute Engine cung cấp nó; hãy chạy lại tập lệnh này lúc đó nếu nó bỏ qua nhóm nút.</translation>
    </message>
    <message>
        <source>reservation %1 is not delivered yet (window starts %2): node pool %3 skipped</source>
        <translation>đặt trước %1 chưa được cung cấp (khung thời gian bắt đầu %2): bỏ qua nhóm nút %3</translation>
    </message>
    <message>
        <source>Calendar-mode reservations</source>
        <translation>Đặt trước ở chế độ lịch</translation>
    </message>
    <message>
        <source>These pools run on a future reservation in calendar mode (%1 to %2 days%3; source: %4): gcloud.sh creates the request as a draft, which you submit once the window is right. After Google approves it, Compute Engine delivers a reservation of the same name at the start and deletes it, with the VMs on it, at the end. The node pool consumes it by name (reservation affinity specific); gcloud.sh creates the pool only once the reservation exists.</source>
        <translation>Các nhóm nút này chạy trên một đặt trước trong tương lai ở chế độ lịch (%1 đến %2 ngày%3; nguồn: %4): gcloud.sh tạo yêu cầu dưới dạng bản nháp, bạn gửi khi khung thời gian đã đúng. Sau khi Google phê duyệt, Compute Engine cung cấp một đặt trước cùng tên lúc bắt đầu và xóa nó cùng các VM trên đó lúc kết thúc. Nhóm nút dùng nó theo tên (reservation affinity specific); gcloud.sh chỉ tạo nhóm nút khi đặt trước đã tồn tại.</translation>
    </message>
    <message>
        <source>, preview</source>
        <translation>, xem trước</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Nhóm nút</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Đặt trước</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Vùng</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Workload type</source>
        <translation>Loại khối lượng công việc</translation>
    </message>
    <message>
        <source>Window (UTC)</source>
        <translation>Khung thời gian (UTC)</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 (%n day(s))</source>
        <translation>
            <numerusform>%1 đến %2 (%n ngày)</numerusform>
        </translation>
    </message>
    <message>
        <source>A calendar-mode request needs no TPU quota; the nodes&apos; boot disks still draw on disk quota (see Quota). main.tf consumes the reservation but does not request it: the provider&apos;s google_compute_future_reservation resource was not checked for TPU requests here, so the request stays in gcloud.sh.</source>
        <translation>Yêu cầu ở chế độ lịch không cần hạn mức TPU; ổ đĩa khởi động của các nút vẫn tính vào hạn mức ổ đĩa (xem Hạn mức). main.tf dùng đặt trước nhưng không yêu cầu nó: tài nguyên google_compute_future_reservation của provider chưa được kiểm tra cho yêu cầu TPU ở đây, nên yêu cầu vẫn nằm trong gcloud.sh.</translation>
    </message>
</context>
<context>
    <name>CapacityRules</name>
    <message>
        <source>TPU reservations are consumed by name only: affinity &apos;%1&apos; is not supported; use &apos;specific&apos;</source>
        <translation>bản đặt trước TPU chỉ được sử dụng theo tên: affinity &apos;%1&apos; không được hỗ trợ; hãy dùng &apos;specific&apos;</translation>
    </message>
    <message>
        <source>flex-start is not offered for %1; use on-demand, spot or a reservation, or another TPU version</source>
        <translation>flex-start không được cung cấp cho %1; hãy dùng on-demand, spot hoặc bản đặt trước, hoặc một phiên bản TPU khác</translation>
    </message>
    <message>
        <source>on-demand multi-host capacity is not guaranteed: the cluster autoscaler gives up on a TPU scale-up that stays pending for %1 hours (and retries later); use a reservation for capacity you depend on</source>
        <translation>dung lượng on-demand cho multi-host không được đảm bảo: cluster autoscaler sẽ bỏ cuộc với một lần tăng quy mô TPU nếu nó ở trạng thái chờ trong %1 giờ (và thử lại sau); hãy dùng bản đặt trước cho dung lượng mà bạn phụ thuộc vào</translation>
    </message>
    <message>
        <source>Spot TPUs can be preempted at any time: checkpoint often and resume from the last checkpoint</source>
        <translation>TPU Spot có thể bị thu hồi (preempt) bất kỳ lúc nào: hãy lưu checkpoint thường xuyên và tiếp tục từ checkpoint gần nhất</translation>
    </message>
    <message>
        <source>flex-start %1 capacity is offered only in %2; move the pool to one of those zones or use another capacity type</source>
        <translation>dung lượng flex-start cho %1 chỉ có ở %2; hãy chuyển nhóm nút sang một trong các vùng đó hoặc dùng loại dung lượng khác</translation>
    </message>
    <message>
        <source>flex-start TPU capacity needs GKE %1 or later, but the cluster runs %2; raise cluster.version</source>
        <translation>dung lượng TPU flex-start cần GKE %1 trở lên, nhưng cụm đang chạy %2; hãy nâng cluster.version</translation>
    </message>
    <message>
        <source>flex-start with queued provisioning (a Kueue queue) for TPUs: %1 uses it, but GKE answered &quot;Flex start node pools don&apos;t support TPUs with queued provisioning&quot; in %2. If GKE refuses the pool, drop workload.queue to use plain flex-start VMs (the safer choice for single-host pools)</source>
        <translation>flex-start với cấp phát theo hàng đợi (một hàng đợi Kueue) cho TPU: %1 dùng cách này, nhưng GKE đã trả lời &quot;Flex start node pools don&apos;t support TPUs with queued provisioning&quot; trong %2. Nếu GKE từ chối nhóm, hãy bỏ workload.queue để dùng VM flex-start thông thường (lựa chọn an toàn hơn cho nhóm single-host)</translation>
    </message>
    <message>
        <source>; the tutorial needs GKE %1 or later, and the cluster runs %2</source>
        <translation>; hướng dẫn cần GKE %1 trở lên, còn cụm đang chạy %2</translation>
    </message>
    <message>
        <source>Spot TPUs can be preempted at any time, and %1 has a higher likelihood of preemption: checkpoint often and resume from the last checkpoint</source>
        <translation>TPU Spot có thể bị thu hồi bất cứ lúc nào, và %1 có khả năng bị thu hồi cao hơn: hãy lưu checkpoint thường xuyên và tiếp tục từ checkpoint gần nhất</translation>
    </message>
    <message>
        <source>a reservation is given but capacity is &apos;%1&apos;; set capacity to &apos;reservation&apos; or remove the reservation</source>
        <translation>đã khai báo reservation nhưng dung lượng là &apos;%1&apos;; đặt dung lượng thành &apos;reservation&apos; hoặc bỏ reservation</translation>
    </message>
    <message>
        <source>TPU reservations are consumed by name only: set reservation.affinity to &apos;specific&apos;</source>
        <translation>reservation TPU chỉ được dùng theo tên: đặt reservation.affinity thành &apos;specific&apos;</translation>
    </message>
    <message>
        <source>Spot TPUs can be preempted at any time, and this Deployment has a single replica: when its VM is preempted nothing serves; run at least two replicas or keep an on-demand pool serving beside it, and give it a PodDisruptionBudget so that upgrades and scale-downs never take every replica at once</source>
        <translation>TPU Spot có thể bị thu hồi bất cứ lúc nào, và Deployment này chỉ có một bản sao: khi máy ảo của nó bị thu hồi thì không còn gì phục vụ; hãy chạy ít nhất hai bản sao hoặc giữ một pool theo yêu cầu phục vụ song song, và cho nó một PodDisruptionBudget để việc nâng cấp hay thu nhỏ không bao giờ dừng mọi bản sao cùng lúc</translation>
    </message>
    <message>
        <source>calendar-mode reservations are not offered for %1; use another TPU version, a reservation you already have, or flex-start</source>
        <translation>đặt trước ở chế độ lịch không có cho %1; hãy dùng phiên bản TPU khác, một đặt trước bạn đã có, hoặc flex-start</translation>
    </message>
    <message>
        <source>%1 can be reserved in calendar mode for serving only in %2; move the pool to one of those zones or use another capacity type</source>
        <translation>%1 chỉ đặt trước được ở chế độ lịch cho phục vụ (serving) tại %2; hãy chuyển nhóm nút sang một trong các vùng đó hoặc dùng loại dung lượng khác</translation>
    </message>
    <message>
        <source>%1 can be reserved in calendar mode only in %2; move the pool to one of those zones or use another capacity type</source>
        <translation>%1 chỉ đặt trước được ở chế độ lịch tại %2; hãy chuyển nhóm nút sang một trong các vùng đó hoặc dùng loại dung lượng khác</translation>
    </message>
    <message>
        <source>calendar-mode reservations are in preview: a request cannot be changed, cancelled or deleted once submitted, and the reservation and its VMs are deleted at the end of the window</source>
        <translation>đặt trước ở chế độ lịch đang ở giai đoạn xem trước: yêu cầu đã gửi không thể sửa, hủy hay xóa, và đặt trước cùng các VM của nó bị xóa khi hết khung thời gian</translation>
    </message>
    <message>
        <source>a calendar-mode request needs no TPU quota: the reserved chips are yours for the window; only the resources outside the reservation (boot disks, IP addresses) draw on quota</source>
        <translation>yêu cầu ở chế độ lịch không cần hạn mức TPU: các chip đã đặt là của bạn trong khung thời gian; chỉ tài nguyên ngoài đặt trước (ổ đĩa khởi động, địa chỉ IP) tính vào hạn mức</translation>
    </message>
    <message>
        <source>a calendar-mode reservation needs its start: set reservation.startTime (UTC, YYYY-MM-DDTHH:MM:SSZ)</source>
        <translation>đặt trước ở chế độ lịch cần thời điểm bắt đầu: hãy đặt reservation.startTime (UTC, YYYY-MM-DDTHH:MM:SSZ)</translation>
    </message>
    <message>
        <source>a calendar-mode reservation needs its length: set reservation.durationDays (%1 to %2 days)</source>
        <translation>đặt trước ở chế độ lịch cần độ dài: hãy đặt reservation.durationDays (%1 đến %2 ngày)</translation>
    </message>
    <message>
        <source>a calendar-mode reservation lasts %1 to %2 days, not %3; for longer, use an ordinary reservation</source>
        <translation>đặt trước ở chế độ lịch kéo dài %1 đến %2 ngày, không phải %3; nếu lâu hơn, hãy dùng đặt trước thông thường</translation>
    </message>
    <message>
        <source>capacity &apos;%1&apos; needs the name of the reservation to consume: set reservation.name (GKE consumes TPU reservations by name)</source>
        <translation>dung lượng &apos;%1&apos; cần tên của đặt trước sẽ dùng: hãy đặt reservation.name (GKE dùng đặt trước TPU theo tên)</translation>
    </message>
</context>
<context>
    <name>CatalogAge</name>
    <message>
        <source>The catalog does not say when its facts were collected.</source>
        <translation>Danh mục không cho biết các dữ kiện được thu thập khi nào.</translation>
    </message>
    <message numerus="yes">
        <source>Facts as of %1 (%n month(s) ago).</source>
        <translation>
            <numerusform>Dữ kiện tính đến %1 (%n tháng trước).</numerusform>
        </translation>
    </message>
    <message>
        <source>Zones and GKE versions change monthly. To refresh them, save gcloud&apos;s listings and write a team overlay:
  gcloud compute machine-types list --filter=&quot;name~^(ct|tpu7x)&quot; --format=json &gt; machine-types.json
  gcloud container get-server-config --location=REGION --format=json &gt; server-config.json
  tpu-plan catalog refresh machine-types.json server-config.json --out team-catalog.yaml
then start the planner with --catalog team-catalog.yaml.</source>
        <translation>Vùng và phiên bản GKE thay đổi hằng tháng. Để làm mới, hãy lưu các danh sách của gcloud và ghi một lớp phủ của nhóm:
  gcloud compute machine-types list --filter=&quot;name~^(ct|tpu7x)&quot; --format=json &gt; machine-types.json
  gcloud container get-server-config --location=REGION --format=json &gt; server-config.json
  tpu-plan catalog refresh machine-types.json server-config.json --out team-catalog.yaml
rồi khởi động trình lập kế hoạch với --catalog team-catalog.yaml.</translation>
    </message>
</context>
<context>
    <name>CatalogLoader</name>
    <message>
        <source>must be a topology such as 2x4 or 4x4x8</source>
        <translation>phải là một cấu trúc liên kết, ví dụ 2x4 hoặc 4x4x8</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has %2 dimensions but this TPU version is %3D</source>
        <translation>&apos;%1&apos; có %2 chiều nhưng phiên bản TPU này là %3D</translation>
    </message>
    <message>
        <source>TPU version &apos;%1&apos; is listed twice</source>
        <translation>phiên bản TPU &apos;%1&apos; được liệt kê hai lần</translation>
    </message>
    <message>
        <source>machine type or accelerator &apos;%1&apos; is listed twice</source>
        <translation>loại máy hoặc bộ tăng tốc &apos;%1&apos; được liệt kê hai lần</translation>
    </message>
    <message>
        <source>lists no TPU version</source>
        <translation>không liệt kê phiên bản TPU nào</translation>
    </message>
    <message>
        <source>source &apos;%1&apos; is not declared under &apos;sources&apos;</source>
        <translation>nguồn &apos;%1&apos; chưa được khai báo trong &apos;sources&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a zone name such as us-east5-a</source>
        <translation>&apos;%1&apos; không phải là tên vùng, ví dụ us-east5-a</translation>
    </message>
    <message>
        <source>give either &apos;zones&apos; or &apos;region&apos;</source>
        <translation>hãy khai báo một trong hai: &apos;zones&apos; hoặc &apos;region&apos;</translation>
    </message>
    <message>
        <source>topology %1 has %2 chips, not a whole number of %3-chip VMs</source>
        <translation>cấu trúc liên kết %1 có %2 chip, không chia hết thành các VM %3 chip</translation>
    </message>
    <message>
        <source>%1 chips per pod do not divide topology %2</source>
        <translation>cấu trúc liên kết %2 không chia hết cho %1 chip mỗi Pod</translation>
    </message>
    <message>
        <source>must list at least one chip count</source>
        <translation>phải liệt kê ít nhất một số lượng chip</translation>
    </message>
    <message>
        <source>only &apos;chip-hour&apos; prices are understood</source>
        <translation>chỉ hỗ trợ giá theo &apos;chip-hour&apos;</translation>
    </message>
    <message>
        <source>a price cannot be negative</source>
        <translation>giá không được là số âm</translation>
    </message>
    <message>
        <source>must list positive whole numbers</source>
        <translation>phải liệt kê các số nguyên dương</translation>
    </message>
    <message>
        <source>give &apos;largest&apos;, &apos;maxChips&apos; or both</source>
        <translation>hãy cho &apos;largest&apos;, &apos;maxChips&apos; hoặc cả hai</translation>
    </message>
    <message>
        <source>zone %1 is not among the version&apos;s zones</source>
        <translation>vùng %1 không thuộc các vùng của phiên bản</translation>
    </message>
    <message>
        <source>this entry changes a built-in fact; give the &apos;source&apos; of the new value (add it under &apos;sources&apos;)</source>
        <translation>mục này thay đổi một dữ kiện có sẵn; hãy ghi &apos;source&apos; của giá trị mới (thêm vào &apos;sources&apos;)</translation>
    </message>
    <message>
        <source>a new entry needs its own &apos;source&apos; (add it under &apos;sources&apos;)</source>
        <translation>mục mới cần &apos;source&apos; riêng (thêm vào &apos;sources&apos;)</translation>
    </message>
    <message numerus="yes">
        <source>replaces the built-in list of %n entries</source>
        <translation>
            <numerusform>thay thế danh sách có sẵn gồm %n mục</numerusform>
        </translation>
    </message>
    <message>
        <source>the team&apos;s value %1 (source: %2) replaces the built-in value %3 (source: %4)</source>
        <translation>giá trị của nhóm %1 (nguồn: %2) thay thế giá trị có sẵn %3 (nguồn: %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GKE minor version such as 1.34</source>
        <translation>&apos;%1&apos; không phải là phiên bản phụ của GKE như 1.34</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD)</source>
        <translation>&apos;%1&apos; không phải là ngày (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>%1 is not a version of GKE %2</source>
        <translation>%1 không phải là một phiên bản của GKE %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Kubernetes quantity such as 500m or 512Mi</source>
        <translation>&apos;%1&apos; không phải là một đại lượng Kubernetes như 500m hoặc 512Mi</translation>
    </message>
    <message>
        <source>cannot read the catalog: %1</source>
        <translation>không đọc được danh mục: %1</translation>
    </message>
    <message>
        <source>an MFU is a share of the peak: above 0, at most 1</source>
        <translation>MFU là một tỷ lệ của mức đỉnh: lớn hơn 0, tối đa 1</translation>
    </message>
    <message>
        <source>sub-slice %1 does not fit in the block %2</source>
        <translation>sub-slice %1 không vừa trong khối %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a provider version such as 6.39.0</source>
        <translation>&apos;%1&apos; không phải là phiên bản provider như 6.39.0</translation>
    </message>
    <message>
        <source>prices %1, but the system pool is %2 (gke.systemPool.machineType)</source>
        <translation>định giá cho %1, nhưng pool hệ thống là %2 (gke.systemPool.machineType)</translation>
    </message>
    <message>
        <source>a quota name is missing: say in &apos;notes&apos; why it is not published</source>
        <translation>thiếu tên hạn mức: hãy ghi trong &apos;notes&apos; lý do tên chưa được công bố</translation>
    </message>
    <message>
        <source>sub-slice %1 has no level %2 in kueue.levels</source>
        <translation>sub-slice %1 không có cấp %2 trong kueue.levels</translation>
    </message>
</context>
<context>
    <name>CatalogRefreshResult</name>
    <message>
        <source>zone added: %1 in %2</source>
        <translation>đã thêm vùng: %1 tại %2</translation>
    </message>
    <message>
        <source>zone not listed: the catalog offers %1 in %2, the listing has none of its machine types there</source>
        <translation>vùng không có trong danh sách: danh mục cung cấp %1 tại %2, danh sách không có loại máy nào của nó ở đó</translation>
    </message>
    <message>
        <source>unknown machine type %1 (%2): not in the catalog, kept out of the overlay</source>
        <translation>loại máy không xác định %1 (%2): không có trong danh mục, không đưa vào lớp phủ</translation>
    </message>
    <message>
        <source>default GKE version: %1</source>
        <translation>phiên bản GKE mặc định: %1</translation>
    </message>
    <message numerus="yes">
        <source>channel %1: default %2, %n version(s) offered, newest %3</source>
        <translation>
            <numerusform>kênh %1: mặc định %2, cung cấp %n phiên bản, mới nhất %3</numerusform>
        </translation>
    </message>
    <message>
        <source>GKE %1 is offered but the catalog has no support dates for it</source>
        <translation>GKE %1 được cung cấp nhưng danh mục không có ngày hỗ trợ cho nó</translation>
    </message>
    <message>
        <source>Wrote %1 (as of %2)</source>
        <translation>Đã ghi %1 (tính đến %2)</translation>
    </message>
</context>
<context>
    <name>CatalogReport</name>
    <message>
        <source>TPU catalog %1 (facts as of %2, prices in %3 per chip-hour)
</source>
        <translation>Danh mục TPU %1 (thông tin tính đến %2, giá tính bằng %3 mỗi chip-giờ)
</translation>
    </message>
    <message>
        <source>  zones: %1 (source: %2)
</source>
        <translation>  vùng: %1 (nguồn: %2)
</translation>
    </message>
    <message>
        <source>  Autopilot %1: GKE &gt;= %2; topologies %3
</source>
        <translation>  Autopilot %1: GKE &gt;= %2; cấu trúc liên kết %3
</translation>
    </message>
    <message>
        <source>  custom topologies: more than %1 chips, dimensions multiples of %2, A &lt;= B &lt;= C, up to %3
</source>
        <translation>  cấu trúc liên kết tùy chỉnh: nhiều hơn %1 chip, các chiều là bội số của %2, A &lt;= B &lt;= C, tối đa %3
</translation>
    </message>
    <message>
        <source>  price %1: on-demand %2, spot %3, 1y %4, 3y %5%6
</source>
        <translation>  giá %1: on-demand %2, spot %3, 1 năm %4, 3 năm %5%6
</translation>
    </message>
    <message>
        <source> (derived: %1)</source>
        <translation> (suy ra: %1)</translation>
    </message>
    <message>
        <source>%1 topologies in %2 mode:
</source>
        <translation>Cấu trúc liên kết %1 ở chế độ %2:
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
        <translation>cấu trúc liên kết</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>bộ tăng tốc</translation>
    </message>
    <message>
        <source>machine type</source>
        <translation>loại máy</translation>
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
        <translation>máy chủ</translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation>nhiều máy chủ</translation>
    </message>
    <message>
        <source>single-host</source>
        <translation>một máy chủ</translation>
    </message>
    <message>
        <source>  plus custom AxBxC: more than %1 chips, each dimension a multiple of %2, A &lt;= B &lt;= C, up to %3
</source>
        <translation>  ngoài ra có cấu trúc liên kết tùy chỉnh AxBxC: nhiều hơn %1 chip, mỗi chiều là bội số của %2, A &lt;= B &lt;= C, tối đa %3
</translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
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
        <translation>Danh mục %1: dữ kiện tính đến %2
</translation>
    </message>
    <message>
        <source>
Sources, oldest first:
</source>
        <translation>
Nguồn, cũ nhất trước:
</translation>
    </message>
    <message numerus="yes">
        <source>  %1  %2 [%3, trust %4]: %n fact(s)
</source>
        <translation>
            <numerusform>  %1  %2 [%3, độ tin cậy %4]: %n dữ kiện
</numerusform>
        </translation>
    </message>
    <message>
        <source>undated   </source>
        <translation>không ngày </translation>
    </message>
    <message numerus="yes">
        <source>
Facts resting only on third-party sources (trust C): %n
</source>
        <translation>
            <numerusform>
Dữ kiện chỉ dựa trên nguồn bên thứ ba (độ tin cậy C): %n
</numerusform>
        </translation>
    </message>
    <message>
        <source>  prices: unknown, enter your contract price (%1)
</source>
        <translation>  giá: chưa biết, hãy nhập giá theo hợp đồng của bạn (%1)
</translation>
    </message>
    <message numerus="yes">
        <source>  Standard %1: %n chip(s) per VM, %2 vCPU, %3 GiB, GKE &gt;= %4; topologies %5
</source>
        <translation>
            <numerusform>  Standard %1: %n chip mỗi máy ảo, %2 vCPU, %3 GiB, GKE &gt;= %4; topology %5
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  chip: %1 bf16 TFLOPS, int8 %2 TOPS, fp8 %3 TFLOPS; %4 GiB HBM at %5 GB/s; %n device(s) per chip (source: %6)
</source>
        <translation>
            <numerusform>  chip: %1 TFLOPS bf16, int8 %2 TOPS, fp8 %3 TFLOPS; %4 GiB HBM ở %5 GB/s; %n thiết bị mỗi chip (nguồn: %6)
</numerusform>
        </translation>
    </message>
    <message>
        <source>  sizing: usable HBM %1 GiB per device (%2); ICI %3 GB/s over %4 ports; DCN %5 Gbps (%6); default MFU %7 (%8)
</source>
        <translation>  định cỡ: HBM khả dụng %1 GiB mỗi thiết bị (%2); ICI %3 GB/s qua %4 cổng; DCN %5 Gbps (%6); MFU mặc định %7 (%8)
</translation>
    </message>
</context>
<context>
    <name>ChoiceAdvisor</name>
    <message>
        <source>moves the pool to zone %1</source>
        <translation>chuyển pool sang vùng %1</translation>
    </message>
    <message>
        <source>moves the cluster to region %1</source>
        <translation>chuyển cluster sang khu vực %1</translation>
    </message>
    <message>
        <source>sets the topology to %1</source>
        <translation>đặt topology thành %1</translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <translation>%1 cần %2</translation>
    </message>
</context>
<context>
    <name>CliApplication</name>
    <message>
        <source>Output format: text or json (default text).</source>
        <translation>Định dạng đầu ra: text hoặc json (mặc định: text).</translation>
    </message>
    <message>
        <source>format</source>
        <translation>định dạng</translation>
    </message>
    <message>
        <source>file</source>
        <translation>tệp</translation>
    </message>
    <message>
        <source>language</source>
        <translation>ngôn ngữ</translation>
    </message>
    <message>
        <source>version</source>
        <translation>phiên bản</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>chế độ</translation>
    </message>
    <message>
        <source>Only this machine type or accelerator (topologies).</source>
        <translation>Chỉ loại máy hoặc bộ tăng tốc này (topologies).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>tên</translation>
    </message>
    <message>
        <source>path</source>
        <translation>đường dẫn</translation>
    </message>
    <message>
        <source>Run &apos;%1 --help&apos; for usage.</source>
        <translation>Chạy &apos;%1 --help&apos; để xem cách dùng.</translation>
    </message>
    <message>
        <source>--format must be text or json, not &apos;%1&apos;</source>
        <translation>--format phải là text hoặc json, không phải &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>chưa chỉ định lệnh</translation>
    </message>
    <message>
        <source>validate needs at least one plan file</source>
        <translation>validate cần ít nhất một tệp kế hoạch</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>lệnh không xác định &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: catalog refused; using the built-in catalog (as of %2) instead</source>
        <translation>%1: danh mục bị từ chối; thay vào đó sẽ dùng danh mục tích hợp sẵn (tính đến %2)</translation>
    </message>
    <message>
        <source>topologies needs --tpu and --mode</source>
        <translation>topologies cần --tpu và --mode</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU version of the catalog; use one of: %2</source>
        <translation>&apos;%1&apos; không phải là phiên bản TPU trong danh mục; hãy dùng một trong: %2</translation>
    </message>
    <message>
        <source>--mode must be standard or autopilot, not &apos;%1&apos;</source>
        <translation>--mode phải là standard hoặc autopilot, không phải &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 has no %2 &apos;%3&apos; in %4 mode</source>
        <translation>%1 không có %2 &apos;%3&apos; ở chế độ %4</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>bộ tăng tốc</translation>
    </message>
    <message>
        <source>machine type</source>
        <translation>loại máy</translation>
    </message>
    <message>
        <source>%1: prices file refused; nothing was priced or written</source>
        <translation>%1: tệp giá bị từ chối; không có gì được tính giá hay ghi ra</translation>
    </message>
    <message>
        <source>%1 needs exactly one plan file</source>
        <translation>%1 cần đúng một tệp kế hoạch</translation>
    </message>
    <message>
        <source>%1: the file is not a complete plan; fix the errors above</source>
        <translation>%1: tệp không phải là một kế hoạch hoàn chỉnh; hãy sửa các lỗi ở trên</translation>
    </message>
    <message>
        <source>export needs --out DIR</source>
        <translation>export cần --out DIR</translation>
    </message>
    <message>
        <source>%1: export refused because the plan has errors; nothing was written. Fix them, or use --force to export anyway.</source>
        <translation>%1: từ chối xuất vì kế hoạch có lỗi; không có gì được ghi ra. Hãy sửa các lỗi đó, hoặc dùng --force để vẫn xuất.</translation>
    </message>
    <message>
        <source>%1: exporting despite the errors (--force); the bundle&apos;s README says so</source>
        <translation>%1: vẫn xuất dù có lỗi (--force); README của gói có ghi rõ điều này</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the review bundle for %1 to %2 (%n file(s)); see %3 for how to apply it.</source>
        <translation>
            <numerusform>Đã ghi gói rà soát cho %1 vào %2 (%n tệp); xem %3 để biết cách áp dụng.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the plan has error findings (run validate); the cost below assumes it is applied as written</source>
        <translation>%1: kế hoạch có lỗi (hãy chạy validate); chi phí dưới đây giả định kế hoạch được áp dụng đúng như đã viết</translation>
    </message>
    <message>
        <source>Language of messages: %1.</source>
        <translation>Ngôn ngữ của thông báo: %1.</translation>
    </message>
    <message>
        <source>--lang must be one of %1, not &apos;%2&apos;</source>
        <translation>--lang phải là một trong các ngôn ngữ %1, không phải &apos;%2&apos;</translation>
    </message>
    <message>
        <source>TPU version (topologies), one of the built-in catalog&apos;s: %1.</source>
        <translation>Phiên bản TPU (topologies), một trong danh mục tích hợp: %1.</translation>
    </message>
    <message>
        <source>catalog: show how fresh the facts are (date, oldest sources, facts resting only on third-party sources).</source>
        <translation>catalog: cho biết dữ kiện mới đến đâu (ngày, nguồn cũ nhất, dữ kiện chỉ dựa trên nguồn bên thứ ba).</translation>
    </message>
    <message>
        <source>Use this catalog file instead of the built-in one (a file that says &apos;extends: built-in&apos; is merged onto it).</source>
        <translation>Dùng tệp danh mục này thay cho danh mục có sẵn (tệp ghi &apos;extends: built-in&apos; sẽ được gộp vào danh mục có sẵn).</translation>
    </message>
    <message>
        <source>%1: merged onto the built-in catalog</source>
        <translation>%1: đã gộp vào danh mục có sẵn</translation>
    </message>
    <message>
        <source>migrate needs exactly one Python script</source>
        <translation>migrate cần đúng một script Python</translation>
    </message>
    <message>
        <source>--out %1 is the script itself; the skeleton would replace it</source>
        <translation>--out %1 chính là script; khung sẽ ghi đè lên nó</translation>
    </message>
    <message>
        <source>%1: nothing to migrate, so %2 was not written</source>
        <translation>%1: không có gì để chuyển đổi, nên %2 không được ghi</translation>
    </message>
    <message>
        <source>Wrote the TF2 skeleton to %1</source>
        <translation>Đã ghi khung TF2 vào %1</translation>
    </message>
    <message>
        <source>Override prices with this file (cost, export and diff).</source>
        <translation>Ghi đè giá bằng tệp này (cost, export và diff).</translation>
    </message>
    <message>
        <source>diff needs exactly two plan files</source>
        <translation>diff cần đúng hai tệp kế hoạch</translation>
    </message>
    <message>
        <source>GKE mode (topologies, lint): standard or autopilot.</source>
        <translation>Chế độ GKE (topologies, lint): standard hoặc autopilot.</translation>
    </message>
    <message>
        <source>lint: check that each TPU workload runs on one of this plan&apos;s pools.</source>
        <translation>lint: kiểm tra mỗi khối lượng công việc TPU có chạy trên một pool của kế hoạch này không.</translation>
    </message>
    <message>
        <source>Plan files, scripts or manifests, depending on the command.</source>
        <translation>Tệp kế hoạch, script hoặc manifest, tùy theo lệnh.</translation>
    </message>
    <message>
        <source>lint needs at least one manifest file or folder</source>
        <translation>lint cần ít nhất một tệp manifest hoặc một thư mục</translation>
    </message>
    <message>
        <source>%1: --plan needs a correct plan; fix the errors above</source>
        <translation>%1: --plan cần một kế hoạch đúng; hãy sửa các lỗi ở trên</translation>
    </message>
    <message>
        <source>--mode %1 disagrees with the plan, which is %2</source>
        <translation>--mode %1 không khớp với kế hoạch, vốn là %2</translation>
    </message>
    <message>
        <source>glossary takes at most one term (quote a term with spaces)</source>
        <translation>glossary nhận tối đa một thuật ngữ (đặt thuật ngữ có dấu cách trong dấu ngoặc kép)</translation>
    </message>
    <message>
        <source>no glossary entry is called or mentions &apos;%1&apos;; run &apos;%2 glossary&apos; for the list</source>
        <translation>không có mục nào trong bảng thuật ngữ tên là hoặc nhắc đến &apos;%1&apos;; chạy &apos;%2 glossary&apos; để xem danh sách</translation>
    </message>
    <message>
        <source>Why it matters: %1</source>
        <translation>Vì sao quan trọng: %1</translation>
    </message>
    <message>
        <source>Related: %1</source>
        <translation>Liên quan: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Nguồn: %1</translation>
    </message>
    <message>
        <source>%1: the start plan cannot be written: %2</source>
        <translation>%1: không ghi được kế hoạch ban đầu: %2</translation>
    </message>
    <message>
        <source>use &apos;lesson list&apos; or &apos;lesson check LESSON PLAN...&apos;</source>
        <translation>hãy dùng &apos;lesson list&apos; hoặc &apos;lesson check LESSON PLAN...&apos;</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Gợi ý: %1</translation>
    </message>
    <message>
        <source>%1: every goal met (%2 of %3)</source>
        <translation>%1: đạt mọi mục tiêu (%2/%3)</translation>
    </message>
    <message>
        <source>%1: %2 of %3 goals met</source>
        <translation>%1: đạt %2/%3 mục tiêu</translation>
    </message>
    <message>
        <source>Output directory (export) or file (migrate, import, catalog refresh).</source>
        <translation>Thư mục đầu ra (export) hoặc tệp (migrate, import, catalog refresh).</translation>
    </message>
    <message>
        <source>import needs at least one file or folder</source>
        <translation>import cần ít nhất một tệp hoặc thư mục</translation>
    </message>
    <message>
        <source>Export even when the plan has errors, or into a folder with files tpu-plan did not write (replacing those of the bundle&apos;s names); import and catalog refresh: replace an existing --out file.</source>
        <translation>Xuất ngay cả khi kế hoạch có lỗi, hoặc vào thư mục có tệp không do tpu-plan ghi (thay thế các tệp trùng tên với tệp của gói); import và catalog refresh: thay thế tệp --out đã có.</translation>
    </message>
    <message>
        <source>lint: leave out the files under a folder whose relative path, or one of whose folders, matches this glob (* and ?); may be repeated.</source>
        <translation>lint: bỏ qua các tệp trong thư mục có đường dẫn tương đối, hoặc một thư mục chứa chúng, khớp với mẫu này (* và ?); có thể lặp lại.</translation>
    </message>
    <message>
        <source>glob</source>
        <translation>mẫu</translation>
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
        <translation>Kiểm tra kế hoạch TPU cho Google Kubernetes Engine và liệt kê những gì danh mục cung cấp.

Lệnh:
  validate PLAN...            kiểm tra kế hoạch và in các phát hiện
  catalog [--check]           in danh mục TPU đang dùng, hoặc mức độ cập nhật của các dữ kiện
  catalog refresh FILE... --out OVERLAY
                              lớp phủ danh mục của nhóm từ danh sách loại máy và phiên bản của gcloud
  topologies --tpu V --mode M [--machine-type T]
                              liệt kê các cấu trúc liên kết được hỗ trợ
  export PLAN --out DIR [--force]
                              ghi gói xem xét (manifest, gcloud.sh, main.tf, chi phí)
  cost PLAN                   in bản tóm tắt chi phí
  migrate SCRIPT.py [--out FILE]
                              liệt kê các cấu trúc thời TPUEstimator của một script TF1 cùng các
                              tương đương TF2 TPUStrategy; in khung TF2 hoặc ghi vào FILE
  diff A B                    những gì thay đổi giữa hai kế hoạch: pool, tổng, phát hiện, dòng của gói
  lint FILE|DIR... [--mode M] [--plan PLAN] [--exclude GLOB]
                              kiểm tra khối lượng công việc TPU trong manifest Kubernetes (selector, chip,
                              Pod mỗi slice, annotation) và, với --plan, xem chúng có khớp pool của kế hoạch
  size WORKLOAD [--tpu V [--topology T [--slices N]]] [--mfu X] [--plan-out PLAN]
                              từ một mô hình và một tác vụ đến các slice vừa với nó: bộ nhớ mỗi chip,
                              thời gian mỗi bước và thời gian huấn luyện, giới hạn phục vụ, chi phí
  glossary [TERM]             giải thích các thuật ngữ lập kế hoạch TPU, theo --lang
  lesson list | lesson check LESSON PLAN...
                              bài học đào tạo; kiểm tra kế hoạch của học viên theo mục tiêu của bài học
  import FILE|DIR... [--out PLAN] [--force]
                              kế hoạch từ những gì một cụm đang có: JSON của gcloud, kubectl hoặc terraform</translation>
    </message>
    <message>
        <source>validate, catalog, topologies, export, cost, migrate, diff, lint, size, glossary, lesson or import</source>
        <translation>validate, catalog, topologies, export, cost, migrate, diff, lint, size, glossary, lesson hoặc import</translation>
    </message>
    <message>
        <source>%1 takes no arguments, not &apos;%2&apos;</source>
        <translation>%1 không nhận đối số, không phải &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Use --force to replace them.</source>
        <translation>Dùng --force để thay thế chúng.</translation>
    </message>
    <message>
        <source>the file is not a complete plan; fix the errors its findings name</source>
        <translation>tệp không phải là một kế hoạch hoàn chỉnh; hãy sửa các lỗi mà các phát hiện của nó nêu</translation>
    </message>
    <message>
        <source>the file could not be read as a plan</source>
        <translation>không thể đọc tệp như một kế hoạch</translation>
    </message>
</context>
<context>
    <name>ClusterImporter</name>
    <message>
        <source>no such file or folder</source>
        <translation>không có tệp hoặc thư mục này</translation>
    </message>
    <message>
        <source>no .json, .yaml or .yml file to import</source>
        <translation>không có tệp .json, .yaml hay .yml nào để nhập</translation>
    </message>
    <message>
        <source>no .json, .yaml or .yml file; subfolders are not read: choose one</source>
        <translation>không có tệp .json, .yaml hay .yml nào; thư mục con không được đọc: hãy chọn một thư mục con</translation>
    </message>
</context>
<context>
    <name>ContractPrices</name>
    <message>
        <source>saved contract prices</source>
        <translation>giá hợp đồng đã lưu</translation>
    </message>
</context>
<context>
    <name>CostCalculator</name>
    <message>
        <source>The catalog has no %1 price for region %2: every price is unknown.</source>
        <translation>Danh mục không có giá %1 cho khu vực %2: mọi mức giá đều không rõ.</translation>
    </message>
    <message>
        <source>Flex-start (Dynamic Workload Scheduler) has no published per-chip TPU price; Google only states a discount of up to 53%. The selected price is unknown; the other columns are for comparison.</source>
        <translation>Flex-start (Dynamic Workload Scheduler) không có giá TPU theo chip được công bố; Google chỉ nêu mức chiết khấu tối đa 53%. Giá đã chọn không rõ; các cột khác dùng để so sánh.</translation>
    </message>
    <message>
        <source>Committed use discounts do not apply to Spot VMs: the commitment is ignored.</source>
        <translation>Chiết khấu cam kết sử dụng không áp dụng cho Spot VM: cam kết sẽ bị bỏ qua.</translation>
    </message>
    <message>
        <source>Spot prices are dynamic; the catalog&apos;s figure is a snapshot.</source>
        <translation>Giá Spot thay đổi liên tục; con số trong danh mục chỉ là giá tại một thời điểm.</translation>
    </message>
    <message>
        <source>TPU reservations need a committed use discount (contact Google Cloud sales); the on-demand price is shown. Set commitment to 1y or 3y when the reservation is covered by one.</source>
        <translation>Bản đặt trước TPU cần có chiết khấu cam kết sử dụng (hãy liên hệ bộ phận kinh doanh của Google Cloud); giá on-demand đang được hiển thị. Hãy đặt commitment thành 1y hoặc 3y khi bản đặt trước được một chiết khấu như vậy áp dụng.</translation>
    </message>
    <message>
        <source>The catalog has no %1 price for %2 in %3: the selected price is unknown.</source>
        <translation>Danh mục không có giá %1 cho %2 ở %3: giá đã chọn không rõ.</translation>
    </message>
    <message>
        <source>Derived from the usual discount ratio, not published: %1.</source>
        <translation>Suy ra từ tỷ lệ chiết khấu thông thường, không được công bố: %1.</translation>
    </message>
    <message>
        <source>Includes the catalog&apos;s Autopilot TPU premium of %1%.</source>
        <translation>Đã bao gồm phụ phí TPU Autopilot theo danh mục là %1%.</translation>
    </message>
    <message>
        <source>Autopilot: no Autopilot TPU premium is published; the TPU VM price is used.</source>
        <translation>Autopilot: không có phụ phí TPU Autopilot nào được công bố; giá VM TPU được sử dụng.</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>tích hợp sẵn</translation>
    </message>
    <message>
        <source>Totals include the GKE cluster management fee for the whole month; they are unknown when a pool&apos;s price is unknown.</source>
        <translation>Các tổng bao gồm phí quản lý cụm GKE cho cả tháng; tổng sẽ không rõ khi giá của một nhóm nút không rõ.</translation>
    </message>
    <message>
        <source>The GKE free tier (%1 %2 a month per billing account, for one zonal or Autopilot cluster) is not subtracted.</source>
        <translation>Bậc miễn phí của GKE (%1 %2 mỗi tháng cho mỗi tài khoản thanh toán, áp dụng cho một cụm theo vùng hoặc cụm Autopilot) không được trừ ra.</translation>
    </message>
    <message>
        <source>Reserved or committed capacity is paid for all %1 hours of the month, used or not: %2 %3 paid, of which the %4 hours the plan uses are %5 %3.</source>
        <translation>Dung lượng đặt trước hoặc cam kết được trả cho cả %1 giờ của tháng, dù dùng hay không: trả %2 %3, trong đó %4 giờ kế hoạch dùng đáng giá %5 %3.</translation>
    </message>
    <message>
        <source>system node pool</source>
        <translation>nhóm nút hệ thống</translation>
    </message>
    <message numerus="yes">
        <source>%n x %1, all month</source>
        <translation>
            <numerusform>%n x %1, cả tháng</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>loại không rõ</translation>
    </message>
    <message>
        <source>boot disks (%1)</source>
        <translation>ổ đĩa khởi động (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n x %1 GiB while their nodes run</source>
        <translation>
            <numerusform>%n x %1 GiB trong lúc các nút của chúng chạy</numerusform>
        </translation>
    </message>
    <message>
        <source>Autopilot TPU premium</source>
        <translation>phụ phí TPU của Autopilot</translation>
    </message>
    <message>
        <source>not published; the pools are priced at the TPU VM price</source>
        <translation>không được công bố; các nhóm được tính theo giá máy ảo TPU</translation>
    </message>
    <message>
        <source>Network, data storage and data disks are not included. The TPU price is taken to cover the TPU VM&apos;s vCPUs and memory, as public calculators do (not confirmed by Google).</source>
        <translation>Không bao gồm mạng, lưu trữ dữ liệu và ổ đĩa dữ liệu. Giá TPU được coi là đã gồm vCPU và bộ nhớ của máy ảo TPU, như các công cụ tính công khai vẫn làm (Google chưa xác nhận).</translation>
    </message>
    <message>
        <source>Not published, so not in the totals (which are therefore at least the figures shown): %1.</source>
        <translation>Chưa được công bố nên không có trong tổng (vì vậy tổng ít nhất bằng các con số hiển thị): %1.</translation>
    </message>
    <message>
        <source>Block pool: priced by its whole blocks, %1 x %2 = %3 chips, all of them reserved; its slice workloads use %4 chips at once.</source>
        <translation>Pool khối: tính giá theo các khối nguyên vẹn, %1 x %2 = %3 chip, tất cả đều được đặt trước; các workload slice của nó dùng cùng lúc %4 chip.</translation>
    </message>
    <message>
        <source>no price: the pool&apos;s slice is not one %1 offers (see its findings)</source>
        <translation>không có giá: slice của pool không phải loại mà %1 cung cấp (xem các phát hiện của nó)</translation>
    </message>
</context>
<context>
    <name>CostReport</name>
    <message>
        <source>unknown</source>
        <translation>không rõ</translation>
    </message>
    <message>
        <source>Overridden by %1%2.</source>
        <translation>Được ghi đè bởi %1%2.</translation>
    </message>
    <message>
        <source> as of %1</source>
        <translation> (tính đến %1)</translation>
    </message>
    <message>
        <source>Cost summary: %1</source>
        <translation>Tóm tắt chi phí: %1</translation>
    </message>
    <message>
        <source>Sources: %1</source>
        <translation>Nguồn: %1</translation>
    </message>
    <message>
        <source>Selected = the capacity and commitment each pool asks for; the other columns price the same chips another way, for comparison. &quot;unknown&quot; = no published price.</source>
        <translation>Đã chọn = dung lượng và cam kết mà từng nhóm nút yêu cầu; các cột khác tính giá cùng số chip đó theo cách khác, để so sánh. &quot;không rõ&quot; = không có giá được công bố.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Nhóm nút</translation>
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
        <translation>Nút</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Dung lượng</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>Cam kết</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Giờ</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Khu vực</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Đã chọn</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>Theo yêu cầu</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1y CUD</source>
        <translation>CUD 1 năm</translation>
    </message>
    <message>
        <source>3y CUD</source>
        <translation>CUD 3 năm</translation>
    </message>
    <message>
        <source>GKE cluster fee</source>
        <translation>Phí cụm GKE</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Tổng cộng</translation>
    </message>
    <message>
        <source>Per month (%1)</source>
        <translation>Mỗi tháng (%1)</translation>
    </message>
    <message>
        <source>Per hour (%1)</source>
        <translation>Mỗi giờ (%1)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Ghi chú</translation>
    </message>
    <message>
        <source>The selected total is unknown because these pools have no known price: %1.</source>
        <translation>Tổng đã chọn không rõ vì các nhóm nút sau không có giá đã biết: %1.</translation>
    </message>
    <message>
        <source>Cost of %1</source>
        <translation>Chi phí của %1</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>nhóm nút</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>chip</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>dung lượng</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>mỗi giờ</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>mỗi tháng</translation>
    </message>
    <message>
        <source>on-demand/mo</source>
        <translation>on-demand/tháng</translation>
    </message>
    <message>
        <source>spot/mo</source>
        <translation>spot/tháng</translation>
    </message>
    <message>
        <source>1y/mo</source>
        <translation>1 năm/tháng</translation>
    </message>
    <message>
        <source>3y/mo</source>
        <translation>3 năm/tháng</translation>
    </message>
    <message>
        <source>cluster fee</source>
        <translation>phí cụm</translation>
    </message>
    <message>
        <source>total</source>
        <translation>tổng cộng</translation>
    </message>
    <message>
        <source>flex-start: at most %1 per hour and %2 per month (the on-demand price)</source>
        <translation>flex-start: tối đa %1 mỗi giờ và %2 mỗi tháng (giá theo yêu cầu)</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>không ghi ngày</translation>
    </message>
    <message>
        <source>prices dated %1 (Spot: %2)</source>
        <translation>giá ngày %1 (Spot: %2)</translation>
    </message>
    <message>
        <source>The selected monthly total is at most %1 %2: flex-start pools counted at their on-demand bound.</source>
        <translation>Tổng hằng tháng đã chọn tối đa là %1 %2: các nhóm flex-start được tính theo mức trần giá theo yêu cầu.</translation>
    </message>
    <message>
        <source>List prices in %1, before taxes and negotiated discounts; catalog of %2 (%3), each price dated by its source.</source>
        <translation>Giá niêm yết bằng %1, chưa gồm thuế và chiết khấu thương lượng; danh mục ngày %2 (%3), mỗi giá ghi ngày theo nguồn của nó.</translation>
    </message>
    <message>
        <source>The selected monthly total is at most %1 %2 plus what the items without a published price cost (%3): flex-start pools counted at their on-demand bound.</source>
        <translation>Tổng mỗi tháng theo lựa chọn tối đa là %1 %2, cộng thêm chi phí của các mục chưa có giá công bố (%3): các pool flex-start được tính theo mức trần theo yêu cầu.</translation>
    </message>
</context>
<context>
    <name>DiffReport</name>
    <message>
        <source>unknown</source>
        <translation>không rõ</translation>
    </message>
    <message>
        <source>%1 (unchanged)</source>
        <translation>%1 (không đổi)</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(chưa đặt)</translation>
    </message>
    <message>
        <source>%1 and %2: the plans are the same</source>
        <translation>%1 và %2: hai kế hoạch giống nhau</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: the plans differ</source>
        <translation>%1 -&gt; %2: hai kế hoạch khác nhau</translation>
    </message>
    <message>
        <source>Pools added: %1</source>
        <translation>Pool được thêm: %1</translation>
    </message>
    <message>
        <source>Pools removed: %1</source>
        <translation>Pool bị xóa: %1</translation>
    </message>
    <message>
        <source>Pool %1 changed:</source>
        <translation>Pool %1 đã thay đổi:</translation>
    </message>
    <message>
        <source>Plan fields changed:</source>
        <translation>Các trường kế hoạch đã thay đổi:</translation>
    </message>
    <message>
        <source>Totals:</source>
        <translation>Tổng:</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>chip</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nút</translation>
    </message>
    <message>
        <source>per hour (selected)</source>
        <translation>mỗi giờ (đã chọn)</translation>
    </message>
    <message>
        <source>per month (selected)</source>
        <translation>mỗi tháng (đã chọn)</translation>
    </message>
    <message>
        <source>Findings introduced:</source>
        <translation>Phát hiện mới:</translation>
    </message>
    <message>
        <source>Findings resolved:</source>
        <translation>Phát hiện đã được giải quyết:</translation>
    </message>
    <message>
        <source>Review bundle, files that change:</source>
        <translation>Gói xem xét, các tệp thay đổi:</translation>
    </message>
</context>
<context>
    <name>DynamicSliceShape</name>
    <message>
        <source>every side of a super-slice is a multiple of the %1 block&apos;s</source>
        <translation>mỗi cạnh của super-slice là bội số của cạnh khối %1</translation>
    </message>
    <message>
        <source>write the sides in non-decreasing order (A &lt;= B &lt;= C)</source>
        <translation>hãy viết các cạnh theo thứ tự không giảm (A &lt;= B &lt;= C)</translation>
    </message>
    <message numerus="yes">
        <source>a super-slice has at most %n chip(s)</source>
        <translation>
            <numerusform>một super-slice có tối đa %n chip</numerusform>
        </translation>
    </message>
    <message>
        <source>a sub-slice of one block is one of %1</source>
        <translation>sub-slice của một khối là một trong %1</translation>
    </message>
</context>
<context>
    <name>DynamicSlicingRules</name>
    <message>
        <source>dynamic slicing needs a Standard cluster; Autopilot does not offer it</source>
        <translation>dynamic slicing cần cụm Standard; Autopilot không hỗ trợ</translation>
    </message>
    <message>
        <source>a block pool is whole %1 blocks; set topology to %1 and slices to the number of blocks</source>
        <translation>nhóm nút dạng khối gồm các khối %1 trọn vẹn; hãy đặt topology là %1 và slices là số khối</translation>
    </message>
    <message>
        <source>blocks for dynamic slicing come from an All Capacity mode reservation (sub-blocks); %1 capacity gives no blocks</source>
        <translation>các khối cho dynamic slicing lấy từ bản đặt trước ở chế độ All Capacity (sub-block); dung lượng %1 không cung cấp khối nào</translation>
    </message>
    <message>
        <source>dynamic sub-slices (pool %1) need GKE %2 or later, not %3</source>
        <translation>sub-slice động (nhóm nút %1) cần GKE %2 trở lên, không phải %3</translation>
    </message>
    <message>
        <source>dynamic slicing (pool %1) needs GKE %2 or later, not %3</source>
        <translation>dynamic slicing (nhóm nút %1) cần GKE %2 trở lên, không phải %3</translation>
    </message>
    <message>
        <source>dynamic slicing (pool %1) is offered on the %2 release channel only, not %3</source>
        <translation>dynamic slicing (nhóm nút %1) chỉ có trên kênh phát hành %2, không phải %3</translation>
    </message>
    <message>
        <source>dynamic slicing (pool %1) needs the %2 node image, not %3</source>
        <translation>dynamic slicing (nhóm nút %1) cần image nút %2, không phải %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 3D slice shape such as 4x4x8</source>
        <translation>&apos;%1&apos; không phải hình dạng slice 3D như 4x4x8</translation>
    </message>
    <message>
        <source>&apos;%1&apos; never forms: %2</source>
        <translation>&apos;%1&apos; không bao giờ được tạo: %2</translation>
    </message>
    <message numerus="yes">
        <source>the named slices need %n block(s) of %1 together, but the pool has %2; add blocks (slices) or drop a slice</source>
        <translation>
            <numerusform>các slice được đặt tên cần tổng cộng %n khối %1, nhưng nhóm nút có %2; hãy thêm khối (slices) hoặc bỏ bớt một slice</numerusform>
        </translation>
    </message>
    <message>
        <source>workloads name their slices only on a block pool; set dynamicSlicing: true (TPU7x, v6e) or remove sliceWorkloads</source>
        <translation>workload chỉ nêu slice của mình trên một pool khối; hãy đặt dynamicSlicing: true (TPU7x, v6e) hoặc xóa sliceWorkloads</translation>
    </message>
    <message>
        <source>GKE dynamic slicing exists only for TPU7x (Ironwood) and Kueue sub-slicing for v6e, not %1; remove dynamicSlicing</source>
        <translation>Slicing động của GKE chỉ có cho TPU7x (Ironwood) và sub-slicing của Kueue cho v6e, không có cho %1; hãy xóa dynamicSlicing</translation>
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
        <translation>đây là %1, không phải tệp thông thường</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>không mở được tệp: %1</translation>
    </message>
    <message>
        <source>the file is %1 bytes long; files of this kind larger than %2 are refused</source>
        <translation>tệp dài %1 byte; tệp loại này lớn hơn %2 bị từ chối</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>không đọc được tệp: %1</translation>
    </message>
    <message>
        <source>the input is longer than %1, the limit for files of this kind</source>
        <translation>dữ liệu vào dài hơn %1, giới hạn cho tệp loại này</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte 0x%1); save it as UTF-8 (read as Latin-1 or Windows-1252 its letters would be lost)</source>
        <translation>tệp không phải văn bản UTF-8 (byte 0x%1); hãy lưu nó dưới dạng UTF-8 (nếu đọc như Latin-1 hoặc Windows-1252 thì các chữ cái sẽ bị mất)</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>dòng %1, cột %2: %3</translation>
    </message>
</context>
<context>
    <name>FileWrite</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>không thể ghi %1: %2</translation>
    </message>
    <message>
        <source>the file on disk has %1 bytes instead of %2</source>
        <translation>tệp trên đĩa có %1 byte thay vì %2</translation>
    </message>
    <message>
        <source>it is %1, not a regular file; nothing was written</source>
        <translation>đây là %1, không phải tệp thông thường; không có gì được ghi</translation>
    </message>
</context>
<context>
    <name>FindingsReport</name>
    <message numerus="yes">
        <source>%1: valid (%n warning(s))</source>
        <translation>
            <numerusform>%1: hợp lệ (%n cảnh báo)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: not valid (%n error(s))</source>
        <translation>
            <numerusform>%1: không hợp lệ (%n lỗi)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GcloudListingReader</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>không đọc được: %1</translation>
    </message>
    <message>
        <source>not JSON or YAML</source>
        <translation>không phải JSON hay YAML</translation>
    </message>
    <message>
        <source>not the output of gcloud compute machine-types list --format=json or gcloud container get-server-config --format=json</source>
        <translation>không phải đầu ra của gcloud compute machine-types list --format=json hay gcloud container get-server-config --format=json</translation>
    </message>
</context>
<context>
    <name>GcloudScriptExporter</name>
    <message>
        <source>reservation %1</source>
        <translation>bản đặt trước %1</translation>
    </message>
    <message>
        <source>flex-start with queued provisioning</source>
        <translation>flex-start với cấp phát theo hàng đợi (queued provisioning)</translation>
    </message>
    <message>
        <source>%1: %2 x %3, topology %4 in %5, %6</source>
        <translation>%1: %2 x %3, cấu trúc liên kết %4 ở %5, %6</translation>
    </message>
    <message>
        <source>Node auto-provisioning limits for cluster %1, used by gcloud.sh.
CPU and memory count every node of the cluster, TPU VMs included; each TPU limit is in chips.</source>
        <translation>Giới hạn tự động cấp phát nút cho cụm %1, được gcloud.sh sử dụng.
CPU và bộ nhớ tính trên mọi nút của cụm, kể cả VM TPU; mỗi giới hạn TPU được tính bằng số chip.</translation>
    </message>
    <message>
        <source>Creates the GKE cluster of the TPU plan &quot;%1&quot;%2 with gcloud.</source>
        <translation>Tạo cụm GKE của kế hoạch TPU &quot;%1&quot;%2 bằng gcloud.</translation>
    </message>
    <message>
        <source> (Autopilot: the TPU slices are requested by the manifests)</source>
        <translation> (Autopilot: các slice TPU do manifest yêu cầu)</translation>
    </message>
    <message>
        <source> and its TPU node pools</source>
        <translation> và các nhóm nút TPU của cụm</translation>
    </message>
    <message>
        <source>Generated by tpu-plan. Review it, then run:  PROJECT=my-project bash gcloud.sh
It runs gcloud and nothing else; every value from the plan is quoted.</source>
        <translation>Được tạo bởi tpu-plan. Hãy rà soát tệp này, rồi chạy:  PROJECT=my-project bash gcloud.sh
Tệp chỉ chạy gcloud, không gì khác; mọi giá trị lấy từ kế hoạch đều được đặt trong dấu nháy.</translation>
    </message>
    <message>
        <source>Cluster %1 (%2) in %3, GKE %4</source>
        <translation>Cụm %1 (%2) ở %3, GKE %4</translation>
    </message>
    <message>
        <source>The Google Cloud project that gets the cluster: set PROJECT in the environment.</source>
        <translation>Dự án Google Cloud sẽ chứa cụm: hãy đặt PROJECT trong biến môi trường.</translation>
    </message>
    <message>
        <source>set PROJECT to your Google Cloud project ID, e.g. PROJECT=my-project bash gcloud.sh</source>
        <translation>hãy đặt PROJECT thành mã dự án Google Cloud của bạn, ví dụ PROJECT=my-project bash gcloud.sh</translation>
    </message>
    <message>
        <source>The cluster&apos;s region (cluster.region in the plan).</source>
        <translation>Khu vực của cụm (cluster.region trong kế hoạch).</translation>
    </message>
    <message>
        <source>Autopilot cluster. TPU nodes appear when the manifests&apos; Pods ask for them.</source>
        <translation>Cụm Autopilot. Nút TPU xuất hiện khi các Pod trong manifest yêu cầu.</translation>
    </message>
    <message>
        <source>Standard cluster with a small non-TPU node pool (default-pool, one node per TPU zone):
every Standard cluster needs one for kube-system Pods such as kube-dns.</source>
        <translation>Cụm Standard có một nhóm nút nhỏ không dùng TPU (default-pool, một nút cho mỗi vùng TPU):
mọi cụm Standard đều cần nhóm nút này cho các Pod kube-system như kube-dns.</translation>
    </message>
    <message>
        <source>Node auto-provisioning: the limits (CPU, memory and TPU chips) are in autoprovisioning.yaml.</source>
        <translation>Tự động cấp phát nút: các giới hạn (CPU, bộ nhớ và chip TPU) nằm trong autoprovisioning.yaml.</translation>
    </message>
    <message>
        <source> (one multi-host slice, created and scaled as a whole)</source>
        <translation> (một slice nhiều máy chủ, được tạo và điều chỉnh quy mô nguyên khối)</translation>
    </message>
    <message>
        <source>Point kubectl at the new cluster; then apply the manifests (see README.md).</source>
        <translation>Hãy trỏ kubectl tới cụm mới; sau đó áp dụng các manifest (xem README.md).</translation>
    </message>
    <message>
        <source>Workload policy for multi-host %1 pools of topology %2: GKE places them with it instead of compact placement. There is one per project, region and topology, so it is created only when missing.</source>
        <translation>Chính sách khối lượng công việc cho các nhóm multi-host %1 có cấu trúc liên kết %2: GKE dùng nó để bố trí thay cho bố trí compact. Mỗi dự án, vùng và cấu trúc liên kết có một chính sách, nên nó chỉ được tạo khi chưa có.</translation>
    </message>
    <message>
        <source>GKE %1 is the control plane&apos;s starting version; the %2 release channel (cluster.releaseChannel) upgrades it from there.</source>
        <translation>GKE %1 là phiên bản khởi đầu của control plane; kênh phát hành %2 (cluster.releaseChannel) nâng cấp nó từ đó.</translation>
    </message>
    <message>
        <source>The workloads run as the Kubernetes service account default/%1 (in the manifests); Workload Identity lets it read and write gs://%2 without a key.</source>
        <translation>Các workload chạy dưới tài khoản dịch vụ Kubernetes default/%1 (trong manifest); Workload Identity cho phép nó đọc và ghi gs://%2 mà không cần khóa.</translation>
    </message>
    <message>
        <source>Dynamic slicing: the blocks&apos; nodes come up unlinked (%1); GKE&apos;s slice controller forms each workload&apos;s slice.</source>
        <translation>Slicing động: các nút của khối khởi động chưa được liên kết (%1); bộ điều khiển slice của GKE tạo slice cho từng workload.</translation>
    </message>
    <message>
        <source>Dynamic slicing: the slice controller forms the slices of the block pools.</source>
        <translation>Slicing động: bộ điều khiển slice tạo các slice của các pool khối.</translation>
    </message>
    <message>
        <source> (one block of the All Capacity reservation: the dynamic slices form inside it)</source>
        <translation> (một khối của reservation All Capacity: các slice động hình thành bên trong nó)</translation>
    </message>
    <message>
        <source>Block pool %1: one node pool per %2 block. GKE&apos;s guide gives each node pool one block or sub-block of the All Capacity reservation (--reservation=projects/P/reservations/R/reservationBlocks/B[/reservationSubBlocks/S]); the plan names the reservation only.</source>
        <translation>Pool khối %1: mỗi khối %2 một node pool. Hướng dẫn của GKE gán cho mỗi node pool một khối hoặc khối con của reservation All Capacity (--reservation=projects/P/reservations/R/reservationBlocks/B[/reservationSubBlocks/S]); kế hoạch chỉ nêu tên reservation.</translation>
    </message>
</context>
<context>
    <name>GkeVersion</name>
    <message>
        <source>&apos;%1&apos; is not a GKE version; write MAJOR.MINOR.PATCH-gke.BUILD, for example 1.31.2-gke.1115000</source>
        <translation>&apos;%1&apos; không phải là phiên bản GKE; hãy viết theo dạng MAJOR.MINOR.PATCH-gke.BUILD, ví dụ 1.31.2-gke.1115000</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>&apos;%1&apos; is missing or empty</source>
        <translation>&apos;%1&apos; bị thiếu hoặc trống</translation>
    </message>
    <message>
        <source>a list &apos;%1&apos; is expected</source>
        <translation>cần một danh sách &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the term &apos;%1&apos; has no %2 text</source>
        <translation>thuật ngữ &apos;%1&apos; không có nội dung bằng %2</translation>
    </message>
    <message>
        <source>the rule &apos;%1&apos; has no %2 text</source>
        <translation>quy tắc &apos;%1&apos; không có nội dung bằng %2</translation>
    </message>
    <message>
        <source>the id &apos;%1&apos; is used twice</source>
        <translation>id &apos;%1&apos; được dùng hai lần</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names the related term &apos;%2&apos;, which does not exist</source>
        <translation>&apos;%1&apos; nêu thuật ngữ liên quan &apos;%2&apos;, nhưng thuật ngữ này không tồn tại</translation>
    </message>
    <message>
        <source>the rule &apos;%1&apos; names the term &apos;%2&apos;, which does not exist</source>
        <translation>quy tắc &apos;%1&apos; nêu thuật ngữ &apos;%2&apos;, nhưng thuật ngữ này không tồn tại</translation>
    </message>
    <message>
        <source>the field &apos;%1&apos; is explained by &apos;%2&apos; and &apos;%3&apos;</source>
        <translation>trường &apos;%1&apos; được giải thích bởi cả &apos;%2&apos; và &apos;%3&apos;</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>no cluster and no TPU node pool found in %1</source>
        <translation>không tìm thấy cụm hay node pool TPU nào trong %1</translation>
    </message>
</context>
<context>
    <name>ImportPlanBuilder</name>
    <message>
        <source>Terraform state holds only the pools Terraform manages: pools made by hand are missing unless a gcloud listing is imported too</source>
        <translation>Trạng thái Terraform chỉ chứa các pool do Terraform quản lý: các pool tạo thủ công sẽ thiếu, trừ khi nhập thêm một danh sách từ gcloud</translation>
    </message>
    <message>
        <source>%1 describes cluster %2 too; only cluster %3 is imported</source>
        <translation>%1 cũng mô tả cụm %2; chỉ cụm %3 được nhập</translation>
    </message>
    <message>
        <source>the control-plane version is not in the inputs; the nodes&apos; version %1 is used</source>
        <translation>phiên bản control plane không có trong dữ liệu vào; dùng phiên bản %1 của các nút</translation>
    </message>
    <message>
        <source>the control-plane version is not in the inputs; the version %1 of pool %2 is used</source>
        <translation>phiên bản control plane không có trong dữ liệu vào; dùng phiên bản %1 của pool %2</translation>
    </message>
    <message>
        <source>no GKE version in the inputs: set cluster.version</source>
        <translation>không có phiên bản GKE trong dữ liệu vào: hãy đặt cluster.version</translation>
    </message>
    <message>
        <source>the cluster is in no release channel; a plan cannot say so and assumes Regular</source>
        <translation>cụm không thuộc kênh phát hành nào; kế hoạch không thể diễn tả điều đó và coi là Regular</translation>
    </message>
    <message>
        <source>the cluster&apos;s status is %1, not RUNNING</source>
        <translation>trạng thái của cụm là %1, không phải RUNNING</translation>
    </message>
    <message>
        <source>no cluster name in the inputs: the plan calls it &apos;imported&apos;</source>
        <translation>không có tên cụm trong dữ liệu vào: kế hoạch gọi nó là &apos;imported&apos;</translation>
    </message>
    <message>
        <source>Imported cluster %1</source>
        <translation>Cụm đã nhập %1</translation>
    </message>
    <message>
        <source>Imported with tpu-plan import.</source>
        <translation>Nhập bằng tpu-plan import.</translation>
    </message>
    <message>
        <source>Imported with tpu-plan import from project %1.</source>
        <translation>Nhập bằng tpu-plan import từ dự án %1.</translation>
    </message>
    <message>
        <source>pool %1: %2</source>
        <translation>pool %1: %2</translation>
    </message>
    <message>
        <source>the input names no machine type</source>
        <translation>dữ liệu vào không nêu loại máy nào</translation>
    </message>
    <message>
        <source>TPU machine type %1 is not in the catalog; refresh the catalog (tpu-plan catalog refresh) or use a newer one (--catalog)</source>
        <translation>loại máy TPU %1 không có trong danh mục; hãy làm mới danh mục (tpu-plan catalog refresh) hoặc dùng danh mục mới hơn (--catalog)</translation>
    </message>
    <message>
        <source>a GKE-managed Autopilot pool, not a TPU pool (%1)</source>
        <translation>một pool Autopilot do GKE quản lý, không phải pool TPU (%1)</translation>
    </message>
    <message>
        <source>not a TPU pool (%1)</source>
        <translation>không phải pool TPU (%1)</translation>
    </message>
    <message>
        <source>GKE created it for pending workloads (node auto-provisioning) and deletes it when idle; it is not a node pool of the plan</source>
        <translation>GKE tạo nó cho các khối lượng công việc đang chờ (tự động cấp phát nút) và xóa khi nhàn rỗi; nó không phải node pool của kế hoạch</translation>
    </message>
    <message>
        <source>%1 has no Autopilot accelerator in the catalog</source>
        <translation>%1 không có bộ tăng tốc Autopilot trong danh mục</translation>
    </message>
    <message>
        <source>GKE created it for a workload; the plan holds the slice it serves (accelerator %1, topology %2, %3 chips per pod)</source>
        <translation>GKE tạo nó cho một khối lượng công việc; kế hoạch giữ slice mà nó phục vụ (bộ tăng tốc %1, cấu trúc liên kết %2, %3 chip mỗi Pod)</translation>
    </message>
    <message>
        <source>its topology &apos;%1&apos; is not AxB or AxBxC</source>
        <translation>cấu trúc liên kết &apos;%1&apos; của nó không phải AxB hay AxBxC</translation>
    </message>
    <message>
        <source>its node labels set gke-tpu-topology %1 by hand; the machine type&apos;s topology %2 is used</source>
        <translation>nhãn nút của nó đặt gke-tpu-topology %1 thủ công; dùng cấu trúc liên kết %2 của loại máy</translation>
    </message>
    <message>
        <source>topology %1 from the labels of its nodes</source>
        <translation>cấu trúc liên kết %1 lấy từ nhãn của các nút</translation>
    </message>
    <message>
        <source>no topology: the pool has no placementPolicy.tpuTopology and %1 has no single-host shape in the catalog; add the output of kubectl get nodes -o json</source>
        <translation>không có cấu trúc liên kết: pool không có placementPolicy.tpuTopology và %1 không có dạng một máy chủ trong danh mục; hãy thêm đầu ra của kubectl get nodes -o json</translation>
    </message>
    <message>
        <source>it names no zones of its own; the cluster&apos;s are used</source>
        <translation>nó không nêu vùng riêng; dùng các vùng của cụm</translation>
    </message>
    <message>
        <source>no zone: neither the pool nor the cluster names one</source>
        <translation>không có vùng: cả pool lẫn cụm đều không nêu vùng nào</translation>
    </message>
    <message numerus="yes">
        <source>spread over %n zones (%1); a plan pool lies in one zone, so all its nodes (GKE counts them per zone) are placed in %2</source>
        <translation>
            <numerusform>trải trên %n vùng (%1); một pool của kế hoạch nằm trong một vùng, nên mọi nút của nó (GKE đếm theo từng vùng) được đặt tại %2</numerusform>
        </translation>
    </message>
    <message>
        <source>queued provisioning: a plan asks for it with flex-start and a Kueue queue (workload.queue); name the LocalQueue its jobs use</source>
        <translation>cấp phát theo hàng đợi: kế hoạch yêu cầu điều này bằng flex-start và một hàng đợi Kueue (workload.queue); hãy nêu LocalQueue mà các job của nó dùng</translation>
    </message>
    <message>
        <source>legacy preemptible VMs are planned as Spot VMs</source>
        <translation>VM preemptible kiểu cũ được lập kế hoạch như VM Spot</translation>
    </message>
    <message>
        <source>it consumes any matching reservation (ANY_RESERVATION); a plan names one reservation or none, so it is planned and priced on demand</source>
        <translation>nó dùng bất kỳ reservation phù hợp nào (ANY_RESERVATION); kế hoạch chỉ nêu một reservation hoặc không, nên nó được lập kế hoạch và tính giá theo yêu cầu</translation>
    </message>
    <message>
        <source>it consumes a specific reservation but the input does not name it: set reservation.name</source>
        <translation>nó dùng một reservation cụ thể nhưng dữ liệu vào không nêu tên: hãy đặt reservation.name</translation>
    </message>
    <message>
        <source>it consumes %1; a plan names the reservation %2 only, not its block</source>
        <translation>nó dùng %1; kế hoạch chỉ nêu reservation %2, không nêu block của nó</translation>
    </message>
    <message numerus="yes">
        <source>it names %n reservations; a plan names one, %1</source>
        <translation>
            <numerusform>nó nêu %n reservation; kế hoạch chỉ nêu một, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>it has no nodes and no autoscaling; the plan counts the one node of its shape</source>
        <translation>nó không có nút và không tự động co giãn; kế hoạch tính một nút theo dạng của nó</translation>
    </message>
    <message>
        <source>it runs %1 single-host nodes without autoscaling; a plan pool holds a node count only as autoscaling bounds, so they are %1 to %1</source>
        <translation>nó chạy %1 nút một máy chủ không tự động co giãn; pool của kế hoạch chỉ giữ số nút dưới dạng giới hạn co giãn, nên là từ %1 đến %1</translation>
    </message>
    <message>
        <source>placement policy %1: the plan&apos;s export creates the workload policy the catalog gives the version instead</source>
        <translation>chính sách đặt chỗ %1: bản xuất của kế hoạch sẽ tạo chính sách khối lượng công việc mà danh mục quy định cho phiên bản thay vào đó</translation>
    </message>
    <message>
        <source>its maxRunDuration %1 has no place in a plan</source>
        <translation>maxRunDuration %1 của nó không có chỗ trong kế hoạch</translation>
    </message>
    <message numerus="yes">
        <source>%n taint(s) of its own have no place in a plan</source>
        <translation>
            <numerusform>%n taint riêng của nó không có chỗ trong kế hoạch</numerusform>
        </translation>
    </message>
    <message>
        <source>no input describes this pool, only its nodes: autoscaling, reservations and flex-start are unknown, and the node count is what runs now</source>
        <translation>không dữ liệu vào nào mô tả pool này, chỉ có các nút của nó: tự động co giãn, reservation và flex-start không rõ, và số nút là số đang chạy hiện nay</translation>
    </message>
    <message>
        <source>machine type</source>
        <translation>loại máy</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>bộ tăng tốc</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>cấu trúc liên kết</translation>
    </message>
    <message>
        <source>google.com/tpu</source>
        <translation>google.com/tpu</translation>
    </message>
    <message>
        <source>kubectl shows node %1 with %2 %3, but the pool&apos;s is %4</source>
        <translation>kubectl cho thấy nút %1 có %2 %3, nhưng của pool là %4</translation>
    </message>
    <message>
        <source>it belongs to cluster %1, not %2</source>
        <translation>nó thuộc cụm %1, không phải %2</translation>
    </message>
    <message>
        <source>%1 says machine type %2, %3 says %4; the first is used</source>
        <translation>%1 ghi loại máy %2, %3 ghi %4; dùng giá trị đầu tiên</translation>
    </message>
    <message numerus="yes">
        <source>it has %n node(s) per zone without autoscaling, where a %1 slice has %2</source>
        <translation>
            <numerusform>nó có %n nút mỗi vùng không tự động co giãn, trong khi một slice %1 có %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <source>Cluster %1 (%2, %3) from %4</source>
        <translation>Cụm %1 (%2, %3) từ %4</translation>
    </message>
    <message numerus="yes">
        <source>  imported %1: %2 %3 in %4, %n node(s), %5</source>
        <translation>
            <numerusform>  đã nhập %1: %2 %3 tại %4, %n nút, %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n running)</source>
        <translation>
            <numerusform> (%n đang chạy)</numerusform>
        </translation>
    </message>
    <message>
        <source>  skipped %1: %2</source>
        <translation>  bỏ qua %1: %2</translation>
    </message>
    <message>
        <source>  note: %1</source>
        <translation>  ghi chú: %1</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Đã ghi %1</translation>
    </message>
</context>
<context>
    <name>ImportSourceReader</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>không đọc được: %1</translation>
    </message>
    <message>
        <source>%1: the text from line %2 on is not JSON (gcloud&apos;s messages pasted with the output?); it was ignored</source>
        <translation>%1: văn bản từ dòng %2 trở đi không phải JSON (thông báo của gcloud bị dán kèm đầu ra?); đã bỏ qua</translation>
    </message>
    <message>
        <source>not JSON or YAML</source>
        <translation>không phải JSON hay YAML</translation>
    </message>
    <message>
        <source>not a gcloud cluster or node pool (describe or list --format=json), kubectl get nodes -o json, or terraform show -json document</source>
        <translation>không phải cụm hay node pool của gcloud (describe hoặc list --format=json), kubectl get nodes -o json, hay tài liệu terraform show -json</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>tệp trống</translation>
    </message>
    <message>
        <source>a TPU Planner plan, not what a cluster has: open it as a plan (File &gt; Open, or tpu-plan validate)</source>
        <translation>một kế hoạch của Trình lập kế hoạch TPU, không phải nội dung của một cụm: hãy mở nó như một kế hoạch (Tệp &gt; Mở, hoặc tpu-plan validate)</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>a text is needed here (a string, or one per language: {en: ..., de: ...})</source>
        <translation>cần một đoạn văn bản ở đây (một chuỗi, hoặc mỗi ngôn ngữ một chuỗi: {en: ..., de: ...})</translation>
    </message>
    <message>
        <source>a number of at least 0 is needed here</source>
        <translation>cần một số không nhỏ hơn 0 ở đây</translation>
    </message>
    <message>
        <source>true or false is needed here</source>
        <translation>cần true hoặc false ở đây</translation>
    </message>
    <message>
        <source>a goal is a mapping with an id, one condition, a text and a hint</source>
        <translation>một mục tiêu là một ánh xạ gồm id, một điều kiện, một đoạn văn bản và một gợi ý</translation>
    </message>
    <message>
        <source>every goal needs an id</source>
        <translation>mỗi mục tiêu cần một id</translation>
    </message>
    <message>
        <source>mode is standard or autopilot</source>
        <translation>mode là standard hoặc autopilot</translation>
    </message>
    <message>
        <source>chips needs atLeast, atMost or both</source>
        <translation>chips cần atLeast, atMost hoặc cả hai</translation>
    </message>
    <message>
        <source>a cost goal needs below: AMOUNT</source>
        <translation>mục tiêu chi phí cần below: SỐ TIỀN</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rule id (see tpu-plan&apos;s rules)</source>
        <translation>&apos;%1&apos; không phải id quy tắc (xem các quy tắc của tpu-plan)</translation>
    </message>
    <message>
        <source>the plan is valid</source>
        <translation>kế hoạch hợp lệ</translation>
    </message>
    <message>
        <source>the plan has errors</source>
        <translation>kế hoạch có lỗi</translation>
    </message>
    <message>
        <source>mode %1</source>
        <translation>chế độ %1</translation>
    </message>
    <message>
        <source>TPU versions: %1</source>
        <translation>phiên bản TPU: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pool(s) wired as a full torus</source>
        <translation>
            <numerusform>%1/%n pool được nối thành torus đầy đủ</numerusform>
        </translation>
    </message>
    <message>
        <source>the cost is unknown (a price is missing)</source>
        <translation>chưa biết chi phí (thiếu một mức giá)</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>%1 mỗi giờ</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>%1 mỗi tháng</translation>
    </message>
    <message>
        <source>the plan</source>
        <translation>kế hoạch</translation>
    </message>
    <message>
        <source>no %1 finding</source>
        <translation>không có phát hiện %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 trên %2</translation>
    </message>
    <message>
        <source>a lesson file says kind: Lesson</source>
        <translation>tệp bài học ghi kind: Lesson</translation>
    </message>
    <message>
        <source>startPlan names the plan file the lesson starts from</source>
        <translation>startPlan nêu tệp kế hoạch mà bài học bắt đầu</translation>
    </message>
    <message>
        <source>a lesson needs a list of goals</source>
        <translation>bài học cần một danh sách mục tiêu</translation>
    </message>
    <message>
        <source>the start plan %1 does not exist</source>
        <translation>kế hoạch ban đầu %1 không tồn tại</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a built-in lesson (%2) nor a lesson file</source>
        <translation>&apos;%1&apos; không phải bài học có sẵn (%2) cũng không phải tệp bài học</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>không tạo được %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a model preset; the presets are: %2</source>
        <translation>&apos;%1&apos; không phải là mô hình có sẵn; các mô hình có sẵn là: %2</translation>
    </message>
    <message>
        <source>a precision is bf16, fp8, int8 or int4</source>
        <translation>độ chính xác là bf16, fp8, int8 hoặc int4</translation>
    </message>
    <message>
        <source>servesModel needs contextLen and concurrency, each from 1 to 10,000,000</source>
        <translation>servesModel cần contextLen và concurrency, mỗi giá trị từ 1 đến 10.000.000</translation>
    </message>
    <message>
        <source>a goal has exactly one condition: valid, mode, tpu, chips, torus, hourlyCost, monthlyCost, finding or servesModel (this one has %1)</source>
        <translation>mỗi mục tiêu có đúng một điều kiện: valid, mode, tpu, chips, torus, hourlyCost, monthlyCost, finding hoặc servesModel (mục tiêu này có %1)</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>vừa</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>sát giới hạn</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>không vừa</translation>
    </message>
    <message>
        <source>%1: %2 GiB per chip of %3 usable, %4</source>
        <translation>%1: %2 GiB mỗi chip trên %3 khả dụng, %4</translation>
    </message>
    <message>
        <source>no pool to serve from</source>
        <translation>không có pool để phục vụ</translation>
    </message>
    <message>
        <source>cannot read the lesson: %1</source>
        <translation>không đọc được bài học: %1</translation>
    </message>
</context>
<context>
    <name>LintReport</name>
    <message numerus="yes">
        <source>%n other object(s) skipped</source>
        <translation>
            <numerusform>đã bỏ qua %n đối tượng khác</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not read</source>
        <translation>%1: không đọc được</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s) in %2 TPU workload(s); %3</source>
        <translation>
            <numerusform>%1: %n lỗi trong %2 khối lượng công việc TPU; %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no TPU workload; %2</source>
        <translation>%1: không có khối lượng công việc TPU; %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n TPU workload(s) look right; %2</source>
        <translation>
            <numerusform>%1: %n khối lượng công việc TPU trông đúng; %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n document(s) that are not Kubernetes objects</source>
        <translation>
            <numerusform>, %n tài liệu không phải đối tượng Kubernetes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: a template, skipped</source>
        <translation>%1: một mẫu (template), đã bỏ qua</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) left out by --exclude</source>
        <translation>
            <numerusform>%n tệp bị bỏ qua do --exclude</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManifestExporter</name>
    <message numerus="yes">
        <source>Pool %1 of plan &quot;%2&quot;: %3 %4, %n node(s)</source>
        <translation>
            <numerusform>Nhóm nút %1 của kế hoạch &quot;%2&quot;: %3 %4, %n nút</numerusform>
        </translation>
    </message>
    <message>
        <source>Generated by tpu-plan. Apply with: kubectl apply -f %1.yaml</source>
        <translation>Được tạo bởi tpu-plan. Áp dụng bằng: kubectl apply -f %1.yaml</translation>
    </message>
    <message>
        <source>Needs the JobSet controller in the cluster.</source>
        <translation>Cần có controller JobSet trong cụm.</translation>
    </message>
    <message>
        <source>Needs Kueue in the cluster.</source>
        <translation>Cần có Kueue trong cụm.</translation>
    </message>
    <message>
        <source>Named by the TPU plan; the value follows the name (high, low or neither).</source>
        <translation>Do kế hoạch TPU đặt tên; giá trị phụ thuộc vào tên (high, low hoặc không phải hai loại này).</translation>
    </message>
    <message>
        <source>Dynamic slicing: GKE&apos;s slice controller (gcloud.sh turns it on) forms each workload&apos;s slice inside the blocks when Kueue admits it.</source>
        <translation>Slicing động: bộ điều khiển slice của GKE (gcloud.sh bật nó) tạo slice của từng workload bên trong các khối khi Kueue chấp nhận workload đó.</translation>
    </message>
    <message>
        <source>Sub-slicing: Kueue %1 or later places each workload&apos;s sub-slice inside the node pools by Topology Aware Scheduling.</source>
        <translation>Sub-slicing: Kueue %1 trở lên đặt sub-slice của mỗi workload vào trong các node pool bằng Topology Aware Scheduling.</translation>
    </message>
</context>
<context>
    <name>ManifestLinter</name>
    <message>
        <source>no such file or folder</source>
        <translation>không có tệp hoặc thư mục này</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>không đọc được: %1</translation>
    </message>
    <message>
        <source>not readable as Kubernetes YAML: %1</source>
        <translation>không đọc được dưới dạng YAML Kubernetes: %1</translation>
    </message>
    <message>
        <source>a Helm or Jinja template, not a manifest: skipped. Lint what it renders (helm template), or leave it out with --exclude</source>
        <translation>một mẫu Helm hoặc Jinja, không phải manifest: đã bỏ qua. Hãy kiểm tra kết quả nó sinh ra (helm template), hoặc loại nó ra bằng --exclude</translation>
    </message>
    <message>
        <source>no *.yaml or *.yml file in this folder or the folders under it (hidden ones are not searched): nothing was checked</source>
        <translation>không có tệp *.yaml hoặc *.yml nào trong thư mục này hoặc các thư mục con (thư mục ẩn không được tìm): không có gì được kiểm tra</translation>
    </message>
    <message>
        <source>a Helm or Jinja template, not a manifest: skipped. Check what it renders (helm template) instead</source>
        <translation>một mẫu Helm hoặc Jinja, không phải manifest: đã bỏ qua. Thay vào đó, hãy kiểm tra kết quả nó sinh ra (helm template)</translation>
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
        <translation>các Pod yêu cầu chip TPU nhưng không chọn %1; GKE không biết chúng cần nút TPU nào nên chúng nằm ở trạng thái Pending. Hãy thêm node selector (ví dụ tpu-v5-lite-podslice)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU accelerator GKE knows, so no node ever matches; use one of: %2</source>
        <translation>&apos;%1&apos; không phải là bộ tăng tốc TPU mà GKE biết, nên không nút nào khớp; hãy dùng một trong: %2</translation>
    </message>
    <message>
        <source>no %1 node selector: %2 requires it, and without it pods may land on a slice of another shape; add one of: %3</source>
        <translation>không có node selector %1: %2 yêu cầu nó, và thiếu nó thì Pod có thể rơi vào một slice có hình dạng khác; hãy thêm một trong: %3</translation>
    </message>
    <message>
        <source>GKE&apos;s guide</source>
        <translation>hướng dẫn của GKE</translation>
    </message>
    <message>
        <source>%1 slices are %2D, so &apos;%3&apos; never matches a node; use one of: %4</source>
        <translation>slice %1 là %2D, nên &apos;%3&apos; không bao giờ khớp với nút nào; hãy dùng một trong: %4</translation>
    </message>
    <message>
        <source>%1 with topology %2 exists only in %3 clusters, not in %4; lint with --mode %5 if the manifest is meant for %3</source>
        <translation>%1 với topology %2 chỉ có trong cụm %3, không có trong %4; hãy kiểm tra với --mode %5 nếu manifest dành cho %3</translation>
    </message>
    <message>
        <source>%1 with topology %2 exists only in %3 clusters; %4 nodes of that shape carry %5</source>
        <translation>%1 với topology %2 chỉ có trong cụm %3; các nút %4 có hình dạng đó mang %5</translation>
    </message>
    <message>
        <source>%1 has no topology %2, so no node ever matches; use one of: %3</source>
        <translation>%1 không có topology %2, nên không nút nào khớp; hãy dùng một trong: %3</translation>
    </message>
    <message>
        <source>%1 must be a whole number of chips, not &apos;%2&apos;</source>
        <translation>%1 phải là số nguyên chip, không phải &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 is requested without a limit; Kubernetes refuses an extended resource without one. Set limits.%1 to the same number</source>
        <translation>%1 được yêu cầu mà không có limit; Kubernetes từ chối tài nguyên mở rộng không có limit. Hãy đặt limits.%1 bằng cùng số đó</translation>
    </message>
    <message>
        <source>%1 requests (%2) differ from limits (%3); Kubernetes refuses the pod. Make them equal</source>
        <translation>requests của %1 (%2) khác limits (%3); Kubernetes từ chối Pod. Hãy đặt chúng bằng nhau</translation>
    </message>
    <message>
        <source>the pods select TPU nodes but no container asks for %1: they get no chips, and do not tolerate the TPU nodes&apos; taint. Set limits.%1 on the container that uses the TPU</source>
        <translation>các Pod chọn nút TPU nhưng không container nào yêu cầu %1: chúng không nhận được chip và không chịu được taint của nút TPU. Hãy đặt limits.%1 trên container dùng TPU</translation>
    </message>
    <message>
        <source>a multi-host Job needs completionMode: Indexed so each pod knows its host number; set it, or use a JobSet</source>
        <translation>một Job nhiều host cần completionMode: Indexed để mỗi Pod biết số host của mình; hãy đặt nó, hoặc dùng JobSet</translation>
    </message>
    <message>
        <source>the pods of a multi-host Job find each other through a headless Service: set subdomain to its name (and create the Service with clusterIP: None), or use a JobSet</source>
        <translation>các Pod của một Job nhiều host tìm nhau qua một headless Service: hãy đặt subdomain bằng tên của nó (và tạo Service với clusterIP: None), hoặc dùng JobSet</translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s) of %1 VMs each, but no %2 annotation: pods of different slices can mix on one node pool and every slice waits forever. Add %2: %3</source>
        <translation>
            <numerusform>%n slice, mỗi slice %1 VM, nhưng không có annotation %2: Pod của các slice khác nhau có thể trộn lẫn trong một node pool và mỗi slice chờ mãi. Hãy thêm %2: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is &apos;%2&apos;; a TPU slice is one node pool, so GKE&apos;s samples use %3</source>
        <translation>%1 là &apos;%2&apos;; một slice TPU là một node pool, nên các mẫu của GKE dùng %3</translation>
    </message>
    <message>
        <source>%1 selects a workload policy, which only %2 node pools carry; %3 nodes never have it. Remove the selector</source>
        <translation>%1 chọn một workload policy, thứ chỉ node pool %2 mang; nút %3 không bao giờ có nó. Hãy xóa selector</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a label value: use the workload policy&apos;s name, not its path or URI</source>
        <translation>&apos;%1&apos; không phải là giá trị nhãn: hãy dùng tên của workload policy, không phải đường dẫn hay URI của nó</translation>
    </message>
    <message>
        <source>a single-host %1 slice takes no workload policy, so its nodes carry no %2; remove the selector</source>
        <translation>một slice %1 một host không nhận workload policy, nên các nút của nó không mang %2; hãy xóa selector</translation>
    </message>
    <message>
        <source>multi-host %1 pods created by node auto-provisioning need the %2 node selector naming the %3 workload policy</source>
        <translation>Pod %1 nhiều host do node auto-provisioning tạo cần node selector %2 nêu tên workload policy %3</translation>
    </message>
    <message>
        <source>%1 nodes use a workload policy, not compact placement groups; select %2 instead</source>
        <translation>nút %1 dùng workload policy, không dùng nhóm đặt chỗ compact; hãy chọn %2 thay thế</translation>
    </message>
    <message>
        <source>collection scheduling exists only for TPU Trillium (v6e); %1 nodes never carry this label. Remove it</source>
        <translation>lập lịch theo tập hợp chỉ có cho TPU Trillium (v6e); nút %1 không bao giờ mang nhãn này. Hãy xóa nó</translation>
    </message>
    <message>
        <source>collection scheduling does not support Spot VMs; drop %1 or the collection</source>
        <translation>lập lịch theo tập hợp không hỗ trợ Spot VM; hãy bỏ %1 hoặc bỏ tập hợp</translation>
    </message>
    <message>
        <source>Spot nodes never consume a reservation, so no node has both %1 and %2; keep one</source>
        <translation>nút Spot không bao giờ dùng bản đặt trước, nên không nút nào có cả %1 và %2; hãy giữ một</translation>
    </message>
    <message>
        <source>flex-start nodes are not Spot nodes; no node matches both %1 and %2. Keep one</source>
        <translation>nút flex-start không phải nút Spot; không nút nào khớp cả %1 và %2. Hãy giữ một</translation>
    </message>
    <message>
        <source>flex-start capacity does not come from a reservation; no node matches both %1 and %2</source>
        <translation>dung lượng flex-start không đến từ bản đặt trước; không nút nào khớp cả %1 và %2</translation>
    </message>
    <message>
        <source>TPU reservations are consumed with specific affinity only; set %1 to specific</source>
        <translation>bản đặt trước TPU chỉ được dùng với affinity specific; hãy đặt %1 thành specific</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 %3, %n chip(s) per pod, %4)</source>
        <translation>
            <numerusform>%1 (%2 %3, %n chip mỗi Pod, %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no pool of the plan &apos;%1&apos; runs these pods (%2 %3, %n chip(s) per pod%4); its pools: %5</source>
        <translation>
            <numerusform>không pool nào của kế hoạch &apos;%1&apos; chạy được các Pod này (%2 %3, %n chip mỗi Pod%4); các pool của nó: %5</numerusform>
        </translation>
    </message>
    <message>
        <source>, Spot</source>
        <translation>, Spot</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>; on dynamic-slicing blocks, name the slice with the %1 annotation instead</source>
        <translation>; trên các khối dùng dynamic slicing, hãy đặt tên slice bằng annotation %1 thay vào đó</translation>
    </message>
    <message>
        <source>Kueue adds the node selectors of queue &apos;%1&apos; when it admits the workload, but no ResourceFlavor with %2 is in the linted files: accelerator, topology, chips and pods per slice are not checked. Lint the flavor&apos;s file with it for a full check</source>
        <translation>Kueue thêm bộ chọn nút của hàng đợi &apos;%1&apos; khi chấp nhận khối lượng công việc, nhưng không có ResourceFlavor nào có %2 trong các tệp được kiểm tra: bộ tăng tốc, cấu trúc liên kết, số chip và số Pod mỗi slice không được kiểm tra. Hãy kiểm tra cùng tệp của flavor để kiểm tra đầy đủ</translation>
    </message>
    <message>
        <source>%1 slices are %2D, so &apos;%3&apos; names no slice</source>
        <translation>slice %1 là %2D, nên &apos;%3&apos; không chỉ slice nào</translation>
    </message>
    <message>
        <source>Kueue forms %1 sub-slices of these shapes only: %2; &apos;%3&apos; never forms and the pods stay Pending</source>
        <translation>Kueue chỉ tạo sub-slice %1 với các hình dạng sau: %2; &apos;%3&apos; không bao giờ được tạo và các Pod vẫn ở trạng thái Pending</translation>
    </message>
    <message>
        <source>%1 has neither dynamic slicing (TPU7x) nor Kueue sub-slicing (v6e): %2 names a slice that never forms. Remove the annotation and select the node pool&apos;s topology</source>
        <translation>%1 không có dynamic slicing (TPU7x) cũng không có sub-slicing của Kueue (v6e): %2 chỉ một slice không bao giờ được tạo. Hãy bỏ annotation và chọn cấu trúc liên kết của nhóm nút</translation>
    </message>
    <message>
        <source>dynamic slicing exists only in Standard clusters (release channel %1, node image %2)</source>
        <translation>dynamic slicing chỉ có trong cụm Standard (kênh phát hành %1, image nút %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a %2 dynamic slice: %3. No slice forms and the pods stay Pending</source>
        <translation>&apos;%1&apos; không phải slice động %2: %3. Không slice nào được tạo và các Pod vẫn ở trạng thái Pending</translation>
    </message>
    <message>
        <source>the nodes of a dynamic-slicing pool carry %1: %2 (the block), so &apos;%3&apos; matches none; leave the selector out, the annotation names the slice</source>
        <translation>các nút của nhóm nút dynamic slicing mang %1: %2 (khối), nên &apos;%3&apos; không khớp nút nào; hãy bỏ bộ chọn, annotation đã chỉ slice</translation>
    </message>
    <message>
        <source>a %1 sub-slice does not fit in a %2 node pool; ask for a smaller sub-slice or select a larger pool</source>
        <translation>sub-slice %1 không vừa trong nhóm nút %2; hãy yêu cầu sub-slice nhỏ hơn hoặc chọn nhóm nút lớn hơn</translation>
    </message>
    <message>
        <source>%1 is &apos;%2&apos;; a dynamic slice spans its blocks&apos; node pools, so GKE&apos;s samples use %3</source>
        <translation>%1 là &apos;%2&apos;; một slice động trải trên các nhóm nút của các khối của nó, nên các mẫu của GKE dùng %3</translation>
    </message>
    <message>
        <source> (judged as admitted on the Kueue flavor %1)</source>
        <translation> (đánh giá như khi được chấp nhận trên flavor Kueue %1)</translation>
    </message>
    <message>
        <source>queue &apos;%1&apos; and its ClusterQueue are not in the linted files, and no TPU flavor in view (%2) fits these pods cleanly: the selectors Kueue adds are not known, so accelerator, topology, chips and pods per slice are not checked</source>
        <translation>hàng đợi &apos;%1&apos; và ClusterQueue của nó không có trong các tệp được kiểm tra, và không flavor TPU nào đang thấy (%2) phù hợp trọn vẹn với các Pod này: không biết các bộ chọn mà Kueue thêm vào, nên bộ tăng tốc, cấu trúc liên kết, số chip và số Pod mỗi slice không được kiểm tra</translation>
    </message>
    <message>
        <source>queue &apos;%1&apos; admits workloads on the flavor(s) %2, whose node labels contradict this selector (&apos;%3&apos;): Kueue never admits the workload. Drop the selector or match the flavor</source>
        <translation>hàng đợi &apos;%1&apos; chấp nhận khối lượng công việc trên (các) flavor %2, có nhãn nút mâu thuẫn với bộ chọn này (&apos;%3&apos;): Kueue không bao giờ chấp nhận khối lượng công việc. Hãy bỏ bộ chọn hoặc khớp với flavor</translation>
    </message>
    <message numerus="yes">
        <source>, or a larger shape of at least %n chip(s) with every side a multiple of %1</source>
        <translation>
            <numerusform>, hoặc một hình dạng lớn hơn có ít nhất %n chip với mỗi cạnh là bội số của %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pods ask for %n chip(s), but a %1 %2 node has %3: a pod must take all the chips of one VM, so it stays Pending. Ask for %3</source>
        <translation>
            <numerusform>các Pod yêu cầu %n chip, nhưng một nút %1 %2 có %3: một Pod phải lấy toàn bộ chip của một VM, nếu không sẽ nằm ở Pending. Hãy yêu cầu %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %1 slice spans %n VM(s) and needs one pod on each; a single Pod cannot use it. Run a JobSet (or an Indexed Job) with %n pods</source>
        <translation>
            <numerusform>một slice %1 trải trên %n VM và cần một Pod trên mỗi VM; một Pod đơn lẻ không dùng được nó. Hãy chạy một JobSet (hoặc Indexed Job) với %n Pod</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) do not fill whole %1 slices of %2 VMs (one pod per VM); GKE creates whole slices, so use a multiple of %2</source>
        <translation>
            <numerusform>%n bản sao không lấp đầy trọn các slice %1 gồm %2 VM (một Pod mỗi VM); GKE tạo trọn slice, nên hãy dùng bội số của %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>numOfHosts is %1, but a %2 slice has %n VM(s) and each worker replica needs one pod per VM; set numOfHosts to %n</source>
        <translation>
            <numerusform>numOfHosts là %1, nhưng một slice %2 có %n VM và mỗi bản sao worker cần một Pod mỗi VM; hãy đặt numOfHosts thành %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>size is %1, but a %2 slice has %n VM(s) and each group needs one pod per VM; set size to %n</source>
        <translation>
            <numerusform>size là %1, nhưng một slice %2 có %n VM và mỗi nhóm cần một Pod mỗi VM; hãy đặt size thành %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>size is %1: a leader without chips and %2 workers, but a %3 slice has %n VM(s) and needs one worker on each; set size to %4</source>
        <translation>
            <numerusform>size là %1: một leader không có chip và %2 worker, nhưng slice %3 có %n VM và cần một worker trên mỗi VM; hãy đặt size thành %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>subGroupSize is %1, but each subgroup fills one %2 slice of %n VM(s) (one pod per VM); set subGroupSize to %n</source>
        <translation>
            <numerusform>subGroupSize là %1, nhưng mỗi nhóm con lấp đầy một slice %2 gồm %n VM (một Pod mỗi VM); hãy đặt subGroupSize thành %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>size is %1, which leaves %n pod(s) on TPU VMs: not whole subgroups of %2; set size to a multiple of %2 (plus %3 for a leader without chips)</source>
        <translation>
            <numerusform>size là %1, tức %n Pod trên các VM TPU: không chia đủ thành các nhóm con gồm %2; hãy đặt size là bội số của %2 (cộng %3 cho leader không có chip)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2, but a %3 slice has %n VM(s) and needs one pod on each (the TPU runtime waits for every host); set %1 to %n</source>
        <translation>
            <numerusform>%1 là %2, nhưng một slice %3 có %n VM và cần một Pod trên mỗi VM (runtime TPU chờ mọi host); hãy đặt %1 thành %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>extended run time (up to %n day(s) without eviction) exists only on Autopilot; on Standard this annotation only stops the autoscaler&apos;s scale-down. Use a maintenance exclusion</source>
        <translation>
            <numerusform>thời gian chạy mở rộng (tối đa %n ngày không bị loại bỏ) chỉ có trên Autopilot; trên Standard annotation này chỉ ngăn autoscaler thu nhỏ. Hãy dùng maintenance exclusion</numerusform>
        </translation>
    </message>
    <message>
        <source>with slice workloads %1</source>
        <translation>với các workload slice %1</translation>
    </message>
    <message numerus="yes">
        <source>no pool of the plan &apos;%1&apos; plans the slices these pods name (%2 %3 × %4, %n chip(s) per pod%5); its pools: %6</source>
        <translation>
            <numerusform>không pool nào của kế hoạch &apos;%1&apos; dự tính các slice mà các Pod này nêu tên (%2 %3 × %4, %n chip mỗi Pod%5); các pool của nó: %6</numerusform>
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
        <translation>%1: không có gì để chuyển đổi: không tìm thấy cấu trúc nào thời TPUEstimator</translation>
    </message>
    <message>
        <source>%1: note: %2</source>
        <translation>%1: ghi chú: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n construct(s) to migrate</source>
        <translation>
            <numerusform>%1: %n cấu trúc cần chuyển đổi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: error: not Python: %2</source>
        <translation>%1: lỗi: không phải Python: %2</translation>
    </message>
    <message>
        <source>%1: error: %2</source>
        <translation>%1: lỗi: %2</translation>
    </message>
</context>
<context>
    <name>MigrationScanner</name>
    <message>
        <source>it is a directory, not a Python script</source>
        <translation>đây là một thư mục, không phải script Python</translation>
    </message>
</context>
<context>
    <name>NameRules</name>
    <message>
        <source>the small non-TPU node pool that main.tf creates for kube-system Pods</source>
        <translation>nhóm nút nhỏ không dùng TPU mà main.tf tạo cho các Pod kube-system</translation>
    </message>
    <message>
        <source>the node pool gcloud creates with the cluster, which gcloud.sh keeps for kube-system Pods</source>
        <translation>nhóm nút mà gcloud tạo cùng với cụm và gcloud.sh giữ lại cho các Pod kube-system</translation>
    </message>
    <message>
        <source>%1 becomes the GKE node pool &apos;%2&apos;, the name of %3; rename the pool</source>
        <translation>%1 trở thành nhóm nút GKE &apos;%2&apos;, trùng tên với %3; hãy đổi tên nhóm</translation>
    </message>
    <message>
        <source>%1 and %2 both become the GKE node pool &apos;%3&apos; (a pool of several slices gets one node pool per slice, NAME-0, NAME-1, ...); rename one of the pools</source>
        <translation>%1 và %2 đều trở thành nhóm nút GKE &apos;%3&apos; (một nhóm gồm nhiều slice có một nhóm nút cho mỗi slice, NAME-0, NAME-1, ...); hãy đổi tên một trong hai nhóm</translation>
    </message>
    <message>
        <source>%1 and %2 both become the Terraform resource google_container_node_pool.%3 (Terraform names keep letters, digits and &apos;_&apos; and put &apos;pool_&apos; before a leading digit); rename one of the pools</source>
        <translation>%1 và %2 đều trở thành tài nguyên Terraform google_container_node_pool.%3 (tên Terraform chỉ giữ chữ cái, chữ số và &apos;_&apos;, và thêm &apos;pool_&apos; trước chữ số đứng đầu); hãy đổi tên một trong hai nhóm</translation>
    </message>
    <message>
        <source>the cluster&apos;s node pool &apos;%1&apos;</source>
        <translation>nhóm nút &apos;%1&apos; của cụm</translation>
    </message>
    <message>
        <source>pool &apos;%1&apos;</source>
        <translation>nhóm &apos;%1&apos;</translation>
    </message>
    <message>
        <source>slice %1 of pool &apos;%2&apos; (node pool &apos;%3&apos;)</source>
        <translation>Slice %1 của nhóm &apos;%2&apos; (nhóm nút &apos;%3&apos;)</translation>
    </message>
</context>
<context>
    <name>NewFileTarget</name>
    <message>
        <source>%1 exists and is not a regular file; give a new path</source>
        <translation>%1 đã tồn tại và không phải tệp thông thường; hãy đưa đường dẫn mới</translation>
    </message>
    <message>
        <source>%1 exists; give a new path, or --force to replace it</source>
        <translation>%1 đã tồn tại; hãy đưa đường dẫn mới, hoặc --force để thay thế</translation>
    </message>
    <message>
        <source>%1 is a symbolic link, not a regular file; give the path of the file itself or a new path</source>
        <translation>%1 là một liên kết tượng trưng, không phải tệp thông thường; hãy cho đường dẫn của chính tệp đó hoặc một đường dẫn mới</translation>
    </message>
</context>
<context>
    <name>NodeRules</name>
    <message>
        <source>Autopilot chooses the node image itself; nodeImage is ignored (remove it)</source>
        <translation>Autopilot tự chọn image cho nút; nodeImage bị bỏ qua (hãy xóa trường này)</translation>
    </message>
    <message>
        <source>Autopilot always creates nodes for pending pods; autoprovisioning is ignored (remove it)</source>
        <translation>Autopilot luôn tạo nút cho các Pod đang chờ; autoprovisioning bị bỏ qua (hãy xóa trường này)</translation>
    </message>
    <message>
        <source>%1 nodes are not supported with TPUs; use %2</source>
        <translation>nút %1 không được hỗ trợ với TPU; hãy dùng %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node image TPU pools can use; use %2</source>
        <translation>&apos;%1&apos; không phải là image nút mà nhóm nút TPU có thể dùng; hãy dùng %2</translation>
    </message>
    <message>
        <source>%1 does not support SMT set to %2; set smt to 1 or use another machine type</source>
        <translation>%1 không hỗ trợ SMT đặt thành %2; hãy đặt smt thành 1 hoặc dùng loại máy khác</translation>
    </message>
    <message>
        <source>extended run time pods exist only on Autopilot; switch the cluster to Autopilot or turn extendedRunTime off (use a maintenance exclusion on Standard)</source>
        <translation>Pod có thời gian chạy mở rộng (extended run time) chỉ có trên Autopilot; hãy chuyển cụm sang Autopilot hoặc tắt extendedRunTime (trên Standard, hãy dùng khoảng loại trừ bảo trì)</translation>
    </message>
    <message>
        <source>collection scheduling exists only for TPU Trillium (v6e); turn it off or use v6e</source>
        <translation>tính năng lập lịch theo tập hợp (collection scheduling) chỉ có cho TPU Trillium (v6e); hãy tắt tính năng này hoặc dùng v6e</translation>
    </message>
    <message>
        <source>collection scheduling does not support Spot VMs; use on-demand or a reservation, or turn it off</source>
        <translation>tính năng lập lịch theo tập hợp không hỗ trợ Spot VM; hãy dùng on-demand hoặc bản đặt trước, hoặc tắt tính năng này</translation>
    </message>
    <message>
        <source>the workload requests TPU chips but no %1, so Kubernetes treats its pods as best-effort; set workload.cpu and workload.memory</source>
        <translation>khối lượng công việc yêu cầu chip TPU nhưng không yêu cầu %1, nên Kubernetes xếp các Pod của nó vào lớp best-effort; hãy đặt workload.cpu và workload.memory</translation>
    </message>
    <message>
        <source>CPU or memory</source>
        <translation>CPU hoặc bộ nhớ</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>bộ nhớ</translation>
    </message>
    <message>
        <source>Autopilot scales TPU nodes with the workload; node pool autoscaling is ignored (remove it)</source>
        <translation>Autopilot tự điều chỉnh quy mô nút TPU theo khối lượng công việc; thiết lập tự động điều chỉnh quy mô của nhóm nút bị bỏ qua (hãy xóa nó)</translation>
    </message>
    <message>
        <source>Autopilot does not let you set SMT; smt is ignored (remove it)</source>
        <translation>Autopilot không cho phép đặt SMT; smt bị bỏ qua (hãy xóa trường này)</translation>
    </message>
    <message>
        <source>the TPU Node (2VM) architecture reached its end of life on %1 (source: %2); use tpu-vm (remove &apos;architecture&apos;)</source>
        <translation>kiến trúc TPU Node (2VM) đã hết vòng đời vào %1 (nguồn: %2); hãy dùng tpu-vm (bỏ &apos;architecture&apos;)</translation>
    </message>
    <message numerus="yes">
        <source>at most %n pod(s) can run on one TPU VM, not %1; lower podsPerNode</source>
        <translation>
            <numerusform>tối đa %n pod có thể chạy trên một máy ảo TPU, không phải %1; hãy giảm podsPerNode</numerusform>
        </translation>
    </message>
    <message>
        <source>Autopilot chooses the nodes&apos; boot disks itself; bootDiskType is ignored (remove it)</source>
        <translation>Autopilot tự chọn đĩa khởi động của các nút; bootDiskType bị bỏ qua (hãy xóa nó)</translation>
    </message>
    <message>
        <source>%1 nodes boot only from %2 (source: %3), not from %4; set bootDiskType to %5 or remove it</source>
        <translation>các nút %1 chỉ khởi động từ %2 (nguồn: %3), không từ %4; hãy đặt bootDiskType thành %5 hoặc xóa nó</translation>
    </message>
    <message>
        <source> or </source>
        <translation> hoặc </translation>
    </message>
</context>
<context>
    <name>PlanFieldRules</name>
    <message>
        <source>&apos;%1&apos; holds the control character %2: line breaks and tabs are allowed here, but no terminal escapes or other control characters; remove it</source>
        <translation>&apos;%1&apos; chứa ký tự điều khiển %2: ở đây được phép xuống dòng và tab, nhưng không được có chuỗi thoát terminal hay ký tự điều khiển khác; hãy xóa nó</translation>
    </message>
    <message>
        <source>&apos;%1&apos; holds the control character %2: plan values are text without line breaks, tabs or terminal escapes; remove it</source>
        <translation>&apos;%1&apos; chứa ký tự điều khiển %2: giá trị trong kế hoạch là văn bản không có xuống dòng, tab hay chuỗi thoát terminal; hãy xóa nó</translation>
    </message>
    <message>
        <source>must be from 0 to %1, not %2: no node offers that much to one Pod</source>
        <translation>phải nằm trong khoảng từ 0 đến %1, không phải %2: không nút nào cấp nhiều như vậy cho một Pod</translation>
    </message>
</context>
<context>
    <name>PlanReader</name>
    <message>
        <source>the file is empty; a plan starts with &apos;apiVersion: tpu-planner/v1&apos; and &apos;kind: Plan&apos;</source>
        <translation>tệp trống; một kế hoạch bắt đầu bằng &apos;apiVersion: tpu-planner/v1&apos; và &apos;kind: Plan&apos;</translation>
    </message>
    <message>
        <source>a plan must be a mapping with apiVersion, kind, metadata, cluster and pools at the top</source>
        <translation>một kế hoạch phải là một ánh xạ (mapping) có apiVersion, kind, metadata, cluster và pools ở cấp cao nhất</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a plan format this version reads; use &apos;%2&apos;</source>
        <translation>&apos;%1&apos; không phải là định dạng kế hoạch mà phiên bản này đọc được; hãy dùng &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a plan; the kind must be &apos;Plan&apos;</source>
        <translation>&apos;%1&apos; không phải là kế hoạch; kind phải là &apos;Plan&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid name: use at most 40 lowercase letters, digits and &apos;-&apos;, starting with a letter or digit and ending with one (e.g. tpu-train)</source>
        <translation>&apos;%1&apos; không phải là tên hợp lệ: hãy dùng tối đa 40 ký tự gồm chữ thường, chữ số và &apos;-&apos;, bắt đầu và kết thúc bằng chữ cái hoặc chữ số (ví dụ tpu-train)</translation>
    </message>
    <message>
        <source>lists no pool; add at least one TPU pool</source>
        <translation>không liệt kê nhóm nút nào; hãy thêm ít nhất một nhóm nút TPU</translation>
    </message>
    <message>
        <source>another pool is already called &apos;%1&apos;; pool names must be unique</source>
        <translation>đã có một nhóm nút khác tên là &apos;%1&apos;; tên nhóm nút phải là duy nhất</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a reservation name: use lowercase letters, digits and &apos;-&apos;, starting with a letter</source>
        <translation>&apos;%1&apos; không phải là tên bản đặt trước: hãy dùng chữ thường, chữ số và &apos;-&apos;, bắt đầu bằng chữ cái</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Google Cloud project id (6 to 30 lowercase letters, digits and &apos;-&apos;)</source>
        <translation>&apos;%1&apos; không phải là mã dự án Google Cloud (6 đến 30 ký tự gồm chữ thường, chữ số và &apos;-&apos;)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Kubernetes quantity; write e.g. &quot;200&quot;, &quot;500m&quot; or &quot;400Gi&quot;</source>
        <translation>&apos;%1&apos; không phải là giá trị quantity của Kubernetes; hãy viết ví dụ &quot;200&quot;, &quot;500m&quot; hoặc &quot;400Gi&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Prometheus metric name: use letters, digits, &apos;_&apos; and &apos;:&apos;, not starting with a digit (e.g. vllm:num_requests_waiting)</source>
        <translation>&apos;%1&apos; không phải tên chỉ số Prometheus: dùng chữ cái, chữ số, &apos;_&apos; và &apos;:&apos;, không bắt đầu bằng chữ số (ví dụ vllm:num_requests_waiting)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Cloud Storage bucket name: 3 to 63 lowercase letters, digits, &apos;-&apos; and &apos;_&apos;, starting and ending with a letter or digit, without gs://</source>
        <translation>&apos;%1&apos; không phải tên bucket Cloud Storage: 3 đến 63 chữ thường, chữ số, &apos;-&apos; và &apos;_&apos;, bắt đầu và kết thúc bằng chữ cái hoặc chữ số, không có gs://</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a start time: write it in UTC as YYYY-MM-DDTHH:MM:SSZ, for example 2027-01-04T00:00:00Z</source>
        <translation>&apos;%1&apos; không phải là thời điểm bắt đầu: hãy viết theo UTC dạng YYYY-MM-DDTHH:MM:SSZ, ví dụ 2027-01-04T00:00:00Z</translation>
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
        <translation>Cloud TPU VM</translation>
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
        <translation>id &apos;%1&apos; được dùng hai lần</translation>
    </message>
</context>
<context>
    <name>PriceOverrides</name>
    <message>
        <source>&apos;%1&apos; is not a TPU version of the catalog; use one of: %2, or asOf, source</source>
        <translation>&apos;%1&apos; không phải là phiên bản TPU trong danh mục; hãy dùng một trong: %2, hoặc asOf, source</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos;; expected one of: %2</source>
        <translation>khóa không xác định &apos;%1&apos;; cần là một trong: %2</translation>
    </message>
    <message>
        <source>only &apos;chip-hour&apos; prices are understood</source>
        <translation>chỉ hỗ trợ giá theo &apos;chip-hour&apos;</translation>
    </message>
    <message>
        <source>a price cannot be negative</source>
        <translation>giá không được là số âm</translation>
    </message>
    <message>
        <source>names no price: give onDemand, spot, commit1y or commit3y</source>
        <translation>không khai báo giá nào: hãy khai báo onDemand, spot, commit1y hoặc commit3y</translation>
    </message>
    <message>
        <source>Price overrides from %1</source>
        <translation>Giá ghi đè từ %1</translation>
    </message>
    <message>
        <source>cannot read the prices file: %1</source>
        <translation>không đọc được tệp giá: %1</translation>
    </message>
</context>
<context>
    <name>PythonSource</name>
    <message>
        <source>the file holds a NUL byte: it is binary, not Python source</source>
        <translation>tệp chứa byte NUL: đây là tệp nhị phân, không phải mã nguồn Python</translation>
    </message>
    <message>
        <source>the coding line names &apos;%1&apos;, which this reader does not decode (UTF-8 and Latin-1 only)</source>
        <translation>dòng mã hóa ghi &apos;%1&apos;, bộ đọc này không giải mã được (chỉ UTF-8 và Latin-1)</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8 (and no coding line says otherwise): not Python source</source>
        <translation>tệp không phải UTF-8 hợp lệ (và không có dòng mã hóa nói khác): không phải mã nguồn Python</translation>
    </message>
    <message>
        <source>unexpected indent</source>
        <translation>thụt lề không mong đợi</translation>
    </message>
    <message>
        <source>expected an indented block after this &apos;:&apos;</source>
        <translation>cần một khối thụt lề sau dấu &apos;:&apos; này</translation>
    </message>
    <message>
        <source>invalid syntax: &apos;%1&apos; follows &apos;%2&apos; with no operator between them</source>
        <translation>cú pháp không hợp lệ: &apos;%1&apos; đứng sau &apos;%2&apos; mà không có toán tử ở giữa</translation>
    </message>
</context>
<context>
    <name>PythonTokenizer</name>
    <message>
        <source>unindent does not match any outer indentation level</source>
        <translation>mức bỏ thụt lề không khớp với mức thụt lề bên ngoài nào</translation>
    </message>
    <message>
        <source>unterminated f-string</source>
        <translation>f-string chưa được đóng</translation>
    </message>
    <message>
        <source>unterminated triple-quoted string literal</source>
        <translation>chuỗi ký tự trong ba dấu nháy chưa được đóng</translation>
    </message>
    <message>
        <source>unterminated string literal</source>
        <translation>chuỗi ký tự chưa được đóng</translation>
    </message>
    <message>
        <source>unmatched &apos;%1&apos;</source>
        <translation>&apos;%1&apos; không có cặp</translation>
    </message>
    <message>
        <source>closing &apos;%1&apos; does not match the &apos;%2&apos; opened at line %3, column %4</source>
        <translation>&apos;%1&apos; đóng không khớp với &apos;%2&apos; mở ở dòng %3, cột %4</translation>
    </message>
    <message>
        <source>invalid character &apos;%1&apos; (U+%2)</source>
        <translation>ký tự không hợp lệ &apos;%1&apos; (U+%2)</translation>
    </message>
    <message>
        <source>unexpected end of file after a line continuation character</source>
        <translation>hết tệp bất ngờ sau ký tự nối dòng</translation>
    </message>
    <message>
        <source>unexpected character after a line continuation character</source>
        <translation>ký tự không mong đợi sau ký tự nối dòng</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is never closed</source>
        <translation>&apos;%1&apos; không bao giờ được đóng</translation>
    </message>
    <message numerus="yes">
        <source>the script is too long to read (more than %n characters)</source>
        <translation>
            <numerusform>tập lệnh quá dài để đọc (hơn %n ký tự)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuotaSummary</name>
    <message>
        <source>Quota</source>
        <translation>Hạn mức</translation>
    </message>
    <message>
        <source>What the plan needs of Compute Engine API quota (compute.googleapis.com, not the Cloud TPU API&apos;s) in %1, at its peak (source: %2):</source>
        <translation>Những gì kế hoạch cần từ hạn mức Compute Engine API (compute.googleapis.com, không phải của Cloud TPU API) tại %1, lúc cao điểm (nguồn: %2):</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>Cần</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Cho</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>boot disks of %1 (%2 GB per node)</source>
        <translation>đĩa khởi động của %1 (%2 GB mỗi nút)</translation>
    </message>
    <message>
        <source>Pools that consume a reservation (%1) need no TPU quota.</source>
        <translation>Các nhóm nút dùng một đặt chỗ (%1) không cần hạn mức TPU.</translation>
    </message>
    <message>
        <source>Autopilot chooses the nodes&apos; boot disks, so their disk quota is not counted here.</source>
        <translation>Autopilot tự chọn đĩa khởi động của các nút, nên hạn mức đĩa của chúng không được tính ở đây.</translation>
    </message>
    <message>
        <source>Pools on a calendar-mode reservation (%1) need no TPU quota: the request reserves their chips for its window (source: %2).</source>
        <translation>Các nhóm nút trên đặt trước ở chế độ lịch (%1) không cần hạn mức TPU: yêu cầu đặt trước chip của chúng cho khung thời gian (nguồn: %2).</translation>
    </message>
    <message>
        <source>name not published</source>
        <translation>tên chưa được công bố</translation>
    </message>
    <message>
        <source>TPU %1 chips, %2: %3</source>
        <translation>chip TPU %1, %2: %3</translation>
    </message>
    <message>
        <source>TPU quota names are those of the Quotas page of the Cloud console.</source>
        <translation>Tên hạn mức TPU là tên trên trang Hạn mức (Quotas) của Cloud console.</translation>
    </message>
    <message>
        <source>TPU quota names are those of the Quotas page of the Cloud console (source: %1).</source>
        <translation>Tên hạn mức TPU là tên trên trang Hạn mức (Quotas) của Cloud console (nguồn: %1).</translation>
    </message>
    <message>
        <source>Where a name is not published, no source the catalog trusts gives it: find the version&apos;s quota on that page.</source>
        <translation>Khi một tên chưa được công bố, không nguồn nào mà danh mục tin cậy nêu tên đó: hãy tìm hạn mức của phiên bản trên trang ấy.</translation>
    </message>
</context>
<context>
    <name>RefreshCommand</name>
    <message>
        <source>catalog refresh needs the gcloud listings to read</source>
        <translation>catalog refresh cần các danh sách gcloud để đọc</translation>
    </message>
    <message>
        <source>catalog refresh needs --out OVERLAY</source>
        <translation>catalog refresh cần --out OVERLAY</translation>
    </message>
</context>
<context>
    <name>ScalingRules</name>
    <message>
        <source>Multislice does not support %1; set slices to 1 or choose another TPU version</source>
        <translation>Multislice không hỗ trợ %1; hãy đặt slices thành 1 hoặc chọn phiên bản TPU khác</translation>
    </message>
    <message>
        <source>Multislice works only with multi-host slices, and topology %1 here is single-host (one node); set slices to 1, or choose a larger topology</source>
        <translation>Multislice chỉ hoạt động với slice nhiều máy chủ (multi-host), còn cấu trúc liên kết %1 ở đây là một máy chủ (một nút); hãy đặt slices thành 1 hoặc chọn cấu trúc liên kết lớn hơn</translation>
    </message>
    <message>
        <source>Multislice needs GKE %1 or later in this mode, but the cluster runs %2; raise cluster.version or set slices to 1</source>
        <translation>ở chế độ này, Multislice cần GKE %1 trở lên, nhưng cụm đang chạy %2; hãy nâng cluster.version hoặc đặt slices thành 1</translation>
    </message>
    <message>
        <source>a node count cannot be negative (%1); use 0 or more</source>
        <translation>số nút không được là số âm (%1); hãy dùng 0 trở lên</translation>
    </message>
    <message>
        <source>minNodes (%1) is larger than maxNodes (%2); lower minNodes or raise maxNodes</source>
        <translation>minNodes (%1) lớn hơn maxNodes (%2); hãy giảm minNodes hoặc tăng maxNodes</translation>
    </message>
    <message>
        <source>%1 autoscaling needs a control plane of at least %2, but the cluster runs %3; raise cluster.version or turn autoscaling off</source>
        <translation>tự động điều chỉnh quy mô %1 cần mặt phẳng điều khiển phiên bản %2 trở lên, nhưng cụm đang chạy %3; hãy nâng cluster.version hoặc tắt tự động điều chỉnh quy mô</translation>
    </message>
    <message>
        <source>multi-host TPU pools autoscale with the per-zone maxNodes; GKE rejects totalMaxNodes on them (&quot;Maximum node count 0 is not a valid size of TPU pod slice&quot;): replace totalMaxNodes with maxNodes: %1</source>
        <translation>các nhóm TPU multi-host tự động co giãn theo maxNodes cho từng vùng; GKE từ chối totalMaxNodes với chúng (&quot;Maximum node count 0 is not a valid size of TPU pod slice&quot;): hãy thay totalMaxNodes bằng maxNodes: %1</translation>
    </message>
    <message>
        <source>%1 autoscaling on GKE %2.%3 needs a control plane of at least %4, but the cluster runs %5; raise cluster.version or turn autoscaling off</source>
        <translation>tự động co giãn %1 trên GKE %2.%3 cần control plane tối thiểu %4, nhưng cụm đang chạy %5; hãy nâng cluster.version hoặc tắt tự động co giãn</translation>
    </message>
    <message numerus="yes">
        <source>the plan uses up to %n %1 chip(s) but the quota is %2; request more quota or shrink the pools</source>
        <translation>
            <numerusform>kế hoạch dùng tới %n chip %1 nhưng hạn mức là %2; hãy yêu cầu thêm hạn mức hoặc thu nhỏ các pool</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %1 slice has exactly %n node(s), so %2 cannot be reached; set it to %n</source>
        <translation>
            <numerusform>một slice %1 có đúng %n nút, nên không thể đạt %2; hãy đặt giá trị thành %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a multi-host %1 slice scales atomically: it has either 0 or all %n node(s), so %2 is not possible; use 0 or %n</source>
        <translation>
            <numerusform>slice nhiều máy chủ (multi-host) %1 co giãn nguyên khối: hoặc có 0 nút, hoặc có đủ cả %n nút, nên không thể dùng %2; hãy dùng 0 hoặc %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioFields</name>
    <message>
        <source>(no such pool)</source>
        <translation>(không có pool này)</translation>
    </message>
    <message>
        <source>(pool)</source>
        <translation>(có pool)</translation>
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
        <translation>size: chỉ cấu trúc liên kết này của --tpu (ví dụ 16x16).</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>cấu trúc liên kết</translation>
    </message>
    <message>
        <source>size: slices of --topology joined over DCN (default 1).</source>
        <translation>size: số slice của --topology nối qua DCN (mặc định 1).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>số lượng</translation>
    </message>
    <message>
        <source>size: model FLOPs utilization to assume, above 0 and at most 1 (default: per TPU version, from published runs).</source>
        <translation>size: mức sử dụng FLOP của mô hình giả định, lớn hơn 0 và tối đa 1 (mặc định: theo phiên bản TPU, từ các lần chạy đã công bố).</translation>
    </message>
    <message>
        <source>share</source>
        <translation>tỷ lệ</translation>
    </message>
    <message>
        <source>size: write the best candidate as a plan to this file (a new file, or an existing one with --force).</source>
        <translation>size: ghi ứng viên tốt nhất thành kế hoạch vào tệp này (tệp mới, hoặc tệp đã có khi dùng --force).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>tệp</translation>
    </message>
    <message>
        <source>Run &apos;%1 --help&apos; for usage.</source>
        <translation>Chạy &apos;%1 --help&apos; để xem cách dùng.</translation>
    </message>
    <message>
        <source>size needs exactly one workload file</source>
        <translation>size cần đúng một tệp khối lượng công việc</translation>
    </message>
    <message>
        <source>--topology needs --tpu</source>
        <translation>--topology cần --tpu</translation>
    </message>
    <message>
        <source>--slices must be a whole number from 1 to 1024, with --tpu and --topology</source>
        <translation>--slices phải là số nguyên từ 1 đến 1024, cùng với --tpu và --topology</translation>
    </message>
    <message>
        <source>--mfu must be above 0 and at most 1, not &apos;%1&apos;</source>
        <translation>--mfu phải lớn hơn 0 và tối đa 1, không phải &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>SizingMath</name>
    <message>
        <source>FSDP alone would be ICI-bound at %1 tokens per chip (needs %2): %3-way tensor parallelism added.</source>
        <translation>Chỉ dùng FSDP sẽ bị giới hạn bởi ICI ở %1 token mỗi chip (cần %2): đã thêm song song tensor %3 chiều.</translation>
    </message>
    <message>
        <source>The catalog has no ICI bandwidth for this version: the ICI bound is not checked.</source>
        <translation>Danh mục không có băng thông ICI cho phiên bản này: giới hạn ICI không được kiểm tra.</translation>
    </message>
    <message>
        <source>The catalog has no DCN bandwidth for this version: the DCN bound is not checked.</source>
        <translation>Danh mục không có băng thông DCN cho phiên bản này: giới hạn DCN không được kiểm tra.</translation>
    </message>
    <message>
        <source>No default MFU is known for this version: give --mfu for times.</source>
        <translation>Không có MFU mặc định cho phiên bản này: hãy cho --mfu để có thời gian.</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) of tensor parallelism exceed the limit of about %1 for this model: decode is ICI-bound; serve more replicas on smaller slices.</source>
        <translation>
            <numerusform>%n chip song song tensor vượt giới hạn khoảng %1 của mô hình này: giải mã bị giới hạn bởi ICI; hãy phục vụ nhiều bản sao hơn trên các slice nhỏ hơn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SizingReport</name>
    <message>
        <source>unknown</source>
        <translation>không rõ</translation>
    </message>
    <message>
        <source>%1: %2, %3 billion parameters</source>
        <translation>%1: %2, %3 tỷ tham số</translation>
    </message>
    <message>
        <source>, %1 training FLOPs per token</source>
        <translation>, %1 FLOP huấn luyện mỗi token</translation>
    </message>
    <message>
        <source>, %1 KiB of KV cache per token</source>
        <translation>, %1 KiB KV cache mỗi token</translation>
    </message>
    <message>
        <source>  #  slice                     chips  fit    GiB/chip  usable  bound    time/throughput      cost (on-demand)
</source>
        <translation>  #  slice                     chip   vừa    GiB/chip  khả dụng giới hạn thời gian/thông lượng chi phí (on-demand)
</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 ngày</translation>
    </message>
    <message>
        <source>? days</source>
        <translation>? ngày</translation>
    </message>
    <message>
        <source>%1 total</source>
        <translation>tổng %1</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>? tok/s</source>
        <translation>? token/s</translation>
    </message>
    <message>
        <source>%1 / month</source>
        <translation>%1 / tháng</translation>
    </message>
    <message numerus="yes">
        <source>  ... %n more (--format json lists them all)
</source>
        <translation>
            <numerusform>  ... thêm %n (--format json liệt kê tất cả)
</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: %1
</source>
        <translation>Lưu ý: %1
</translation>
    </message>
    <message>
        <source>fits</source>
        <comment>text table: the job fits the slice&apos;s memory</comment>
        <translation>vừa</translation>
    </message>
    <message>
        <source>tight</source>
        <comment>text table: the job barely fits the slice&apos;s memory</comment>
        <translation>sát</translation>
    </message>
    <message>
        <source>no</source>
        <comment>text table: the job does not fit the slice&apos;s memory</comment>
        <translation>không</translation>
    </message>
    <message>
        <source>compute</source>
        <comment>text table: what limits the speed</comment>
        <translation>tính toán</translation>
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
        <translation>Cảnh báo: %1
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
        <translation>TODO: %1; script tính nó là %2 (%3)</translation>
    </message>
    <message>
        <source>TODO: %1; not found in the script</source>
        <translation>TODO: %1; không tìm thấy trong script</translation>
    </message>
    <message>
        <source>TODO: the script&apos;s input_fn was not found; return a tf.data.Dataset of (features, labels).</source>
        <translation>TODO: không tìm thấy input_fn của script; hãy trả về một tf.data.Dataset gồm (features, labels).</translation>
    </message>
    <message>
        <source>Was the input_fn %1(params): TPUEstimator passed params[&apos;batch_size&apos;].</source>
        <translation>Trước đây là input_fn %1(params): TPUEstimator truyền params[&apos;batch_size&apos;].</translation>
    </message>
    <message>
        <source>TODO: port its tf.data pipeline; batch with batch_size and drop_remainder=True (static shapes on TPU).</source>
        <translation>TODO: chuyển pipeline tf.data của nó; gom lô bằng batch_size và drop_remainder=True (hình dạng tĩnh trên TPU).</translation>
    </message>
    <message>
        <source>TODO: no model_fn was found; build the Keras model here.</source>
        <translation>TODO: không tìm thấy model_fn; hãy dựng mô hình Keras tại đây.</translation>
    </message>
    <message>
        <source>Replaces the model_fn %1%2: its layers become a Keras model, its TRAIN/EVAL/PREDICT branches become fit/evaluate/predict.</source>
        <translation>Thay cho model_fn %1%2: các lớp của nó thành mô hình Keras, các nhánh TRAIN/EVAL/PREDICT thành fit/evaluate/predict.</translation>
    </message>
    <message>
        <source>TODO: rebuild the layers of %1 with tf.keras.layers (e.g. tf.keras.layers.Dense for tf.layers.Dense).</source>
        <translation>TODO: dựng lại các lớp của %1 bằng tf.keras.layers (ví dụ tf.keras.layers.Dense cho tf.layers.Dense).</translation>
    </message>
    <message>
        <source>TODO: the script split replicas over cores (num_cores_per_replica / input_partition_dims); that needs a DeviceAssignment or DTensor, by hand.</source>
        <translation>TODO: script chia bản sao trên nhiều lõi (num_cores_per_replica / input_partition_dims); việc này cần DeviceAssignment hoặc DTensor, làm thủ công.</translation>
    </message>
    <message>
        <source>No CrossShardOptimizer: Keras optimizers under TPUStrategy aggregate gradients across replicas.</source>
        <translation>Không cần CrossShardOptimizer: các optimizer Keras dưới TPUStrategy tự gộp gradient giữa các bản sao.</translation>
    </message>
    <message>
        <source>Was tf.train.%1.</source>
        <translation>Trước đây là tf.train.%1.</translation>
    </message>
    <message>
        <source>TODO: pass the script&apos;s momentum to SGD(momentum=...).</source>
        <translation>TODO: truyền momentum của script vào SGD(momentum=...).</translation>
    </message>
    <message>
        <source>TODO: the script&apos;s optimizer was not found; Adam is a placeholder.</source>
        <translation>TODO: không tìm thấy optimizer của script; Adam chỉ là tạm thời.</translation>
    </message>
    <message>
        <source>TODO: tf.train.%1 has no direct Keras counterpart; Adam is a placeholder.</source>
        <translation>TODO: tf.train.%1 không có tương đương Keras trực tiếp; Adam chỉ là tạm thời.</translation>
    </message>
    <message>
        <source>Was tf.losses.%1.</source>
        <translation>Trước đây là tf.losses.%1.</translation>
    </message>
    <message>
        <source>TODO: the script&apos;s loss was not found; pick a tf.keras.losses class.</source>
        <translation>TODO: không tìm thấy hàm mất mát của script; hãy chọn một lớp tf.keras.losses.</translation>
    </message>
    <message>
        <source>TODO: tf.losses.%1 has no direct Keras counterpart here; pick a tf.keras.losses class.</source>
        <translation>TODO: tf.losses.%1 không có tương đương Keras trực tiếp ở đây; hãy chọn một lớp tf.keras.losses.</translation>
    </message>
    <message>
        <source>Keras Model.fit: model, optimizer and metrics are created inside strategy.scope().</source>
        <translation>Keras Model.fit: mô hình, optimizer và metric được tạo bên trong strategy.scope().</translation>
    </message>
    <message>
        <source>TODO: warm start (scaffold_fn / warm_start_from): model.load_weights(path) or tf.train.Checkpoint(model=model).restore(path).</source>
        <translation>TODO: khởi động ấm (scaffold_fn / warm_start_from): model.load_weights(path) hoặc tf.train.Checkpoint(model=model).restore(path).</translation>
    </message>
    <message>
        <source>TODO: the metrics of %1 (eval_metrics) as tf.keras.metrics objects</source>
        <translation>TODO: các metric của %1 (eval_metrics) dưới dạng đối tượng tf.keras.metrics</translation>
    </message>
    <message>
        <source>Checkpoints, as RunConfig wrote them, and TensorBoard summaries (host_call).</source>
        <translation>Checkpoint, như RunConfig từng ghi, và tóm tắt TensorBoard (host_call).</translation>
    </message>
    <message>
        <source>TODO: the script&apos;s SessionRunHooks become Keras callbacks here.</source>
        <translation>TODO: các SessionRunHook của script trở thành callback Keras tại đây.</translation>
    </message>
    <message>
        <source>One epoch of TRAIN_STEPS steps, as train(steps=...) ran.</source>
        <translation>Một epoch gồm TRAIN_STEPS bước, như train(steps=...) đã chạy.</translation>
    </message>
    <message>
        <source>TODO: the script evaluated on CPU (eval_on_tpu=False); evaluate a model built outside strategy.scope() with the trained weights to keep that.</source>
        <translation>TODO: script đánh giá trên CPU (eval_on_tpu=False); để giữ như vậy, hãy đánh giá một mô hình dựng ngoài strategy.scope() với trọng số đã huấn luyện.</translation>
    </message>
    <message>
        <source>Was export_saved_model. TODO: give serving signatures (a tf.function with an input_signature).</source>
        <translation>Trước đây là export_saved_model. TODO: khai báo chữ ký phục vụ (một tf.function có input_signature).</translation>
    </message>
    <message>
        <source>A custom loop: strategy.run runs step_fn on every replica.</source>
        <translation>Vòng lặp tùy chỉnh: strategy.run chạy step_fn trên mọi bản sao.</translation>
    </message>
    <message>
        <source>The input function gets the per-replica batch, as params[&apos;batch_size&apos;] gave it under TPUEstimator.</source>
        <translation>Hàm đầu vào nhận lô theo từng bản sao, như params[&apos;batch_size&apos;] đã cung cấp dưới TPUEstimator.</translation>
    </message>
    <message>
        <source>TODO: match what the input function yields</source>
        <translation>TODO: khớp với những gì hàm đầu vào trả ra</translation>
    </message>
    <message>
        <source>Several steps per call, as iterations_per_loop ran them.</source>
        <translation>Nhiều bước mỗi lần gọi, như iterations_per_loop đã chạy.</translation>
    </message>
    <message>
        <source>TODO: warm start (scaffold_fn / warm_start_from): checkpoint.restore(path).</source>
        <translation>TODO: khởi động ấm (scaffold_fn / warm_start_from): checkpoint.restore(path).</translation>
    </message>
    <message>
        <source>TODO: host_call summaries: tf.summary.scalar under tf.summary.create_file_writer(MODEL_DIR).</source>
        <translation>TODO: tóm tắt host_call: tf.summary.scalar bên trong tf.summary.create_file_writer(MODEL_DIR).</translation>
    </message>
    <message>
        <source>use_tpu=False ran on CPU/GPU: there, use tf.distribute.get_strategy() (or MirroredStrategy) instead.</source>
        <translation>use_tpu=False chạy trên CPU/GPU: ở đó hãy dùng tf.distribute.get_strategy() (hoặc MirroredStrategy).</translation>
    </message>
    <message>
        <source>TODO: keep one of the two ways to train and delete the other.</source>
        <translation>TODO: giữ một trong hai cách huấn luyện và xóa cách còn lại.</translation>
    </message>
    <message>
        <source>TF2 skeleton for %1, written by tpu-plan migrate.</source>
        <translation>Khung TF2 cho %1, do tpu-plan migrate viết.</translation>
    </message>
    <message>
        <source>tf.distribute.TPUStrategy replaces TPUEstimator: train_with_fit() uses Keras Model.fit, train_with_custom_loop() a custom loop with strategy.run.</source>
        <translation>tf.distribute.TPUStrategy thay cho TPUEstimator: train_with_fit() dùng Keras Model.fit, train_with_custom_loop() dùng vòng lặp tùy chỉnh với strategy.run.</translation>
    </message>
    <message>
        <source>Each TODO marks a decision the script does not answer.</source>
        <translation>Mỗi TODO đánh dấu một quyết định mà script không trả lời.</translation>
    </message>
    <message>
        <source>Values from the script.</source>
        <translation>Các giá trị lấy từ script.</translation>
    </message>
    <message>
        <source>TPUClusterResolver(tpu=...): &apos;&apos; finds the TPU, &apos;local&apos; on a TPU VM</source>
        <translation>TPUClusterResolver(tpu=...): &apos;&apos; tìm TPU, &apos;local&apos; trên một VM TPU</translation>
    </message>
    <message>
        <source>train_batch_size, the global batch over all replicas</source>
        <translation>train_batch_size, lô toàn cục trên mọi bản sao</translation>
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
        <translation>iterations_per_loop, nay là Model.compile(steps_per_execution=...)</translation>
    </message>
    <message>
        <source>training steps</source>
        <translation>số bước huấn luyện</translation>
    </message>
    <message>
        <source>evaluation steps</source>
        <translation>số bước đánh giá</translation>
    </message>
    <message>
        <source>model_dir, where checkpoints and summaries go</source>
        <translation>model_dir, nơi lưu checkpoint và tóm tắt</translation>
    </message>
    <message>
        <source>export_saved_model&apos;s export_dir_base</source>
        <translation>export_dir_base của export_saved_model</translation>
    </message>
    <message>
        <source>the optimizer&apos;s learning rate</source>
        <translation>tốc độ học của optimizer</translation>
    </message>
    <message>
        <source>The resolver, connect and initialize sequence; it replaces RunConfig(cluster=...).</source>
        <translation>Trình tự resolver, connect và initialize; nó thay cho RunConfig(cluster=...).</translation>
    </message>
    <message>
        <source>%1 (%2, written %3 in Python 2)</source>
        <translation>%1 (%2, viết là %3 trong Python 2)</translation>
    </message>
</context>
<context>
    <name>SliceSearch</name>
    <message>
        <source>Misses the deadline of %1 days.</source>
        <translation>Trễ hạn chót %1 ngày.</translation>
    </message>
    <message>
        <source>Over the monthly budget of %1.</source>
        <translation>Vượt ngân sách hằng tháng %1.</translation>
    </message>
    <message>
        <source>The price is unknown: the budget cannot be checked.</source>
        <translation>Giá không rõ: không thể kiểm tra ngân sách.</translation>
    </message>
    <message>
        <source>Tight: more than %1% of the usable HBM; runtime reservations may not leave room.</source>
        <translation>Sát giới hạn: hơn %1% HBM khả dụng; phần runtime giữ lại có thể không còn chỗ.</translation>
    </message>
    <message>
        <source>%1 is not offered in %2.</source>
        <translation>%1 không được cung cấp ở %2.</translation>
    </message>
    <message>
        <source>%1 offers no topology %2 in %3 mode.</source>
        <translation>%1 không có cấu trúc liên kết %2 ở chế độ %3.</translation>
    </message>
    <message>
        <source>the catalog has no TPU version &apos;%1&apos;; it has: %2</source>
        <translation>danh mục không có phiên bản TPU &apos;%1&apos;; danh mục có: %2</translation>
    </message>
    <message>
        <source>No deadline given: the cheapest run comes first, however long it takes.</source>
        <translation>Không có hạn chót: lần chạy rẻ nhất đứng đầu, dù mất bao lâu.</translation>
    </message>
    <message>
        <source>Dense decoders only; no pipeline bubbles; FLOPs counted as MaxText counts them (causal attention).</source>
        <translation>Chỉ decoder dày đặc; không có bong bóng pipeline; FLOP được đếm như MaxText (attention nhân quả).</translation>
    </message>
    <message>
        <source>Sized by tpu-plan size from the model %1.</source>
        <translation>Được định cỡ bằng tpu-plan size từ mô hình %1.</translation>
    </message>
    <message numerus="yes">
        <source>Misses the deadline of %n day(s).</source>
        <translation>
            <numerusform>Trễ hạn chót %n ngày.</numerusform>
        </translation>
    </message>
    <message>
        <source>No slice fits: the closest, %1, needs %2 GiB per chip of its %3 GiB usable. The closest to fitting come first.</source>
        <translation>Không slice nào vừa: slice gần nhất, %1, cần %2 GiB mỗi chip trên %3 GiB khả dụng. Các slice gần vừa nhất xếp trước.</translation>
    </message>
    <message numerus="yes">
        <source>No slice that fits meets the deadline of %n day(s).</source>
        <translation>
            <numerusform>Không slice vừa nào kịp hạn chót %n ngày.</numerusform>
        </translation>
    </message>
    <message>
        <source>No slice that fits meets the deadline of %1 days.</source>
        <translation>Không slice vừa nào kịp hạn chót %1 ngày.</translation>
    </message>
    <message>
        <source>The fastest takes %1 days.</source>
        <translation>Slice nhanh nhất mất %1 ngày.</translation>
    </message>
    <message>
        <source>No slice that fits is within the monthly budget of %1.</source>
        <translation>Không slice vừa nào nằm trong ngân sách hằng tháng %1.</translation>
    </message>
</context>
<context>
    <name>SpecialFile</name>
    <message>
        <source>a folder</source>
        <translation>một thư mục</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>một ống có tên (FIFO)</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>một thiết bị ký tự</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>một thiết bị khối</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>một socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>một tệp đặc biệt</translation>
    </message>
    <message>
        <source>%1 (through a symbolic link)</source>
        <translation>%1 (qua một liên kết tượng trưng)</translation>
    </message>
</context>
<context>
    <name>SubSlicingRules</name>
    <message>
        <source>Kueue sub-slices %1 node pools of a Standard cluster (%2); Autopilot does not offer them</source>
        <translation>Kueue chia sub-slice các node pool %1 của cụm Standard (%2); Autopilot không hỗ trợ</translation>
    </message>
    <message>
        <source>Kueue sub-slices only %1 node pools, not %2; set machineType to %1</source>
        <translation>Kueue chỉ chia sub-slice các node pool %1, không phải %2; hãy đặt machineType thành %1</translation>
    </message>
    <message>
        <source>a sub-sliced pool is one of %1, not %2</source>
        <translation>pool chia sub-slice phải là một trong %1, không phải %2</translation>
    </message>
    <message numerus="yes">
        <source>the sub-slices take %n VM(s) together, but the pool has %1; add slices to the pool or drop a sub-slice</source>
        <translation>
            <numerusform>các sub-slice cộng lại chiếm %n VM, nhưng pool chỉ có %1; hãy thêm slice cho pool hoặc bỏ một sub-slice</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a 2D sub-slice shape such as 2x4</source>
        <translation>&apos;%1&apos; không phải hình dạng sub-slice 2D như 2x4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; never forms: Kueue forms %2 sub-slices of %3 only</source>
        <translation>&apos;%1&apos; không bao giờ hình thành: Kueue chỉ tạo sub-slice %2 dạng %3</translation>
    </message>
    <message>
        <source>a %1 sub-slice does not fit in the pool&apos;s %2 slice; pick a shape whose sides divide it</source>
        <translation>sub-slice %1 không vừa slice %2 của pool; hãy chọn hình dạng có các cạnh chia hết cho nó</translation>
    </message>
</context>
<context>
    <name>TerraformExporter</name>
    <message>
        <source>Node auto-provisioning: CPU and memory count every node, TPU VMs included; TPU limits are in chips.</source>
        <translation>Tự động cấp phát nút: CPU và bộ nhớ tính trên mọi nút, kể cả VM TPU; giới hạn TPU được tính bằng số chip.</translation>
    </message>
    <message>
        <source>%1: %2 x %3, topology %4%5</source>
        <translation>%1: %2 x %3, cấu trúc liên kết %4%5</translation>
    </message>
    <message>
        <source> (one multi-host slice)</source>
        <translation> (một slice nhiều máy chủ)</translation>
    </message>
    <message>
        <source>The autoscaler owns the node count after creation.</source>
        <translation>Sau khi tạo, autoscaler sẽ quản lý số nút.</translation>
    </message>
    <message>
        <source>Terraform for the TPU plan &quot;%1&quot;: the same cluster%2 as gcloud.sh.</source>
        <translation>Terraform cho kế hoạch TPU &quot;%1&quot;: cùng cụm%2 như trong gcloud.sh.</translation>
    </message>
    <message>
        <source> (Autopilot; the manifests request the TPU slices)</source>
        <translation> (Autopilot; manifest yêu cầu các slice TPU)</translation>
    </message>
    <message>
        <source> and node pools</source>
        <translation> và các nhóm nút</translation>
    </message>
    <message>
        <source>Generated by tpu-plan. Use this or gcloud.sh, not both:
  terraform init &amp;&amp; terraform apply -var project=my-project</source>
        <translation>Được tạo bởi tpu-plan. Hãy dùng tệp này hoặc gcloud.sh, không dùng cả hai:
  terraform init &amp;&amp; terraform apply -var project=my-project</translation>
    </message>
    <message>
        <source>The default pool is replaced by the system node pool below.</source>
        <translation>Nhóm nút mặc định được thay bằng nhóm nút hệ thống bên dưới.</translation>
    </message>
    <message>
        <source>Small non-TPU node pool for kube-system Pods: every Standard cluster needs one.</source>
        <translation>Nhóm nút nhỏ không dùng TPU cho các Pod kube-system: mọi cụm Standard đều cần một nhóm nút như vậy.</translation>
    </message>
    <message>
        <source>Workload policy for multi-host %1 pools of topology %2, used instead of compact placement. There is one per project, region and topology: import it if it already exists.</source>
        <translation>Chính sách khối lượng công việc cho các nhóm multi-host %1 có cấu trúc liên kết %2, dùng thay cho bố trí compact. Mỗi dự án, vùng và cấu trúc liên kết có một chính sách: hãy import nếu nó đã tồn tại.</translation>
    </message>
    <message>
        <source>The release channel (cluster.releaseChannel) upgrades the cluster from the minimum version above.</source>
        <translation>Kênh phát hành (cluster.releaseChannel) nâng cấp cluster từ phiên bản tối thiểu ở trên.</translation>
    </message>
    <message>
        <source>Workload Identity Federation for GKE, so the pods can be granted the data bucket.</source>
        <translation>Workload Identity Federation for GKE, để có thể cấp bucket dữ liệu cho các pod.</translation>
    </message>
    <message>
        <source>The workloads&apos; Kubernetes service account default/%1 (in the manifests) reads and writes the data bucket through Workload Identity.</source>
        <translation>Tài khoản dịch vụ Kubernetes default/%1 của các workload (trong manifest) đọc và ghi bucket dữ liệu qua Workload Identity.</translation>
    </message>
    <message>
        <source>GKE does not store the placement type of a workload policy.</source>
        <translation>GKE không lưu loại đặt chỗ của một chính sách khối lượng công việc.</translation>
    </message>
    <message>
        <source> (one block: the dynamic slices form inside it)</source>
        <translation> (một khối: các slice động hình thành bên trong nó)</translation>
    </message>
    <message>
        <source>Dynamic slicing (block pools): the Google provider has no argument for GKE&apos;s slice controller nor for a provision-only workload policy. Before terraform apply, create the workload policy %1 as gcloud.sh does (--accelerator-topology-mode=provision_only); after it, run: gcloud container clusters update %2 --location=LOCATION --enable-slice-controller</source>
        <translation>Slicing động (pool khối): provider Google không có đối số cho bộ điều khiển slice của GKE, cũng không có cho workload policy chỉ cấp phát. Trước terraform apply, hãy tạo workload policy %1 như gcloud.sh làm (--accelerator-topology-mode=provision_only); sau đó chạy: gcloud container clusters update %2 --location=LOCATION --enable-slice-controller</translation>
    </message>
</context>
<context>
    <name>TfApi</name>
    <message>
        <source>TPUEstimator ran the model_fn&apos;s training, evaluation and prediction on TPU; tf.estimator was removed in TF 2.16 (TF 2.15 is the last release with it, a bridge while porting)</source>
        <translation>TPUEstimator chạy huấn luyện, đánh giá và dự đoán của model_fn trên TPU; tf.estimator đã bị gỡ trong TF 2.16 (TF 2.15 là bản cuối còn nó, cầu nối trong lúc chuyển đổi)</translation>
    </message>
    <message>
        <source>Estimator drove training and evaluation through a model_fn; tf.estimator was removed in TF 2.16 (TF 2.15 is the last release with it)</source>
        <translation>Estimator điều khiển huấn luyện và đánh giá qua một model_fn; tf.estimator đã bị gỡ trong TF 2.16 (TF 2.15 là bản cuối còn nó)</translation>
    </message>
    <message>
        <source>%1 is part of tf.estimator, which TF 2.16 removed (TF 2.15 is the last release with it)</source>
        <translation>%1 thuộc tf.estimator, đã bị gỡ trong TF 2.16 (TF 2.15 là bản cuối còn nó)</translation>
    </message>
    <message>
        <source>imports %1: tf.estimator was removed in TF 2.16, so this import fails there (TF 2.15 is the last release with it)</source>
        <translation>import %1: tf.estimator đã bị gỡ trong TF 2.16, nên lệnh import này thất bại ở đó (TF 2.15 là bản cuối còn nó)</translation>
    </message>
    <message>
        <source>RunConfig held the TPU cluster, model_dir, checkpoint frequency and the TPUConfig</source>
        <translation>RunConfig chứa cụm TPU, model_dir, tần suất checkpoint và TPUConfig</translation>
    </message>
    <message>
        <source>TPUConfig set how TPUEstimator looped on the TPU (iterations_per_loop, num_shards, input pipeline)</source>
        <translation>TPUConfig quy định cách TPUEstimator lặp trên TPU (iterations_per_loop, num_shards, pipeline đầu vào)</translation>
    </message>
    <message>
        <source>iterations_per_loop=%1: TPUEstimator ran that many steps on the TPU per round trip to the host</source>
        <translation>iterations_per_loop=%1: TPUEstimator chạy chừng ấy bước trên TPU cho mỗi lượt đi về máy chủ</translation>
    </message>
    <message>
        <source>num_shards=%1 fixed how many TPU cores (replicas) TPUEstimator used</source>
        <translation>num_shards=%1 cố định số lõi TPU (bản sao) mà TPUEstimator dùng</translation>
    </message>
    <message>
        <source>%1 split one replica over several TPU cores (model or spatial parallelism)</source>
        <translation>%1 chia một bản sao trên nhiều lõi TPU (song song mô hình hoặc không gian)</translation>
    </message>
    <message>
        <source>%1 chose how TPUEstimator fed each host&apos;s input pipeline</source>
        <translation>%1 chọn cách TPUEstimator cấp dữ liệu cho pipeline đầu vào của từng máy chủ</translation>
    </message>
    <message>
        <source>TPUClusterResolver found the TPU; TPUEstimator took it through RunConfig(cluster=...)</source>
        <translation>TPUClusterResolver tìm TPU; TPUEstimator nhận nó qua RunConfig(cluster=...)</translation>
    </message>
    <message>
        <source>COLAB_TPU_ADDR held the gRPC address of a Colab TPU Node</source>
        <translation>COLAB_TPU_ADDR chứa địa chỉ gRPC của một TPU Node trên Colab</translation>
    </message>
    <message>
        <source>%1 initialised or shut down the TPU system from a TF1 session</source>
        <translation>%1 khởi tạo hoặc tắt hệ thống TPU từ một phiên TF1</translation>
    </message>
    <message>
        <source>%1 compiled a TF1 graph computation for the TPU cores</source>
        <translation>%1 biên dịch một phép tính đồ thị TF1 cho các lõi TPU</translation>
    </message>
    <message>
        <source>%1(features, labels, mode, params) is a model_fn: it built the graph once per mode (TRAIN, EVAL, PREDICT) for the Estimator</source>
        <translation>%1(features, labels, mode, params) là một model_fn: nó dựng đồ thị một lần cho mỗi chế độ (TRAIN, EVAL, PREDICT) cho Estimator</translation>
    </message>
    <message>
        <source>%1 returned the loss, train_op, metrics and predictions of one mode</source>
        <translation>%1 trả về loss, train_op, metric và dự đoán của một chế độ</translation>
    </message>
    <message>
        <source>%1 selected a mode branch of the model_fn</source>
        <translation>%1 chọn một nhánh chế độ của model_fn</translation>
    </message>
    <message>
        <source>params[&apos;batch_size&apos;] is the batch TPUEstimator gave the input_fn: per core (or per host), train_batch_size divided by the shards</source>
        <translation>params[&apos;batch_size&apos;] là lô mà TPUEstimator đưa cho input_fn: mỗi lõi (hoặc mỗi máy chủ), bằng train_batch_size chia cho số shard</translation>
    </message>
    <message>
        <source>params[&apos;batch_size&apos;] in %1 is the batch TPUEstimator gave the input_fn: per core (or per host), train_batch_size divided by the shards</source>
        <translation>params[&apos;batch_size&apos;] trong %1 là lô mà TPUEstimator đưa cho input_fn: mỗi lõi (hoặc mỗi máy chủ), bằng train_batch_size chia cho số shard</translation>
    </message>
    <message>
        <source>%1 is an input_fn: the Estimator called it with params and used the dataset it returned</source>
        <translation>%1 là một input_fn: Estimator gọi nó với params và dùng dataset nó trả về</translation>
    </message>
    <message>
        <source>Dataset.batch without drop_remainder=True leaves a smaller last batch, a dynamic shape the TPU compiles again or pads</source>
        <translation>Dataset.batch không có drop_remainder=True để lại lô cuối nhỏ hơn, một hình dạng động mà TPU phải biên dịch lại hoặc đệm thêm</translation>
    </message>
    <message>
        <source>train_batch_size=%1 is the global batch over all TPU cores</source>
        <translation>train_batch_size=%1 là lô toàn cục trên mọi lõi TPU</translation>
    </message>
    <message>
        <source>CrossShardOptimizer summed the gradients across the TPU cores</source>
        <translation>CrossShardOptimizer cộng gradient giữa các lõi TPU</translation>
    </message>
    <message>
        <source>%1 ran summary ops on the host CPU beside the TPU steps</source>
        <translation>%1 chạy các op tóm tắt trên CPU máy chủ bên cạnh các bước TPU</translation>
    </message>
    <message>
        <source>%1 is a TF1 summary op, written by a session or a host_call</source>
        <translation>%1 là op tóm tắt TF1, được ghi bởi một phiên hoặc host_call</translation>
    </message>
    <message>
        <source>%1 computed the evaluation metrics with TF1 metric ops (on the CPU for TPUEstimator)</source>
        <translation>%1 tính các metric đánh giá bằng op metric TF1 (trên CPU với TPUEstimator)</translation>
    </message>
    <message>
        <source>%1 is a TF1 streaming metric (a value and an update_op)</source>
        <translation>%1 là metric streaming TF1 (một giá trị và một update_op)</translation>
    </message>
    <message>
        <source>%1 restored or initialised variables (e.g. from an init checkpoint) before training</source>
        <translation>%1 khôi phục hoặc khởi tạo biến trước khi huấn luyện (ví dụ từ một checkpoint ban đầu)</translation>
    </message>
    <message>
        <source>%1 warm-started variables from a checkpoint</source>
        <translation>%1 khởi động ấm các biến từ một checkpoint</translation>
    </message>
    <message>
        <source>%1: SessionRunHooks ran around the session steps (logging, stopping, checkpoints)</source>
        <translation>%1: SessionRunHook chạy quanh các bước của phiên (ghi log, dừng, checkpoint)</translation>
    </message>
    <message>
        <source>%1 trained from an input_fn for steps or max_steps</source>
        <translation>%1 huấn luyện từ một input_fn trong steps hoặc max_steps bước</translation>
    </message>
    <message>
        <source>%1 evaluated from an input_fn</source>
        <translation>%1 đánh giá từ một input_fn</translation>
    </message>
    <message>
        <source>%1 predicted from an input_fn</source>
        <translation>%1 dự đoán từ một input_fn</translation>
    </message>
    <message>
        <source>%1 alternated training and evaluation</source>
        <translation>%1 xen kẽ huấn luyện và đánh giá</translation>
    </message>
    <message>
        <source>%1 exported a SavedModel for serving through a serving_input_receiver_fn</source>
        <translation>%1 xuất một SavedModel để phục vụ qua serving_input_receiver_fn</translation>
    </message>
    <message>
        <source>%1 described the serving inputs or outputs of an Estimator export</source>
        <translation>%1 mô tả đầu vào hoặc đầu ra phục vụ của một bản xuất Estimator</translation>
    </message>
    <message>
        <source>use_tpu=%1 switched the Estimator between TPU and CPU/GPU</source>
        <translation>use_tpu=%1 chuyển Estimator giữa TPU và CPU/GPU</translation>
    </message>
    <message>
        <source>eval_on_tpu=%1 chose where TPUEstimator evaluated</source>
        <translation>eval_on_tpu=%1 chọn nơi TPUEstimator đánh giá</translation>
    </message>
    <message>
        <source>%1 set up TPU embedding tables</source>
        <translation>%1 thiết lập các bảng embedding TPU</translation>
    </message>
    <message>
        <source>imports %1, TensorFlow&apos;s TF1 API</source>
        <translation>import %1, API TF1 của TensorFlow</translation>
    </message>
    <message>
        <source>%1 goes through tf.compat.v1, the TF1 API</source>
        <translation>%1 đi qua tf.compat.v1, API TF1</translation>
    </message>
    <message>
        <source>%1 turned TF2 behaviour (eager execution) off</source>
        <translation>%1 tắt hành vi TF2 (thực thi eager)</translation>
    </message>
    <message>
        <source>%1 is in tf.contrib, which TF2 does not have</source>
        <translation>%1 nằm trong tf.contrib, thứ TF2 không có</translation>
    </message>
    <message>
        <source>%1 ran a TF1 graph in a session</source>
        <translation>%1 chạy một đồ thị TF1 trong một phiên</translation>
    </message>
    <message>
        <source>%1 is TF1 graph-mode API (placeholders, collections, variable scopes, initializers, Saver, queues)</source>
        <translation>%1 là API đồ thị TF1 (placeholder, collection, variable scope, initializer, Saver, hàng đợi)</translation>
    </message>
    <message>
        <source>%1 is a TF1 optimizer</source>
        <translation>%1 là một optimizer TF1</translation>
    </message>
    <message>
        <source>%1 is a TF1 layer</source>
        <translation>%1 là một lớp TF1</translation>
    </message>
    <message>
        <source>%1 is a TF1 loss function</source>
        <translation>%1 là một hàm mất mát TF1</translation>
    </message>
    <message>
        <source>%1 counted the steps in the TF1 graph</source>
        <translation>%1 đếm số bước trong đồ thị TF1</translation>
    </message>
    <message>
        <source>%1 is TF1&apos;s application and flags wrapper</source>
        <translation>%1 là lớp bọc ứng dụng và cờ của TF1</translation>
    </message>
    <message>
        <source>%1 is TF1&apos;s logging module</source>
        <translation>%1 là mô-đun ghi log của TF1</translation>
    </message>
    <message>
        <source>tf.distribute.TPUStrategy + Keras Model.fit: build, compile and create metrics and optimizer inside strategy.scope(); or a custom loop with strategy.run</source>
        <translation>tf.distribute.TPUStrategy + Keras Model.fit: dựng, compile và tạo metric cùng optimizer bên trong strategy.scope(); hoặc vòng lặp tùy chỉnh với strategy.run</translation>
    </message>
    <message>
        <source>a Keras model with Model.fit/evaluate/predict under a tf.distribute strategy (TPUStrategy on TPU)</source>
        <translation>một mô hình Keras với Model.fit/evaluate/predict dưới một chiến lược tf.distribute (TPUStrategy trên TPU)</translation>
    </message>
    <message>
        <source>import tensorflow as tf; Keras with tf.distribute.TPUStrategy</source>
        <translation>import tensorflow as tf; Keras với tf.distribute.TPUStrategy</translation>
    </message>
    <message>
        <source>the resolver and TPUStrategy replace cluster; tf.keras.callbacks.ModelCheckpoint or tf.train.CheckpointManager save checkpoints; tf.keras.callbacks.BackupAndRestore for fault tolerance</source>
        <translation>resolver và TPUStrategy thay cho cluster; tf.keras.callbacks.ModelCheckpoint hoặc tf.train.CheckpointManager lưu checkpoint; tf.keras.callbacks.BackupAndRestore để chịu lỗi</translation>
    </message>
    <message>
        <source>Model.compile(..., steps_per_execution=N); in a custom loop, several steps inside one tf.function</source>
        <translation>Model.compile(..., steps_per_execution=N); trong vòng lặp tùy chỉnh, nhiều bước bên trong một tf.function</translation>
    </message>
    <message>
        <source>read strategy.num_replicas_in_sync (TPUStrategy uses every core of the slice); do not set it</source>
        <translation>đọc strategy.num_replicas_in_sync (TPUStrategy dùng mọi lõi của slice); không đặt giá trị này</translation>
    </message>
    <message>
        <source>tf.tpu.experimental.DeviceAssignment with TPUStrategy(resolver, experimental_device_assignment=...), or DTensor: a manual port with no 1:1 mapping</source>
        <translation>tf.tpu.experimental.DeviceAssignment với TPUStrategy(resolver, experimental_device_assignment=...), hoặc DTensor: chuyển đổi thủ công, không có ánh xạ 1:1</translation>
    </message>
    <message>
        <source>strategy.distribute_datasets_from_function(fn), fn batching with input_context.get_per_replica_batch_size(global_batch)</source>
        <translation>strategy.distribute_datasets_from_function(fn), fn gom lô bằng input_context.get_per_replica_batch_size(global_batch)</translation>
    </message>
    <message>
        <source>tf.distribute.cluster_resolver.TPUClusterResolver(tpu=&apos;&apos;) (&apos;local&apos; on a TPU VM), then tf.config.experimental_connect_to_cluster(resolver), tf.tpu.experimental.initialize_tpu_system(resolver) and tf.distribute.TPUStrategy(resolver); v6e or older: TPU7x (Ironwood) does not support TensorFlow</source>
        <translation>tf.distribute.cluster_resolver.TPUClusterResolver(tpu=&apos;&apos;) (&apos;local&apos; trên VM TPU), rồi tf.config.experimental_connect_to_cluster(resolver), tf.tpu.experimental.initialize_tpu_system(resolver) và tf.distribute.TPUStrategy(resolver); v6e trở về trước: TPU7x (Ironwood) không hỗ trợ TensorFlow</translation>
    </message>
    <message>
        <source>TPUClusterResolver(tpu=&apos;local&apos;) on Colab&apos;s TPU VMs, which have no COLAB_TPU_ADDR</source>
        <translation>TPUClusterResolver(tpu=&apos;local&apos;) trên các VM TPU của Colab, vốn không có COLAB_TPU_ADDR</translation>
    </message>
    <message>
        <source>tf.config.experimental_connect_to_cluster(resolver) and tf.tpu.experimental.initialize_tpu_system(resolver)</source>
        <translation>tf.config.experimental_connect_to_cluster(resolver) và tf.tpu.experimental.initialize_tpu_system(resolver)</translation>
    </message>
    <message>
        <source>strategy.run(step_fn, args=...) inside a @tf.function</source>
        <translation>strategy.run(step_fn, args=...) bên trong một @tf.function</translation>
    </message>
    <message>
        <source>a Keras Model: the layers go into the model and TRAIN/EVAL/PREDICT become fit/evaluate/predict (or train_step/test_step overrides); or a custom loop with strategy.run(step_fn) inside @tf.function</source>
        <translation>một mô hình Keras: các lớp đưa vào mô hình và TRAIN/EVAL/PREDICT thành fit/evaluate/predict (hoặc ghi đè train_step/test_step); hoặc vòng lặp tùy chỉnh với strategy.run(step_fn) trong @tf.function</translation>
    </message>
    <message>
        <source>Model.compile(optimizer, loss, metrics, steps_per_execution=N); predictions come from Model.predict</source>
        <translation>Model.compile(optimizer, loss, metrics, steps_per_execution=N); dự đoán lấy từ Model.predict</translation>
    </message>
    <message>
        <source>no modes: fit trains, evaluate evaluates, predict predicts (or train_step/test_step/predict_step)</source>
        <translation>không còn chế độ: fit huấn luyện, evaluate đánh giá, predict dự đoán (hoặc train_step/test_step/predict_step)</translation>
    </message>
    <message>
        <source>a tf.data.Dataset batched with the global batch and .batch(B, drop_remainder=True), passed to fit; or strategy.distribute_datasets_from_function with input_context.get_per_replica_batch_size(B)</source>
        <translation>một tf.data.Dataset gom lô theo lô toàn cục và .batch(B, drop_remainder=True), truyền cho fit; hoặc strategy.distribute_datasets_from_function với input_context.get_per_replica_batch_size(B)</translation>
    </message>
    <message>
        <source>.batch(batch_size, drop_remainder=True): static shapes on TPU</source>
        <translation>.batch(batch_size, drop_remainder=True): hình dạng tĩnh trên TPU</translation>
    </message>
    <message>
        <source>batch the dataset with the global batch; per replica it is global / strategy.num_replicas_in_sync</source>
        <translation>gom lô dataset theo lô toàn cục; mỗi bản sao nhận lô toàn cục / strategy.num_replicas_in_sync</translation>
    </message>
    <message>
        <source>remove it: Keras optimizers under TPUStrategy aggregate across replicas; in a custom loop scale the loss with tf.nn.compute_average_loss(..., global_batch_size=B)</source>
        <translation>bỏ nó: các optimizer Keras dưới TPUStrategy tự gộp giữa các bản sao; trong vòng lặp tùy chỉnh hãy chia tỷ lệ loss bằng tf.nn.compute_average_loss(..., global_batch_size=B)</translation>
    </message>
    <message>
        <source>tf.keras.callbacks.TensorBoard, or tf.summary.create_file_writer with tf.summary.scalar inside the step</source>
        <translation>tf.keras.callbacks.TensorBoard, hoặc tf.summary.create_file_writer với tf.summary.scalar bên trong bước</translation>
    </message>
    <message>
        <source>tf.keras.metrics objects in compile(metrics=[...]), or updated with update_state in test_step</source>
        <translation>đối tượng tf.keras.metrics trong compile(metrics=[...]), hoặc cập nhật bằng update_state trong test_step</translation>
    </message>
    <message>
        <source>tf.train.Checkpoint(model=model).restore(path) or model.load_weights(path) inside strategy.scope() before fit</source>
        <translation>tf.train.Checkpoint(model=model).restore(path) hoặc model.load_weights(path) bên trong strategy.scope() trước fit</translation>
    </message>
    <message>
        <source>Keras callbacks (tf.keras.callbacks.Callback, ModelCheckpoint, TensorBoard) or code in the custom loop</source>
        <translation>callback Keras (tf.keras.callbacks.Callback, ModelCheckpoint, TensorBoard) hoặc mã trong vòng lặp tùy chỉnh</translation>
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
        <translation>model.save(path) hoặc tf.saved_model.save(model, path, signatures=...) với chữ ký đầu vào tf.function (Keras 3: model.export(path))</translation>
    </message>
    <message>
        <source>choose the strategy: TPUStrategy on TPU, tf.distribute.get_strategy() or MirroredStrategy elsewhere; the model code stays the same</source>
        <translation>chọn chiến lược: TPUStrategy trên TPU, nơi khác dùng tf.distribute.get_strategy() hoặc MirroredStrategy; mã mô hình giữ nguyên</translation>
    </message>
    <message>
        <source>model.evaluate under the strategy; to evaluate on CPU, build the model outside strategy.scope() and load the checkpoint</source>
        <translation>model.evaluate dưới chiến lược; để đánh giá trên CPU, hãy dựng mô hình ngoài strategy.scope() và nạp checkpoint</translation>
    </message>
    <message>
        <source>tf.tpu.experimental.embedding.TPUEmbedding (see the tpu_embedding migration guide)</source>
        <translation>tf.tpu.experimental.embedding.TPUEmbedding (xem hướng dẫn chuyển đổi tpu_embedding)</translation>
    </message>
    <message>
        <source>import tensorflow as tf and the TF2 API: eager by default, Keras and tf.function</source>
        <translation>import tensorflow as tf và API TF2: mặc định eager, Keras và tf.function</translation>
    </message>
    <message>
        <source>remove it: TF2 runs eagerly and tf.function compiles the steps</source>
        <translation>bỏ nó: TF2 chạy eager và tf.function biên dịch các bước</translation>
    </message>
    <message>
        <source>the core TF2 API, Keras or an add-on library</source>
        <translation>API lõi của TF2, Keras hoặc một thư viện bổ sung</translation>
    </message>
    <message>
        <source>eager execution and tf.function; no sessions</source>
        <translation>thực thi eager và tf.function; không còn phiên</translation>
    </message>
    <message>
        <source>eager code: tf.Variable and Keras layers, tf.data, tf.train.Checkpoint; no placeholders or initializers</source>
        <translation>mã eager: tf.Variable và lớp Keras, tf.data, tf.train.Checkpoint; không có placeholder hay initializer</translation>
    </message>
    <message>
        <source>the tf.keras.optimizers counterpart (AdagradOptimizer -&gt; tf.keras.optimizers.Adagrad), created inside strategy.scope()</source>
        <translation>tương đương trong tf.keras.optimizers (AdagradOptimizer -&gt; tf.keras.optimizers.Adagrad), tạo bên trong strategy.scope()</translation>
    </message>
    <message>
        <source>tf.keras.layers (e.g. tf.keras.layers.Dense)</source>
        <translation>tf.keras.layers (ví dụ tf.keras.layers.Dense)</translation>
    </message>
    <message>
        <source>a tf.keras.losses loss (or its name, e.g. &quot;mse&quot;) in compile; in a custom loop per-example losses averaged with tf.nn.compute_average_loss</source>
        <translation>một hàm mất mát tf.keras.losses (hoặc tên của nó, ví dụ &quot;mse&quot;) trong compile; trong vòng lặp tùy chỉnh, loss theo từng mẫu lấy trung bình bằng tf.nn.compute_average_loss</translation>
    </message>
    <message>
        <source>optimizer.iterations</source>
        <translation>optimizer.iterations</translation>
    </message>
    <message>
        <source>absl.app.run and absl.flags</source>
        <translation>absl.app.run và absl.flags</translation>
    </message>
    <message>
        <source>absl.logging or tf.get_logger()</source>
        <translation>absl.logging hoặc tf.get_logger()</translation>
    </message>
    <message>
        <source>tf.estimator was removed in TF 2.16: the script runs unchanged only on TF 2.15 or earlier, a bridge while porting; TF 2.16 also makes Keras 3 the default (for Keras 2: pip install tf-keras~=2.16 and TF_USE_LEGACY_KERAS=1)</source>
        <translation>tf.estimator đã bị gỡ trong TF 2.16: script chỉ chạy nguyên trạng trên TF 2.15 trở về trước, một cầu nối khi chuyển đổi; TF 2.16 cũng đặt Keras 3 làm mặc định (với Keras 2: pip install tf-keras~=2.16 và TF_USE_LEGACY_KERAS=1)</translation>
    </message>
    <message>
        <source>TPU7x (Ironwood) does not support TensorFlow: the TF2 port runs on v6e or older TPUs; on TPU7x use JAX or PyTorch</source>
        <translation>TPU7x (Ironwood) không hỗ trợ TensorFlow: bản chuyển TF2 chạy trên v6e hoặc TPU cũ hơn; trên TPU7x hãy dùng JAX hoặc PyTorch</translation>
    </message>
</context>
<context>
    <name>TfApiTables</name>
    <message>
        <source>source &apos;%1&apos; is not declared under &apos;sources&apos;</source>
        <translation>nguồn &apos;%1&apos; chưa được khai báo trong &apos;sources&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of TF1 construct</source>
        <translation>&apos;%1&apos; không phải là một loại cấu trúc TF1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>&apos;%1&apos; được liệt kê hai lần</translation>
    </message>
    <message>
        <source>must be a name</source>
        <translation>phải là một tên</translation>
    </message>
</context>
<context>
    <name>Topology</name>
    <message>
        <source>&apos;%1&apos; is not a topology; write AxB (2D, e.g. 2x4) or AxBxC (3D, e.g. 4x4x8) with positive whole numbers</source>
        <translation>&apos;%1&apos; không phải là cấu trúc liên kết; hãy viết AxB (2D, ví dụ 2x4) hoặc AxBxC (3D, ví dụ 4x4x8) với các số nguyên dương</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a topology: &apos;%2&apos; is not a positive whole number; write AxB or AxBxC, e.g. 4x4x8</source>
        <translation>&apos;%1&apos; không phải là cấu trúc liên kết: &apos;%2&apos; không phải là số nguyên dương; hãy viết AxB hoặc AxBxC, ví dụ 4x4x8</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a topology: %2 chips along one axis is more than any TPU pod has (at most %3)</source>
        <translation>&apos;%1&apos; không phải là cấu trúc liên kết: %2 chip trên một trục là nhiều hơn bất kỳ Pod TPU nào có (tối đa %3)</translation>
    </message>
</context>
<context>
    <name>TopologyRules</name>
    <message>
        <source>every dimension must be a multiple of %1 (%2 is not)</source>
        <translation>mọi chiều phải là bội số của %1 (%2 thì không)</translation>
    </message>
    <message>
        <source>dimensions must not decrease, A &lt;= B &lt;= C (write %1)</source>
        <translation>các chiều không được giảm dần, A &lt;= B &lt;= C (hãy viết %1)</translation>
    </message>
    <message>
        <source>%1 slices are 3D tori: write the topology as AxBxC (e.g. 2x2x1 or 4x4x4), not %2</source>
        <translation>slice %1 có dạng torus 3D: hãy viết cấu trúc liên kết theo dạng AxBxC (ví dụ 2x2x1 hoặc 4x4x4), không phải %2</translation>
    </message>
    <message>
        <source>%1 slices are 2D: write the topology as AxB (e.g. 2x4 or 16x16), not %2</source>
        <translation>slice %1 là 2D: hãy viết cấu trúc liên kết theo dạng AxB (ví dụ 2x4 hoặc 16x16), không phải %2</translation>
    </message>
    <message>
        <source>%1 is not a valid custom %2 topology: %3</source>
        <translation>%1 không phải là cấu trúc liên kết %2 tùy chỉnh hợp lệ: %3</translation>
    </message>
    <message>
        <source>%1 does not support topology %2; choose one of: %3.%4</source>
        <translation>%1 không hỗ trợ cấu trúc liên kết %2; hãy chọn một trong: %3.%4</translation>
    </message>
    <message>
        <source> or </source>
        <translation> hoặc </translation>
    </message>
    <message>
        <source>%1 does not fit inside %2, the largest custom topology the catalog accepts (its limit, from %3: sides compared in sorted order)</source>
        <translation>%1 không vừa trong %2, cấu trúc liên kết tùy chỉnh lớn nhất mà danh mục chấp nhận (giới hạn của nó, theo %3: các cạnh được so theo thứ tự đã sắp xếp)</translation>
    </message>
    <message>
        <source>with %1 and topology %2 each pod must request %3 TPU chips; no TPU VM holds more than %4, so a pod of %5 cannot be placed</source>
        <translation>với %1 và cấu trúc liên kết %2, mỗi pod phải yêu cầu %3 chip TPU; không VM TPU nào chứa quá %4, nên không thể đặt một pod %5</translation>
    </message>
    <message>
        <source>with %1 and topology %2 each pod must request all TPU chips of one of its VMs: %3; %4 is not one of those</source>
        <translation>với %1 và cấu trúc liên kết %2, mỗi pod phải yêu cầu toàn bộ chip TPU của một VM của nó: %3; %4 không nằm trong số đó</translation>
    </message>
    <message numerus="yes">
        <source>a serving Deployment runs one server per pod: %n containers would listen on one port. Remove containersPerPod or make the workload a Job or JobSet</source>
        <translation>
            <numerusform>một Deployment phục vụ chạy một máy chủ mỗi pod: %n container sẽ lắng nghe trên cùng một cổng. Hãy bỏ containersPerPod hoặc đổi khối lượng công việc thành Job hay JobSet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the catalog does not know the NUMA nodes of %1, so %n containers per pod cannot be checked against them</source>
        <translation>
            <numerusform>danh mục không biết số nút NUMA của %1, nên không thể đối chiếu %n container mỗi pod với chúng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %1 VM has %n NUMA node(s) and each container belongs on one of them: set containersPerPod to %n or less</source>
        <translation>
            <numerusform>một máy ảo %1 có %n nút NUMA và mỗi container thuộc về một nút: hãy đặt containersPerPod bằng %n hoặc nhỏ hơn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each pod has %1 TPU chips, which %n containers cannot share equally; choose a number that divides %1</source>
        <translation>
            <numerusform>mỗi pod có %1 chip TPU, %n container không thể chia đều; hãy chọn một số chia hết %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 recommends one container per NUMA node (source: %2): a %3 VM has %n NUMA nodes, so set containersPerPod to %n and each container gets the CPU, memory and chips of its own node</source>
        <translation>
            <numerusform>%1 khuyến nghị mỗi nút NUMA một container (nguồn: %2): một máy ảo %3 có %n nút NUMA, vậy hãy đặt containersPerPod là %n để mỗi container nhận CPU, bộ nhớ và chip của chính nút mình</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n chip(s), more than the %2 the catalog accepts in one slice (its limit, from %3)</source>
        <translation>
            <numerusform>%1 có %n chip, nhiều hơn %2 mà danh mục chấp nhận trong một slice (giới hạn của nó, theo %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> Custom topologies need more than %n chip(s).</source>
        <translation>
            <numerusform> Cấu trúc liên kết tùy chỉnh cần nhiều hơn %n chip.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>topology %1 has %n chip(s), which is not a whole number of %2-chip %3 VMs; pick a topology listed for %3</source>
        <translation>
            <numerusform>cấu trúc liên kết %1 có %n chip, không chia hết thành các VM %3 có %2 chip; hãy chọn một cấu trúc liên kết được liệt kê cho %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pods on %1 must request all %n TPU chip(s) of their node (GKE cannot share a node&apos;s chips); set tpuChipsPerPod to %n or remove it</source>
        <translation>
            <numerusform>Pod trên %1 phải yêu cầu toàn bộ %n chip TPU của nút (GKE không thể chia sẻ chip của một nút); hãy đặt tpuChipsPerPod thành %n hoặc xóa trường này</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TorusGraph</name>
    <message>
        <source>The plan has no pool %1.</source>
        <translation>Kế hoạch không có nhóm nút thứ %1.</translation>
    </message>
    <message>
        <source>Pool %1: the TPU version &apos;%2&apos; is not in the catalog.</source>
        <translation>Nhóm nút %1: phiên bản TPU &apos;%2&apos; không có trong danh mục.</translation>
    </message>
    <message>
        <source>Pool %1: &apos;%2&apos; is not a topology.</source>
        <translation>Nhóm nút %1: &apos;%2&apos; không phải là cấu trúc liên kết.</translation>
    </message>
    <message>
        <source>Pool %1: %2 is a %3D version but the topology %4 has %5 dimensions.</source>
        <translation>Nhóm nút %1: %2 là phiên bản %3D nhưng cấu trúc liên kết %4 có %5 chiều.</translation>
    </message>
    <message>
        <source>Pool %1: the chips per node are unknown (is the machine type &apos;%2&apos; a %3 machine type?).</source>
        <translation>Nhóm nút %1: không rõ số chip mỗi nút (loại máy &apos;%2&apos; có phải là loại máy %3 không?).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TPU version of the catalog.</source>
        <translation>&apos;%1&apos; không phải là phiên bản TPU trong danh mục.</translation>
    </message>
    <message>
        <source>%1 is %2D; the topology %3 is not.</source>
        <translation>%1 là %2D; cấu trúc liên kết %3 thì không.</translation>
    </message>
    <message>
        <source>The topology %1 does not match a %2D TPU version.</source>
        <translation>Cấu trúc liên kết %1 không khớp với phiên bản TPU %2D nào.</translation>
    </message>
    <message>
        <source>A pool has at least one slice.</source>
        <translation>Một nhóm nút có ít nhất một slice.</translation>
    </message>
    <message>
        <source>%1 slice(s) of %2 are %3 chips; the view draws at most %4.</source>
        <translation>%1 slice %2 có tổng cộng %3 chip; khung hiển thị chỉ vẽ tối đa %4 chip.</translation>
    </message>
    <message>
        <source>Nodes of %1 chips cannot tile the topology %2.</source>
        <translation>Không thể chia kín cấu trúc liên kết %2 thành các nút %1 chip.</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>lưới (mesh)</translation>
    </message>
    <message>
        <source>cylinder</source>
        <translation>hình trụ</translation>
    </message>
    <message>
        <source>torus</source>
        <translation>hình xuyến (torus)</translation>
    </message>
    <message>
        <source>twisted torus</source>
        <translation>hình xuyến xoắn (twisted torus)</translation>
    </message>
    <message>
        <source>%1 is not made of whole 4x4x4 cubes, so it has no wraparound links: chips on its faces have fewer than six neighbours (a mesh).</source>
        <translation>%1 không được tạo thành từ các khối 4x4x4 nguyên vẹn nên không có liên kết vòng: các chip trên các mặt ngoài có ít hơn sáu chip lân cận. Đây là dạng lưới (mesh).</translation>
    </message>
    <message>
        <source>%1 is %2 whole 4x4x4 cube(s), so every axis wraps around through the optical circuit switches: a 3D torus in which every chip has six neighbours.</source>
        <translation>%1 gồm %2 khối 4x4x4 nguyên vẹn nên mọi trục đều khép vòng qua các bộ chuyển mạch mạch quang (OCS): một hình xuyến (torus) 3D trong đó mỗi chip có sáu chip lân cận.</translation>
    </message>
    <message>
        <source>Twisted: the x and y wrap links land %1 chips further along z.</source>
        <translation>Xoắn: các liên kết vòng theo x và y kết thúc lệch đi %1 chip dọc theo z.</translation>
    </message>
    <message>
        <source>This shape can also be wired as a twisted torus.</source>
        <translation>Hình dạng này cũng có thể được đấu nối thành hình xuyến xoắn (twisted torus).</translation>
    </message>
    <message>
        <source>2D slices wrap around only along axes of 16 or more chips; %1 has none, so it is a mesh.</source>
        <translation>Slice 2D chỉ khép vòng dọc theo các trục có từ 16 chip trở lên; %1 không có trục nào như vậy nên là dạng lưới (mesh).</translation>
    </message>
    <message>
        <source>%1 wraps around only along its %2-chip %3 axis: a cylinder.</source>
        <translation>%1 chỉ khép vòng dọc theo trục %3 dài %2 chip: một hình trụ.</translation>
    </message>
    <message>
        <source>%1 wraps around along both axes: a 2D torus in which every chip has four neighbours.</source>
        <translation>%1 khép vòng dọc theo cả hai trục: một hình xuyến (torus) 2D trong đó mỗi chip có bốn chip lân cận.</translation>
    </message>
    <message>
        <source>The %1 slices share no ICI link; they talk over the data-centre network (DCN).</source>
        <translation>%1 slice không dùng chung liên kết ICI nào; chúng giao tiếp qua mạng trung tâm dữ liệu (DCN).</translation>
    </message>
    <message>
        <source>The blocks are a dynamic-slicing pool: GKE&apos;s slice controller links each workload&apos;s slice at run time, a super-slice across whole blocks through the optical circuit switches, a sub-slice inside one block.</source>
        <translation>Các khối là một pool slicing động: bộ điều khiển slice của GKE liên kết slice của từng workload lúc chạy, một super-slice xuyên qua các khối nguyên vẹn qua các bộ chuyển mạch mạch quang, một sub-slice bên trong một khối.</translation>
    </message>
    <message>
        <source>Kueue splits the slices into the sub-slices the workloads name: each sub-slice&apos;s pods are admitted together inside one slice and use its ICI links; no sub-slice spans two slices.</source>
        <translation>Kueue chia các slice thành những sub-slice mà các workload nêu tên: các Pod của mỗi sub-slice được nhận cùng nhau bên trong một slice và dùng các liên kết ICI của slice đó; không sub-slice nào trải qua hai slice.</translation>
    </message>
</context>
<context>
    <name>VersionSupportRules</name>
    <message>
        <source>GKE %1.%2 is older than every minor version the catalog lists and is long out of support; GKE would not create this cluster. Use %3 or newer</source>
        <translation>GKE %1.%2 cũ hơn mọi phiên bản phụ trong danh mục và đã hết hỗ trợ từ lâu; GKE sẽ không tạo cluster này. Hãy dùng %3 hoặc mới hơn</translation>
    </message>
    <message>
        <source>a supported version</source>
        <translation>một phiên bản được hỗ trợ</translation>
    </message>
    <message>
        <source>check the GKE release schedule for a supported version</source>
        <translation>hãy xem lịch phát hành GKE để chọn phiên bản được hỗ trợ</translation>
    </message>
    <message>
        <source>use %1 or newer, or enrol the cluster in the Extended release channel (paid, about ten more months)</source>
        <translation>hãy dùng %1 hoặc mới hơn, hoặc đăng ký cluster vào kênh phát hành Extended (có phí, thêm khoảng mười tháng)</translation>
    </message>
    <message>
        <source>GKE %1 left standard support on %2 (as of the catalog&apos;s date %3; source: %4): %5</source>
        <translation>GKE %1 đã hết hỗ trợ tiêu chuẩn vào %2 (theo ngày của danh mục %3; nguồn: %4): %5</translation>
    </message>
    <message>
        <source>GKE %1 left standard support on %2 (as of the catalog&apos;s date %3; source: %4); the Extended release channel keeps it supported for an extra fee until its extended support ends: plan the upgrade to %5</source>
        <translation>GKE %1 đã hết hỗ trợ tiêu chuẩn vào %2 (theo ngày của danh mục %3; nguồn: %4); kênh phát hành Extended vẫn hỗ trợ nó với phí bổ sung cho đến khi hết hỗ trợ mở rộng: hãy lên kế hoạch nâng cấp lên %5</translation>
    </message>
    <message>
        <source>GKE %1.%2 is out of extended support too: as of the catalog&apos;s date %3 the Extended release channel covers %4 to %5 (source: %6), so no channel keeps it supported and GKE can no longer create a cluster on it. Use %7 or newer</source>
        <translation>GKE %1.%2 cũng đã hết hỗ trợ mở rộng: tại ngày của danh mục %3, kênh phát hành Extended bao gồm từ %4 đến %5 (nguồn: %6), nên không kênh nào còn hỗ trợ nó và GKE không thể tạo cụm trên phiên bản này nữa. Hãy dùng %7 hoặc mới hơn</translation>
    </message>
</context>
<context>
    <name>WorkloadReader</name>
    <message>
        <source>a workload is a mapping that starts with &apos;apiVersion: tpu-planner/v1&apos; and &apos;kind: Workload&apos;</source>
        <translation>khối lượng công việc là một ánh xạ bắt đầu bằng &apos;apiVersion: tpu-planner/v1&apos; và &apos;kind: Workload&apos;</translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>phải là %1</translation>
    </message>
    <message>
        <source>give a &apos;training&apos; or a &apos;serving&apos; section (or both)</source>
        <translation>hãy cho mục &apos;training&apos; hoặc &apos;serving&apos; (hoặc cả hai)</translation>
    </message>
    <message>
        <source>must be above %1 and at most %2, not %3</source>
        <translation>phải lớn hơn %1 và tối đa %2, không phải %3</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;; the presets are: %2</source>
        <translation>mô hình có sẵn &apos;%1&apos; không rõ; các mô hình có sẵn là: %2</translation>
    </message>
    <message>
        <source>mixture-of-experts models are out of scope: sizing covers dense decoders only</source>
        <translation>mô hình mixture-of-experts nằm ngoài phạm vi: việc định cỡ chỉ áp dụng cho decoder dày đặc</translation>
    </message>
    <message>
        <source>kvHeads (%1) must divide heads (%2)</source>
        <translation>kvHeads (%1) phải chia hết heads (%2)</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>không đọc được tệp: %1</translation>
    </message>
</context>
<context>
    <name>YamlDocument</name>
    <message>
        <source>the key &apos;%1&apos; appears twice in the same mapping; keep one</source>
        <translation>khóa &apos;%1&apos; xuất hiện hai lần trong cùng một ánh xạ; hãy chỉ giữ lại một</translation>
    </message>
    <message>
        <source>the file is %1 bytes long; files larger than %2 bytes are refused</source>
        <translation>tệp dài %1 byte; tệp lớn hơn %2 byte sẽ bị từ chối</translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation>YAML không hợp lệ: %1</translation>
    </message>
    <message>
        <source>with this alias (*name) expanded, lists and mappings nest more than %1 levels deep; the file is refused (plan files need fewer than 10)</source>
        <translation>khi mở rộng alias (*name) này, danh sách và ánh xạ lồng nhau sâu hơn %1 cấp; tệp bị từ chối (tệp kế hoạch cần ít hơn 10 cấp)</translation>
    </message>
    <message>
        <source>lists and mappings nest more than %1 levels deep here; the file is refused (plan files need fewer than 10)</source>
        <translation>ở đây danh sách và ánh xạ lồng nhau sâu hơn %1 cấp; tệp bị từ chối (tệp kế hoạch cần ít hơn 10 cấp)</translation>
    </message>
    <message>
        <source>this alias (*name) stands inside the list or mapping it names, so the document never ends; write the values out instead</source>
        <translation>alias (*name) này nằm bên trong chính danh sách hoặc ánh xạ mà nó trỏ tới, nên tài liệu không bao giờ kết thúc; hãy viết đầy đủ các giá trị</translation>
    </message>
    <message>
        <source>YAML aliases (*name) repeat more than %1 values in this document, the most a file may hold through aliases (an alias bomb?); write the values out or use fewer aliases</source>
        <translation>các alias YAML (*name) lặp lại hơn %1 giá trị trong tài liệu này, mức tối đa một tệp được phép chứa qua alias (một alias bomb?); hãy viết đầy đủ các giá trị hoặc dùng ít alias hơn</translation>
    </message>
    <message>
        <source>not valid YAML: the text cannot be split into documents here</source>
        <translation>YAML không hợp lệ: không thể tách văn bản thành các tài liệu tại đây</translation>
    </message>
</context>
<context>
    <name>YamlFieldReader</name>
    <message>
        <source>a mapping</source>
        <translation>một ánh xạ</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>một danh sách</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>giá trị rỗng</translation>
    </message>
    <message>
        <source>must be a mapping of keys to values, not %1</source>
        <translation>phải là một ánh xạ từ khóa sang giá trị, không phải %1</translation>
    </message>
    <message>
        <source>must be a list (items starting with &apos;- &apos;), not %1</source>
        <translation>phải là một danh sách (các mục bắt đầu bằng &apos;- &apos;), không phải %1</translation>
    </message>
    <message>
        <source>is required but missing; add &apos;%1:&apos;</source>
        <translation>là bắt buộc nhưng đang thiếu; hãy thêm &apos;%1:&apos;</translation>
    </message>
    <message>
        <source>must be %1, not %2</source>
        <translation>phải là %1, không phải %2</translation>
    </message>
    <message>
        <source>text</source>
        <translation>văn bản</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>một số nguyên</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, not %3</source>
        <translation>phải là số nguyên từ %1 đến %2, không phải %3</translation>
    </message>
    <message>
        <source>must be from %1 to %2, not %3</source>
        <translation>phải nằm trong khoảng từ %1 đến %2, không phải %3</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>một số</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>phải là một số, không phải %1</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true hoặc false</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>phải là true hoặc false, không phải %1</translation>
    </message>
    <message>
        <source>must be a list of text items such as [&quot;python3&quot;, &quot;train.py&quot;], not %1</source>
        <translation>phải là một danh sách các mục văn bản, ví dụ [&quot;python3&quot;, &quot;train.py&quot;], không phải %1</translation>
    </message>
    <message>
        <source>must be text, not %1</source>
        <translation>phải là văn bản, không phải %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed here; use one of: %2</source>
        <translation>&apos;%1&apos; không được phép ở đây; hãy dùng một trong: %2</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos; is kept as it is but not used by this version</source>
        <translation>trường không xác định &apos;%1&apos; được giữ nguyên nhưng không được phiên bản này sử dụng</translation>
    </message>
    <message>
        <source>unknown field with a list or mapping as its key is kept as it is but not used by this version</source>
        <translation>trường không xác định có khóa là một danh sách hoặc ánh xạ được giữ nguyên nhưng không được phiên bản này sử dụng</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>TPU Planner</source>
        <translation>Trình lập kế hoạch TPU</translation>
    </message>
    <message>
        <source>Plan Cloud TPU capacity on GKE.</source>
        <translation>Lập kế hoạch dung lượng Cloud TPU trên GKE.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>tệp</translation>
    </message>
    <message>
        <source>Plan file to open.</source>
        <translation>Tệp kế hoạch cần mở.</translation>
    </message>
    <message>
        <source>Catalog refused</source>
        <translation>Danh mục bị từ chối</translation>
    </message>
    <message>
        <source>The catalog %1 was refused; the built-in catalog is used.

%2</source>
        <translation>Danh mục %1 bị từ chối; dùng danh mục tích hợp.

%2</translation>
    </message>
    <message>
        <source>Use this catalog file instead of the built-in one (a file that says &apos;extends: built-in&apos; is merged onto it).</source>
        <translation>Dùng tệp danh mục này thay cho danh mục có sẵn (tệp ghi &apos;extends: built-in&apos; sẽ được gộp vào danh mục có sẵn).</translation>
    </message>
    <message>
        <source>Team catalog merged</source>
        <translation>Đã gộp danh mục của nhóm</translation>
    </message>
    <message>
        <source>The team catalog %1 was merged onto the built-in catalog. Its values replace these built-in ones:

%2</source>
        <translation>Danh mục của nhóm %1 đã được gộp vào danh mục có sẵn. Các giá trị của nó thay thế các giá trị có sẵn sau:

%2</translation>
    </message>
</context>
<context>
    <name>tpuplan::Autosaver</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>không thể tạo thư mục %1</translation>
    </message>
    <message numerus="yes">
        <source>it is %n byte(s) long, not the %1 that were written</source>
        <translation>
            <numerusform>nó dài %n byte, không phải %1 byte đã được ghi</numerusform>
        </translation>
    </message>
    <message>
        <source>its content is not what was written</source>
        <translation>nội dung của nó không phải là những gì đã được ghi</translation>
    </message>
    <message>
        <source>it is not a plan any more</source>
        <translation>nó không còn là một kế hoạch</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>dòng %1: %2</translation>
    </message>
    <message>
        <source>the file that says which plan it belongs to is damaged</source>
        <translation>tệp cho biết nó thuộc kế hoạch nào đã bị hỏng</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>không đọc được nó (%1)</translation>
    </message>
</context>
<context>
    <name>tpuplan::AvailabilityMatrix</name>
    <message>
        <source>Select a pool first; the matrix applies a version and zone to the selected pool.</source>
        <translation>Hãy chọn một pool trước; ma trận áp dụng phiên bản và vùng cho pool đã chọn.</translation>
    </message>
    <message>
        <source>%1 in %2 cannot be used for pool %3: %4</source>
        <translation>Không thể dùng %1 tại %2 cho pool %3: %4</translation>
    </message>
    <message>
        <source>Use %1 in %2</source>
        <translation>Dùng %1 tại %2</translation>
    </message>
    <message>
        <source>Where each TPU version is offered in %1 mode at GKE %2. ✓ offered, ≥ needs a newer GKE version, – not offered, ● the selected pool. Click a cell to use it for the selected pool.</source>
        <translation>Nơi mỗi phiên bản TPU được cung cấp ở chế độ %1 với GKE %2. ✓ có cung cấp, ≥ cần phiên bản GKE mới hơn, – không cung cấp, ● pool đang chọn. Nhấp vào một ô để dùng cho pool đang chọn.</translation>
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
        <translation>%1 được cung cấp tại %2 (%3: %4). Phiên bản GKE tối thiểu: %5.</translation>
    </message>
    <message>
        <source>%1 is offered in %2, but %3 needs GKE %4 or later; the cluster runs %5.</source>
        <translation>%1 được cung cấp tại %2, nhưng %3 cần GKE %4 trở lên; cụm đang chạy %5.</translation>
    </message>
    <message>
        <source>%1 cannot be used in %2 mode.</source>
        <translation>Không thể dùng %1 ở chế độ %2.</translation>
    </message>
    <message>
        <source>%1 is not offered in %2.</source>
        <translation>%1 không được cung cấp tại %2.</translation>
    </message>
    <message>
        <source>Click to use %1 in %2 for the selected pool.</source>
        <translation>Nhấp để dùng %1 tại %2 cho pool đang chọn.</translation>
    </message>
</context>
<context>
    <name>tpuplan::BackgroundJob</name>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
</context>
<context>
    <name>tpuplan::CatalogAgeNotice</name>
    <message>
        <source>The catalog is old</source>
        <translation>Danh mục đã cũ</translation>
    </message>
    <message numerus="yes">
        <source>This plan is checked against a catalog whose facts are more than %n month(s) old.</source>
        <translation>
            <numerusform>Kế hoạch này được kiểm tra theo một danh mục có dữ kiện cũ hơn %n tháng.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::CatalogDialog</name>
    <message>
        <source>About the Catalog</source>
        <translation>Giới thiệu danh mục</translation>
    </message>
    <message>
        <source>Every rule and price comes from this catalog. A team may keep its own file with only what it changes (start the planner with --catalog FILE; the file says &apos;extends: built-in&apos;).</source>
        <translation>Mọi quy tắc và giá đều lấy từ danh mục này. Một nhóm có thể giữ tệp riêng chỉ chứa phần thay đổi (khởi động trình lập kế hoạch với --catalog TỆP; tệp ghi &apos;extends: built-in&apos;).</translation>
    </message>
    <message>
        <source>This window plans with the built-in catalog.</source>
        <translation>Cửa sổ này lập kế hoạch với danh mục có sẵn.</translation>
    </message>
    <message>
        <source>This window plans with %1; start the planner with --catalog %1 to plan with it again.</source>
        <translation>Cửa sổ này lập kế hoạch với %1; hãy khởi động trình lập kế hoạch với --catalog %1 để lập kế hoạch với nó lần nữa.</translation>
    </message>
</context>
<context>
    <name>tpuplan::CatalogRefreshAction</name>
    <message>
        <source>&amp;Refresh Catalog...</source>
        <translation>&amp;Làm mới danh mục...</translation>
    </message>
    <message>
        <source>Compare saved gcloud listings (compute machine-types list, container get-server-config, --format=json) with the catalog and save what they add as a team overlay</source>
        <translation>So sánh các danh sách gcloud đã lưu (compute machine-types list, container get-server-config, --format=json) với danh mục và lưu phần chúng bổ sung thành lớp phủ của nhóm</translation>
    </message>
    <message>
        <source>Refresh Catalog</source>
        <translation>Làm mới danh mục</translation>
    </message>
    <message>
        <source>gcloud listings (*.json *.yaml *.yml);;All files (*)</source>
        <translation>Danh sách gcloud (*.json *.yaml *.yml);;Mọi tệp (*)</translation>
    </message>
</context>
<context>
    <name>tpuplan::CatalogRefreshDialog</name>
    <message>
        <source>Refresh Catalog</source>
        <translation>Làm mới danh mục</translation>
    </message>
    <message>
        <source>Some listings could not be read; there is no overlay to save.</source>
        <translation>Một số danh sách không đọc được; không có lớp phủ nào để lưu.</translation>
    </message>
    <message>
        <source>Save Overlay...</source>
        <translation>Lưu lớp phủ...</translation>
    </message>
    <message>
        <source>Save Catalog Overlay</source>
        <translation>Lưu lớp phủ danh mục</translation>
    </message>
    <message>
        <source>Catalog overlay (*.yaml)</source>
        <translation>Lớp phủ danh mục (*.yaml)</translation>
    </message>
    <message>
        <source>What gcloud&apos;s listings say that the built-in catalog does not. Save the overlay, then use it in this window, or start the planner with --catalog FILE.</source>
        <translation>Những gì danh sách của gcloud nói mà danh mục tích hợp không có. Hãy lưu lớp phủ, rồi dùng nó trong cửa sổ này, hoặc khởi động trình lập kế hoạch với --catalog TỆP.</translation>
    </message>
    <message>
        <source>Use in This Window</source>
        <translation>Dùng trong cửa sổ này</translation>
    </message>
    <message>
        <source>Save the overlay first: the window plans with the saved file</source>
        <translation>Hãy lưu lớp phủ trước: cửa sổ lập kế hoạch với tệp đã lưu</translation>
    </message>
    <message>
        <source>Saved to %1. Use it in this window now, or start the planner with --catalog %1.</source>
        <translation>Đã lưu vào %1. Hãy dùng nó trong cửa sổ này ngay, hoặc khởi động trình lập kế hoạch với --catalog %1.</translation>
    </message>
    <message>
        <source>Plan with %1 in this window from now on</source>
        <translation>Từ giờ lập kế hoạch với %1 trong cửa sổ này</translation>
    </message>
</context>
<context>
    <name>tpuplan::ChoiceComboBox</name>
    <message>
        <source>(not set)</source>
        <translation>(chưa đặt)</translation>
    </message>
    <message>
        <source>Choose a value.</source>
        <translation>Hãy chọn một giá trị.</translation>
    </message>
    <message>
        <source>%1 is not a choice the catalog knows.</source>
        <translation>%1 không phải lựa chọn mà danh mục biết.</translation>
    </message>
</context>
<context>
    <name>tpuplan::ClusterImport</name>
    <message>
        <source>&amp;Import Cluster...</source>
        <translation>&amp;Nhập cụm...</translation>
    </message>
    <message>
        <source>Start a plan from what a cluster has: the JSON or YAML of gcloud container clusters describe, node-pools list, kubectl get nodes or terraform show -json</source>
        <translation>Bắt đầu kế hoạch từ những gì một cụm đang có: JSON hoặc YAML của gcloud container clusters describe, node-pools list, kubectl get nodes hay terraform show -json</translation>
    </message>
    <message>
        <source>Import Cluster &amp;Folder...</source>
        <translation>Nhập thư &amp;mục cụm...</translation>
    </message>
    <message>
        <source>Import every *.json, *.yaml and *.yml file of a folder</source>
        <translation>Nhập mọi tệp *.json, *.yaml và *.yml của một thư mục</translation>
    </message>
    <message>
        <source>Import Cluster</source>
        <translation>Nhập cụm</translation>
    </message>
    <message>
        <source>gcloud, kubectl or Terraform output (*.json *.yaml *.yml);;All files (*)</source>
        <translation>Đầu ra của gcloud, kubectl hoặc Terraform (*.json *.yaml *.yml);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Import Cluster Folder</source>
        <translation>Nhập thư mục cụm</translation>
    </message>
</context>
<context>
    <name>tpuplan::ClusterSection</name>
    <message>
        <source>Rename cluster</source>
        <translation>Đổi tên cụm</translation>
    </message>
    <message>
        <source>Change GKE version</source>
        <translation>Đổi phiên bản GKE</translation>
    </message>
    <message>
        <source>Change data bucket location</source>
        <translation>Đổi vị trí dữ liệu</translation>
    </message>
    <message>
        <source>Change region</source>
        <translation>Đổi khu vực</translation>
    </message>
    <message>
        <source>Change node image</source>
        <translation>Đổi ảnh nút</translation>
    </message>
    <message>
        <source>Change auto-provisioning</source>
        <translation>Đổi tự động cấp phát</translation>
    </message>
    <message>
        <source>GKE cluster</source>
        <translation>Cụm GKE</translation>
    </message>
    <message>
        <source>C&amp;luster name:</source>
        <translation>Tên c&amp;ụm:</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Chế độ:</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Khu vực:</translation>
    </message>
    <message>
        <source>&amp;GKE version:</source>
        <translation>Phiên bản &amp;GKE:</translation>
    </message>
    <message>
        <source>Node &amp;image:</source>
        <translation>Ản&amp;h nút:</translation>
    </message>
    <message>
        <source>Node pools:</source>
        <translation>Pool nút:</translation>
    </message>
    <message>
        <source>&amp;Standard</source>
        <translation>Standar&amp;d</translation>
    </message>
    <message>
        <source>You create and size the TPU node pools yourself: full control over machine types, autoscaling and node images.</source>
        <translation>Bạn tự tạo và định cỡ các pool nút TPU: toàn quyền với loại máy, tự động co giãn và ảnh nút.</translation>
    </message>
    <message>
        <source>&amp;Autopilot</source>
        <translation>&amp;Autopilot</translation>
    </message>
    <message>
        <source>GKE creates TPU nodes when a workload asks for them; you name an accelerator and a topology, and pay for what the pods use.</source>
        <translation>GKE tạo nút TPU khi khối lượng công việc yêu cầu; bạn chọn bộ tăng tốc và cấu trúc liên kết, và trả tiền cho những gì pod dùng.</translation>
    </message>
    <message>
        <source>Node auto-&amp;provisioning</source>
        <translation>Tự động cấ&amp;p phát nút</translation>
    </message>
    <message>
        <source>GKE creates TPU node pools on demand, within the cluster&apos;s resource limits.</source>
        <translation>GKE tạo pool nút TPU khi cần, trong giới hạn tài nguyên của cụm.</translation>
    </message>
    <message>
        <source>e.g. 1.31.5-gke.1233000</source>
        <translation>vd. 1.31.5-gke.1233000</translation>
    </message>
    <message>
        <source>optional: region or multi-region of the training data, e.g. us-central1 or us</source>
        <translation>tùy chọn: khu vực hoặc đa khu vực của dữ liệu huấn luyện, vd. us-central1 hoặc us</translation>
    </message>
    <message>
        <source>The GKE cluster&apos;s name: lowercase letters, digits and &apos;-&apos;, at most %1 characters.</source>
        <translation>Tên của cụm GKE: chữ thường, chữ số và &apos;-&apos;, tối đa %1 ký tự.</translation>
    </message>
    <message>
        <source>The cluster&apos;s region; every pool&apos;s zone must lie in it. Regions where a pool&apos;s TPU version is not offered are disabled.</source>
        <translation>Khu vực của cụm; vùng của mọi pool phải nằm trong đó. Các khu vực không cung cấp phiên bản TPU của một pool bị vô hiệu hóa.</translation>
    </message>
    <message>
        <source>The node operating system image (Standard only).</source>
        <translation>Ảnh hệ điều hành của nút (chỉ Standard).</translation>
    </message>
    <message>
        <source>Change mode</source>
        <translation>Đổi chế độ</translation>
    </message>
    <message>
        <source>✓ GKE %1 runs every pool of this plan.</source>
        <translation>✓ GKE %1 chạy được mọi pool của kế hoạch này.</translation>
    </message>
    <message>
        <source>Autopilot manages nodes itself; this setting is for Standard clusters.</source>
        <translation>Autopilot tự quản lý nút; thiết lập này dành cho cụm Standard.</translation>
    </message>
    <message>
        <source>Change release channel</source>
        <translation>Đổi kênh phát hành</translation>
    </message>
    <message>
        <source>How GKE upgrades the cluster from its GKE version: Rapid gets new versions first, Stable last; Extended keeps a minor version supported longer, for an extra fee. New clusters are enrolled in Regular.</source>
        <translation>Cách GKE nâng cấp cluster từ phiên bản GKE của nó: Rapid nhận phiên bản mới trước tiên, Stable sau cùng; Extended hỗ trợ một phiên bản phụ lâu hơn, với phí bổ sung. Cluster mới được đăng ký vào Regular.</translation>
    </message>
    <message>
        <source>Rapid: newest versions first</source>
        <translation>Rapid: phiên bản mới nhất trước tiên</translation>
    </message>
    <message>
        <source>Regular (GKE&apos;s default)</source>
        <translation>Regular (mặc định của GKE)</translation>
    </message>
    <message>
        <source>Stable: versions proven in Regular</source>
        <translation>Stable: phiên bản đã được kiểm chứng ở Regular</translation>
    </message>
    <message>
        <source>Extended: longer support, extra fee</source>
        <translation>Extended: hỗ trợ lâu hơn, có phí bổ sung</translation>
    </message>
    <message>
        <source>Change data bucket</source>
        <translation>Đổi bucket dữ liệu</translation>
    </message>
    <message>
        <source>Data &amp;bucket:</source>
        <translation>&amp;Bucket dữ liệu:</translation>
    </message>
    <message>
        <source>Data bucket l&amp;ocation:</source>
        <translation>&amp;Vị trí bucket:</translation>
    </message>
    <message>
        <source>optional: e.g. my-training-data (without gs://)</source>
        <translation>tùy chọn: vd. my-training-data (không kèm gs://)</translation>
    </message>
    <message>
        <source>The Cloud Storage bucket the workloads read and write. Named, the bundle gives them an identity allowed to use it (Workload Identity and the IAM binding).</source>
        <translation>Bucket Cloud Storage mà các workload đọc và ghi. Khi được đặt tên, gói xuất cấp cho chúng một danh tính được phép dùng bucket này (Workload Identity và liên kết IAM).</translation>
    </message>
    <message>
        <source>Release &amp;channel:</source>
        <translation>K&amp;ênh phát hành:</translation>
    </message>
</context>
<context>
    <name>tpuplan::ContractPricesDialog</name>
    <message>
        <source>Contract Prices</source>
        <translation>Giá hợp đồng</translation>
    </message>
    <message>
        <source>Prices per chip-hour in %1 that replace the catalog&apos;s, for cost and export. Ironwood (TPU7x) has no public price: enter the one from your contract. An empty cell keeps the catalog&apos;s value shown in grey.</source>
        <translation>Giá mỗi chip-giờ bằng %1 thay cho giá của danh mục, dùng cho chi phí và xuất. Ironwood (TPU7x) không có giá công khai: hãy nhập giá trong hợp đồng của bạn. Ô để trống giữ giá trị của danh mục hiển thị màu xám.</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Khu vực</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>Theo nhu cầu</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1-year</source>
        <translation>1 năm</translation>
    </message>
    <message>
        <source>3-year</source>
        <translation>3 năm</translation>
    </message>
    <message>
        <source>e.g. contract 2026-17 with Google Cloud</source>
        <translation>ví dụ hợp đồng 2026-17 với Google Cloud</translation>
    </message>
    <message>
        <source>Where these prices come from; cost reports cite it.</source>
        <translation>Nguồn của các giá này; báo cáo chi phí sẽ trích dẫn.</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Nguồn:</translation>
    </message>
    <message>
        <source>&amp;Load Prices File...</source>
        <translation>&amp;Tải tệp giá...</translation>
    </message>
    <message>
        <source>Read a prices file in the format of tpu-plan --prices</source>
        <translation>Đọc tệp giá theo định dạng của tpu-plan --prices</translation>
    </message>
    <message>
        <source>&amp;Clear All</source>
        <translation>&amp;Xóa tất cả</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>chưa biết</translation>
    </message>
    <message>
        <source>Catalog price: %1 per chip-hour</source>
        <translation>Giá danh mục: %1 mỗi chip-giờ</translation>
    </message>
    <message>
        <source>The catalog has no price here; enter your contract price</source>
        <translation>Danh mục không có giá ở đây; hãy nhập giá hợp đồng của bạn</translation>
    </message>
    <message>
        <source>prices entered in the window</source>
        <translation>giá nhập trong cửa sổ</translation>
    </message>
    <message>
        <source>Load Prices File</source>
        <translation>Tải tệp giá</translation>
    </message>
    <message>
        <source>Prices (*.yaml *.yml);;All files (*)</source>
        <translation>Giá (*.yaml *.yml);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>The prices file was refused; nothing was changed:
%1</source>
        <translation>Tệp giá bị từ chối; không có gì thay đổi:
%1</translation>
    </message>
</context>
<context>
    <name>tpuplan::CostChart</name>
    <message>
        <source>On-demand</source>
        <translation>Theo yêu cầu</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>Cam kết 1 năm</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>Cam kết 3 năm</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Mỗi tháng</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Theo thời gian</translation>
    </message>
    <message>
        <source>Horizon: </source>
        <translation>Khoảng thời gian: </translation>
    </message>
    <message>
        <source> months</source>
        <translation> tháng</translation>
    </message>
    <message>
        <source>How many months the &apos;Over time&apos; chart covers</source>
        <translation>Biểu đồ &apos;Theo thời gian&apos; bao nhiêu tháng</translation>
    </message>
    <message>
        <source>Export Chart…</source>
        <translation>Xuất biểu đồ…</translation>
    </message>
    <message>
        <source>No plan.</source>
        <translation>Không có kế hoạch.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Unknown&lt;/b&gt; per month: %n pool(s) without a price (%1)</source>
        <translation>
            <numerusform>&lt;b&gt;Không rõ&lt;/b&gt; mỗi tháng: %n pool chưa có giá (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Tổng</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>%1 mỗi tháng</translation>
    </message>
    <message>
        <source>Commitment pays off</source>
        <translation>Cam kết bắt đầu có lợi</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n tháng</numerusform>
        </translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Tháng</translation>
    </message>
    <message>
        <source>%1 in total</source>
        <translation>%1 tổng cộng</translation>
    </message>
    <message>
        <source>after %1 months</source>
        <translation>sau %1 tháng</translation>
    </message>
    <message>
        <source>On-demand has cost as much as a commitment&apos;s term %1: %2</source>
        <translation>Theo yêu cầu đã tốn bằng một kỳ cam kết %1: %2</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Xuất biểu đồ</translation>
    </message>
    <message>
        <source>Save the chart on the current tab as PNG, SVG or PDF</source>
        <translation>Lưu biểu đồ của thẻ hiện tại dưới dạng PNG, SVG hoặc PDF</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; per month as selected, cluster fee, system pool and boot disks included</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; mỗi tháng theo lựa chọn, đã gồm phí cụm, nhóm hệ thống và ổ đĩa khởi động</translation>
    </message>
    <message>
        <source>&lt;b&gt;At least %1&lt;/b&gt; per month as selected; not published: %2</source>
        <translation>&lt;b&gt;Ít nhất %1&lt;/b&gt; mỗi tháng theo lựa chọn; chưa công bố: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;At most %1&lt;/b&gt; per month as selected: flex-start counted at its on-demand bound</source>
        <translation>&lt;b&gt;Tối đa %1&lt;/b&gt; mỗi tháng theo lựa chọn: flex-start tính theo mức trần giá theo yêu cầu</translation>
    </message>
    <message>
        <source>List prices (undated)</source>
        <translation>Giá niêm yết (không ghi ngày)</translation>
    </message>
    <message>
        <source>List prices of %1</source>
        <translation>Giá niêm yết ngày %1</translation>
    </message>
    <message>
        <source>List prices dated %1 to %2</source>
        <translation>Giá niêm yết từ %1 đến %2</translation>
    </message>
    <message>
        <source>%1 in %2, before taxes and negotiated discounts.</source>
        <translation>%1 bằng %2, chưa gồm thuế và chiết khấu thương lượng.</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>Ảnh PNG (*.png);;Ảnh SVG (*.svg);;Tài liệu PDF (*.pdf)</translation>
    </message>
    <message>
        <source>TPU plan cost</source>
        <translation>Chi phí kế hoạch TPU</translation>
    </message>
    <message>
        <source>The chart could not be drawn.</source>
        <translation>Không thể vẽ biểu đồ.</translation>
    </message>
    <message>
        <source>Contract prices (Tools &gt; Contract Prices) in %1, before taxes.</source>
        <translation>Giá hợp đồng (Công cụ &gt; Giá hợp đồng) bằng %1, chưa gồm thuế.</translation>
    </message>
    <message>
        <source>list prices (undated)</source>
        <translation>giá niêm yết (không ghi ngày)</translation>
    </message>
    <message>
        <source>list prices of %1</source>
        <translation>giá niêm yết ngày %1</translation>
    </message>
    <message>
        <source>list prices dated %1 to %2</source>
        <translation>giá niêm yết từ %1 đến %2</translation>
    </message>
    <message>
        <source>Contract prices (Tools &gt; Contract Prices) and %1 in %2, before taxes.</source>
        <translation>Giá hợp đồng (Công cụ &gt; Giá hợp đồng) và %1 bằng %2, chưa gồm thuế.</translation>
    </message>
    <message>
        <source>Of this, %1 pays for reserved or committed hours the plan does not use.</source>
        <translation>Trong đó, %1 trả cho các giờ đặt trước hoặc cam kết mà kế hoạch không dùng.</translation>
    </message>
    <message>
        <source>Paid for hours not used</source>
        <translation>Trả cho giờ không dùng</translation>
    </message>
    <message>
        <source>%1 (%2 for the hours used, %3 for hours paid but not used)</source>
        <translation>%1 (%2 cho số giờ đã dùng, %3 cho số giờ đã trả nhưng không dùng)</translation>
    </message>
    <message>
        <source>&lt;b&gt;At most %1&lt;/b&gt; per month as selected plus the items without a published price (%2): flex-start counted at its on-demand bound</source>
        <translation>&lt;b&gt;Tối đa %1&lt;/b&gt; mỗi tháng theo lựa chọn, cộng thêm các mục chưa có giá công bố (%2): flex-start được tính theo mức trần theo yêu cầu</translation>
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
        <translation> · %1 %2 mỗi tháng</translation>
    </message>
    <message>
        <source> · at least %1 %2 per month</source>
        <translation> · ít nhất %1 %2 mỗi tháng</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>ít nhất %1</translation>
    </message>
    <message>
        <source> · at most %1 %2 per month</source>
        <translation> · tối đa %1 %2 mỗi tháng</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>tối đa %1</translation>
    </message>
    <message>
        <source> · at most %1 %2 per month before unpriced items</source>
        <translation> · tối đa %1 %2 mỗi tháng, chưa tính các mục chưa có giá</translation>
    </message>
    <message>
        <source>at most %1 before unpriced items</source>
        <translation>tối đa %1, chưa tính các mục chưa có giá</translation>
    </message>
    <message>
        <source> · cost unknown: enter a contract price (Tools &gt; Contract Prices)</source>
        <translation> · chưa biết chi phí: hãy nhập giá hợp đồng (Công cụ &gt; Giá hợp đồng)</translation>
    </message>
    <message>
        <source>The selected total per month, as in the Cost dock and the review bundle.</source>
        <translation>Tổng mỗi tháng theo lựa chọn, như trong dock Chi phí và gói rà soát.</translation>
    </message>
    <message>
        <source>Per hour while every pool runs: %1</source>
        <translation>Mỗi giờ khi mọi pool đều chạy: %1</translation>
    </message>
    <message>
        <source>Flex-start pools are counted at their on-demand price, their upper bound.</source>
        <translation>Các pool flex-start được tính theo giá theo yêu cầu, mức trần của chúng.</translation>
    </message>
    <message>
        <source>Without a published price, not counted: %1</source>
        <translation>Chưa có giá công bố, không được tính: %1</translation>
    </message>
    <message>
        <source> · cost unknown until every pool&apos;s slice is valid (see the findings)</source>
        <translation> · chưa biết chi phí cho đến khi slice của mọi pool hợp lệ (xem các phát hiện)</translation>
    </message>
</context>
<context>
    <name>tpuplan::DocumentController</name>
    <message>
        <source>an untitled plan</source>
        <translation>một kế hoạch chưa đặt tên</translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>Khôi phục thay đổi chưa lưu?</translation>
    </message>
    <message>
        <source>Recover opens them; they stay kept until you save or discard the plan. Discard deletes them. Later keeps them for the next start.</source>
        <translation>Khôi phục sẽ mở chúng; chúng được giữ cho đến khi bạn lưu hoặc hủy kế hoạch. Hủy sẽ xóa chúng. Để sau sẽ giữ chúng cho lần khởi động tới.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Khôi phục</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Hủy</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Để &amp;sau</translation>
    </message>
    <message>
        <source>Damaged recovery copy</source>
        <translation>Bản sao khôi phục bị hỏng</translation>
    </message>
    <message>
        <source>Open as Untitled shows what could be read as a new plan; it is never saved over %1. Discard deletes the copy. Later keeps it for the next start (%2).</source>
        <translation>“Mở dưới dạng chưa đặt tên” hiển thị phần đọc được như một kế hoạch mới; nó không bao giờ được lưu đè lên %1. “Hủy” xóa bản sao. “Để sau” giữ nó cho lần khởi động tới (%2).</translation>
    </message>
    <message>
        <source>Nothing of it can be opened as a plan. Discard deletes the copy. Later keeps it for the next start (%1).</source>
        <translation>Không phần nào của nó mở được dưới dạng kế hoạch. “Hủy” xóa bản sao. “Để sau” giữ nó cho lần khởi động tới (%1).</translation>
    </message>
    <message>
        <source>Open as &amp;Untitled</source>
        <translation>Mở dưới dạng &amp;chưa đặt tên</translation>
    </message>
    <message>
        <source>The recovery copy could not be written (%1).</source>
        <translation>Không thể ghi bản sao khôi phục (%1).</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Mở &amp;gần đây</translation>
    </message>
    <message>
        <source>Open &amp;Example</source>
        <translation>Mở &amp;ví dụ</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>Mớ&amp;i</translation>
    </message>
    <message>
        <source>Start a new plan</source>
        <translation>Bắt đầu kế hoạch mới</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Mở...</translation>
    </message>
    <message>
        <source>Open a plan file</source>
        <translation>Mở tệp kế hoạch</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lưu</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Lưu &amp;thành...</translation>
    </message>
    <message>
        <source>Cannot open plan</source>
        <translation>Không mở được kế hoạch</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Đã mở %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>dòng %1: %2</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>dòng %1, cột %2: %3</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>Không đọc được %1.</translation>
    </message>
    <message>
        <source>%1 is not a plan this version can edit.</source>
        <translation>%1 không phải là kế hoạch mà phiên bản này chỉnh sửa được.</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>Mở kế hoạch</translation>
    </message>
    <message>
        <source>TPU plans (*.tpuplan.yaml *.yaml);;All files (*)</source>
        <translation>Kế hoạch TPU (*.tpuplan.yaml *.yaml);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Lưu kế hoạch</translation>
    </message>
    <message>
        <source>TPU plans (*.tpuplan.yaml)</source>
        <translation>Kế hoạch TPU (*.tpuplan.yaml)</translation>
    </message>
    <message>
        <source>Cannot save plan</source>
        <translation>Không lưu được kế hoạch</translation>
    </message>
    <message>
        <source>The plan could not be saved to %1.

%2

The file on disk is unchanged and your changes are still open: free some space or choose another place with Save As.</source>
        <translation>Không thể lưu kế hoạch vào %1.

%2

Tệp trên đĩa không thay đổi và các thay đổi của bạn vẫn đang mở: hãy giải phóng dung lượng hoặc chọn nơi khác bằng Lưu thành.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Đã lưu %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Thay đổi chưa lưu</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.
Save them before going on?</source>
        <translation>%1 có thay đổi chưa lưu.
Lưu trước khi tiếp tục?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Không thể khôi phục</translation>
    </message>
    <message>
        <source>The recovery copy %1 cannot be read; it is kept.</source>
        <translation>Không đọc được bản sao khôi phục %1; bản sao vẫn được giữ.</translation>
    </message>
    <message>
        <source>%1 has a YAML syntax error (a plan is written in YAML):</source>
        <translation>%1 có lỗi cú pháp YAML (kế hoạch được viết bằng YAML):</translation>
    </message>
    <message>
        <source>%1 did not close properly. Unsaved changes to %2 from %3 were kept.</source>
        <translation>%1 đã không đóng đúng cách. Các thay đổi chưa lưu của %2 từ %3 đã được giữ lại.</translation>
    </message>
    <message>
        <source>%1 did not close properly, and the copy of the unsaved changes to %2 is damaged: %3.</source>
        <translation>%1 đã không đóng đúng cách, và bản sao các thay đổi chưa lưu của %2 bị hỏng: %3.</translation>
    </message>
</context>
<context>
    <name>tpuplan::ExportDialog</name>
    <message>
        <source>Export &amp;anyway (the bundle&apos;s README lists the errors)</source>
        <translation>Vẫn &amp;xuất (README của gói liệt kê các lỗi)</translation>
    </message>
    <message>
        <source>Export Review Bundle</source>
        <translation>Xuất gói xem xét</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Duyệt...</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Thư mục:</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>Tệp:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Xuất</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>Xuất vào thư mục</translation>
    </message>
    <message>
        <source>The plan has 1 error: fix it first, or export anyway for review.</source>
        <translation>Kế hoạch có 1 lỗi: hãy sửa trước, hoặc vẫn xuất để xem xét.</translation>
    </message>
    <message>
        <source>The plan has %1 errors: fix them first, or export anyway for review.</source>
        <translation>Kế hoạch có %1 lỗi: hãy sửa trước, hoặc vẫn xuất để xem xét.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Xuất thất bại</translation>
    </message>
    <message>
        <source>Review bundle written</source>
        <translation>Đã ghi gói rà soát</translation>
    </message>
    <message>
        <source>Add the &amp;cost chart (cost.png)</source>
        <translation>Thêm biểu đồ &amp;chi phí (cost.png)</translation>
    </message>
    <message>
        <source>The monthly cost per pool and way of paying, as the Cost dock draws it, for reviewers</source>
        <translation>Chi phí hàng tháng theo từng pool và cách thanh toán, như dock Chi phí vẽ, dành cho người xem xét</translation>
    </message>
    <message>
        <source>The cost chart could not be drawn; export without it.</source>
        <translation>Không vẽ được biểu đồ chi phí; hãy xuất mà không có nó.</translation>
    </message>
    <message>
        <source>The plan is valid. Files an earlier export wrote are replaced; files of yours are kept, and replaced only when you agree.</source>
        <translation>Kế hoạch hợp lệ. Các tệp do lần xuất trước ghi sẽ được thay thế; tệp của bạn được giữ lại và chỉ bị thay thế khi bạn đồng ý.</translation>
    </message>
    <message>
        <source>Replace files?</source>
        <translation>Thay thế tệp?</translation>
    </message>
    <message>
        <source>%1

Replace the files of the bundle&apos;s names and keep the others?</source>
        <translation>%1

Thay thế các tệp trùng tên với tệp của gói và giữ lại các tệp khác?</translation>
    </message>
    <message>
        <source>Writing the review bundle...</source>
        <translation>Đang ghi gói xem xét...</translation>
    </message>
    <message>
        <source>Export cancelled: the folder was left as it was.</source>
        <translation>Đã hủy xuất: thư mục được giữ nguyên như trước.</translation>
    </message>
</context>
<context>
    <name>tpuplan::ExportPreview</name>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Tệp:</translation>
    </message>
    <message>
        <source>This file is too large to show formatted (%1); it is shown as text, as exported.</source>
        <translation>Tệp này quá lớn để hiển thị có định dạng (%1); tệp được hiển thị dạng văn bản, như khi xuất.</translation>
    </message>
</context>
<context>
    <name>tpuplan::FindingsDock</name>
    <message>
        <source>Findings: %1, %2, %3</source>
        <translation>Phát hiện: %1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n lỗi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n cảnh báo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n ghi chú</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Kế hoạch</translation>
    </message>
    <message>
        <source>Manifests</source>
        <translation>Manifest</translation>
    </message>
    <message>
        <source>Learn More About %1</source>
        <translation>Tìm hiểu thêm về %1</translation>
    </message>
    <message>
        <source>Manifest Findings: %1, %2, %3</source>
        <translation>Phát hiện trong manifest: %1, %2, %3</translation>
    </message>
</context>
<context>
    <name>tpuplan::FindingsModel</name>
    <message>
        <source>Plan and cluster</source>
        <translation>Kế hoạch và cụm</translation>
    </message>
    <message>
        <source>Pool %1</source>
        <translation>Pool %1</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Phát hiện</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Quy tắc</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Trường</translation>
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
        <translation>“%1”</translation>
    </message>
</context>
<context>
    <name>tpuplan::GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>Bảng thuật ngữ</translation>
    </message>
    <message>
        <source>Search terms and definitions</source>
        <translation>Tìm thuật ngữ và định nghĩa</translation>
    </message>
    <message>
        <source>Type part of a term or of its explanation; Enter opens the first match</source>
        <translation>Gõ một phần của thuật ngữ hoặc phần giải thích; Enter mở kết quả đầu tiên</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 term(s)</source>
        <translation>
            <numerusform>%n/%1 thuật ngữ</numerusform>
        </translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Quy tắc %1</translation>
    </message>
    <message>
        <source>What it protects against</source>
        <translation>Quy tắc bảo vệ khỏi điều gì</translation>
    </message>
    <message>
        <source>Why it matters for a plan</source>
        <translation>Vì sao quan trọng với kế hoạch</translation>
    </message>
    <message>
        <source>Related terms</source>
        <translation>Thuật ngữ liên quan</translation>
    </message>
    <message>
        <source>No term matches “%1”. Try another word, or clear the search to see every term.</source>
        <translation>Không có thuật ngữ nào khớp với “%1”. Hãy thử từ khác, hoặc xóa ô tìm kiếm để xem mọi thuật ngữ.</translation>
    </message>
    <message>
        <source>Source of the facts (pages and topics in English): %1</source>
        <translation>Nguồn của các dữ kiện (trang và chủ đề bằng tiếng Anh): %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::ImportResultDialog</name>
    <message>
        <source>Import Cluster</source>
        <translation>Nhập cụm</translation>
    </message>
    <message>
        <source>Some files could not be imported; nothing was opened.</source>
        <translation>Một số tệp không nhập được; không có gì được mở.</translation>
    </message>
    <message>
        <source>The files hold no cluster and no TPU node pool.</source>
        <translation>Các tệp không chứa cụm hay node pool TPU nào.</translation>
    </message>
    <message numerus="yes">
        <source>Cluster %1 (%2, %3): %n TPU pool(s) imported.</source>
        <translation>
            <numerusform>Cụm %1 (%2, %3): đã nhập %n pool TPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Nội dung</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Từ</translation>
    </message>
    <message>
        <source>Notes: what the plan cannot hold (%1)</source>
        <translation>Ghi chú: những gì kế hoạch không thể chứa (%1)</translation>
    </message>
    <message>
        <source>Open as New Plan</source>
        <translation>Mở thành kế hoạch mới</translation>
    </message>
    <message>
        <source>Refused files (%1)</source>
        <translation>Tệp bị từ chối (%1)</translation>
    </message>
    <message>
        <source>Imported (%1)</source>
        <translation>Đã nhập (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 in %3, %n node(s), %4</source>
        <translation>
            <numerusform>%1 %2 tại %3, %n nút, %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n running)</source>
        <translation>
            <numerusform> (%n đang chạy)</numerusform>
        </translation>
    </message>
    <message>
        <source>Skipped (%1)</source>
        <translation>Bỏ qua (%1)</translation>
    </message>
    <message>
        <source>Open what was imported as a new, unsaved plan</source>
        <translation>Mở những gì đã nhập thành một kế hoạch mới chưa lưu</translation>
    </message>
    <message>
        <source>Nothing to open: the files above were refused. Correct them or leave them out, then import again.</source>
        <translation>Không có gì để mở: các tệp ở trên đã bị từ chối. Hãy sửa hoặc bỏ chúng ra rồi nhập lại.</translation>
    </message>
    <message>
        <source>Nothing to open: the files hold no cluster and no TPU node pool.</source>
        <translation>Không có gì để mở: các tệp không chứa cụm nào và không có nhóm nút TPU nào.</translation>
    </message>
</context>
<context>
    <name>tpuplan::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>T&amp;hoát</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>T&amp;rợ giúp</translation>
    </message>
    <message>
        <source>&amp;About TPU Planner</source>
        <translation>&amp;Giới thiệu Trình lập kế hoạch TPU</translation>
    </message>
    <message>
        <source>About TPU Planner</source>
        <translation>Giới thiệu Trình lập kế hoạch TPU</translation>
    </message>
    <message>
        <source>&lt;h3&gt;TPU Planner %1&lt;/h3&gt;&lt;p&gt;Plan Cloud TPU capacity on GKE, offline.&lt;/p&gt;&lt;p&gt;Catalog facts as of %2. Every choice is checked by the same rules as &lt;tt&gt;tpu-plan validate&lt;/tt&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Trình lập kế hoạch TPU %1&lt;/h3&gt;&lt;p&gt;Lập kế hoạch dung lượng Cloud TPU trên GKE, ngoại tuyến.&lt;/p&gt;&lt;p&gt;Dữ liệu danh mục tính đến %2. Mọi lựa chọn được kiểm tra bằng cùng quy tắc với &lt;tt&gt;tpu-plan validate&lt;/tt&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Sửa</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Ngôn ngữ</translation>
    </message>
    <message>
        <source>&amp;Add Pool</source>
        <translation>Thê&amp;m pool</translation>
    </message>
    <message>
        <source>Add a TPU pool that fits the cluster</source>
        <translation>Thêm một pool TPU phù hợp với cụm</translation>
    </message>
    <message>
        <source>Re&amp;move Pool</source>
        <translation>&amp;Xóa pool</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Giới thiệu &amp;Qt</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Thanh công cụ chính</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Khả dụng</translation>
    </message>
    <message>
        <source>%1[*] - TPU Planner</source>
        <translation>%1[*] - Trình lập kế hoạch TPU</translation>
    </message>
    <message>
        <source>valid plan</source>
        <translation>kế hoạch hợp lệ</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Hoàn tác: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Làm lại: %1</translation>
    </message>
    <message>
        <source>Select a pool to remove it</source>
        <translation>Chọn một pool để xóa</translation>
    </message>
    <message>
        <source>Remove the selected pool</source>
        <translation>Xóa pool đang chọn</translation>
    </message>
    <message>
        <source>A plan needs at least one pool</source>
        <translation>Kế hoạch cần ít nhất một pool</translation>
    </message>
    <message>
        <source>Slice in 3D</source>
        <translation>Slice dạng 3D</translation>
    </message>
    <message>
        <source>Export Preview</source>
        <translation>Xem trước bản xuất</translation>
    </message>
    <message>
        <source>&amp;Export Review Bundle...</source>
        <translation>&amp;Xuất gói xem xét...</translation>
    </message>
    <message>
        <source>Write manifests, gcloud script, Terraform and cost summary to a folder</source>
        <translation>Ghi manifest, script gcloud, Terraform và tóm tắt chi phí vào một thư mục</translation>
    </message>
    <message>
        <source>Review bundle written to %1</source>
        <translation>Đã ghi gói xem xét vào %1</translation>
    </message>
    <message>
        <source>The saved contract prices no longer fit the catalog and are not used: %1</source>
        <translation>Giá hợp đồng đã lưu không còn khớp với danh mục và không được dùng: %1</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Công cụ</translation>
    </message>
    <message>
        <source>About the &amp;Catalog...</source>
        <translation>Giới thiệu &amp;danh mục...</translation>
    </message>
    <message>
        <source>Contract &amp;Prices...</source>
        <translation>&amp;Giá hợp đồng...</translation>
    </message>
    <message>
        <source>Enter prices the catalog lacks (Ironwood) or that your contract sets</source>
        <translation>Nhập giá mà danh mục chưa có (Ironwood) hoặc do hợp đồng của bạn quy định</translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n lỗi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4</source>
        <translation>%1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <source>Catalog prices in use</source>
        <translation>Đang dùng giá danh mục</translation>
    </message>
    <message>
        <source>Contract prices in use</source>
        <translation>Đang dùng giá hợp đồng</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Làm lại</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Hoàn tác %1</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Làm lại %1</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Chi phí</translation>
    </message>
    <message>
        <source>&amp;Migrate TensorFlow Script...</source>
        <translation>&amp;Chuyển đổi script TensorFlow...</translation>
    </message>
    <message>
        <source>Show what a TPUEstimator script must change for TF2 TPUStrategy, with a TF2 skeleton</source>
        <translation>Cho biết một script TPUEstimator cần thay đổi gì cho TF2 TPUStrategy, kèm khung TF2</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>So sánh</translation>
    </message>
    <message>
        <source>nodes unknown</source>
        <translation>chưa rõ số nút</translation>
    </message>
    <message>
        <source>&amp;Size from Model...</source>
        <translation>Định cỡ từ &amp;mô hình...</translation>
    </message>
    <message>
        <source>From a model and a training or serving job to the slices that fit it, with time and cost</source>
        <translation>Từ một mô hình và một tác vụ huấn luyện hoặc phục vụ đến các slice vừa với nó, kèm thời gian và chi phí</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Danh mục</translation>
    </message>
    <message>
        <source>%1 cannot be used; the window keeps its catalog.

%2</source>
        <translation>Không thể dùng %1; cửa sổ giữ danh mục hiện tại.

%2</translation>
    </message>
    <message>
        <source>Planning with the catalog %1; start with --catalog and its path to use it again.</source>
        <translation>Đang lập kế hoạch với danh mục %1; hãy khởi động với --catalog và đường dẫn của nó để dùng lại.</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Phát hiện</translation>
    </message>
    <message numerus="yes">
        <source>%Ln nodes</source>
        <translation>
            <numerusform>%Ln nút</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chips</source>
        <translation>
            <numerusform>%Ln chip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln slices</source>
        <translation>
            <numerusform>%Ln slice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestCheck</name>
    <message>
        <source>Check &amp;Manifests...</source>
        <translation>Kiểm tra &amp;manifest...</translation>
    </message>
    <message>
        <source>Check the TPU workloads of Kubernetes YAML files, or of every *.yaml and *.yml file of a folder (selectors, chips, pods per slice), against the catalog and this plan, as tpu-plan lint does</source>
        <translation>Kiểm tra các khối lượng công việc TPU trong tệp YAML Kubernetes, hoặc trong mọi tệp *.yaml và *.yml của một thư mục (bộ chọn, chip, pod mỗi slice), so với danh mục và kế hoạch này, như tpu-plan lint làm</translation>
    </message>
    <message>
        <source>Checking manifests...</source>
        <translation>Đang kiểm tra manifest...</translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestFindingsModel</name>
    <message>
        <source>%1: not read</source>
        <translation>%1: không đọc được</translation>
    </message>
    <message numerus="yes">
        <source>%n TPU workload(s)</source>
        <translation>
            <numerusform>%n khối lượng công việc TPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other object(s)</source>
        <translation>
            <numerusform>%n đối tượng khác</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 look right, %3 skipped</source>
        <translation>%1: %2 trông đúng, bỏ qua %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %3 skipped, %n finding(s)</source>
        <translation>
            <numerusform>%1: %2, bỏ qua %3, %n phát hiện</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) in %3, field %4: %5</source>
        <translation>%1 (%2) trong %3, trường %4: %5</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>dòng %1, cột %2</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Phát hiện</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Quy tắc</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Vị trí</translation>
    </message>
    <message>
        <source>%1: a Helm or Jinja template, skipped</source>
        <translation>%1: một mẫu (template) Helm hoặc Jinja, đã bỏ qua</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n document(s) that are not Kubernetes objects</source>
        <translation>
            <numerusform>%1 và %n tài liệu không phải đối tượng Kubernetes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no TPU workload, %2 skipped</source>
        <translation>%1: không có khối lượng công việc TPU, bỏ qua %2</translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestFindingsPanel</name>
    <message>
        <source>No manifests checked yet: File &gt; Check Manifests.</source>
        <translation>Chưa kiểm tra manifest nào: Tệp &gt; Kiểm tra manifest.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked: %1, %2, %3 in %4.</source>
        <translation>
            <numerusform>Đã kiểm tra %n tệp: %1, %2, %3 trong %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n lỗi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n cảnh báo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n ghi chú</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n TPU workload(s)</source>
        <translation>
            <numerusform>%n khối lượng công việc TPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Against the plan&apos;s pools</source>
        <translation>Theo các pool của kế hoạch</translation>
    </message>
    <message>
        <source>Also check that each TPU workload runs on one of the open plan&apos;s pools (rule lint-plan-match), as tpu-plan lint --plan does. The mode is the plan&apos;s either way.</source>
        <translation>Đồng thời kiểm tra mỗi khối lượng công việc TPU có chạy trên một pool của kế hoạch đang mở không (quy tắc lint-plan-match), như tpu-plan lint --plan. Chế độ luôn là chế độ của kế hoạch.</translation>
    </message>
    <message>
        <source>Check Again</source>
        <translation>Kiểm tra lại</translation>
    </message>
    <message>
        <source>Read the same files again, e.g. after editing them</source>
        <translation>Đọc lại các tệp đó, ví dụ sau khi sửa chúng</translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestSourceDialog</name>
    <message>
        <source>Check Manifests: files or a folder</source>
        <translation>Kiểm tra manifest: tệp hoặc một thư mục</translation>
    </message>
    <message>
        <source>Kubernetes YAML (*.yaml *.yml);;All files (*)</source>
        <translation>YAML Kubernetes (*.yaml *.yml);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Check This &amp;Folder</source>
        <translation>Kiểm tra &amp;thư mục này</translation>
    </message>
    <message>
        <source>Check every *.yaml and *.yml file of the folder shown and its subfolders</source>
        <translation>Kiểm tra mọi tệp *.yaml và *.yml của thư mục đang hiển thị và các thư mục con</translation>
    </message>
</context>
<context>
    <name>tpuplan::ManifestViewer</name>
    <message>
        <source>%1 - Checked Manifest</source>
        <translation>%1 - Manifest đã kiểm tra</translation>
    </message>
    <message>
        <source>%1 cannot be shown: it cannot be read or is too large.</source>
        <translation>Không thể hiển thị %1: tệp không đọc được hoặc quá lớn.</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Vị trí</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Quy tắc</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Phát hiện</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>dòng %1, cột %2</translation>
    </message>
    <message>
        <source>%1: a Helm or Jinja template, not checked: the note below says why.</source>
        <translation>%1: một mẫu (template) Helm hoặc Jinja, không được kiểm tra: ghi chú bên dưới cho biết lý do.</translation>
    </message>
    <message numerus="yes">
        <source>%1: no TPU workload, %n error(s); the lines with findings are tinted.</source>
        <translation>
            <numerusform>%1: không có khối lượng công việc TPU, %n lỗi; các dòng có phát hiện được tô màu.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in %3; the lines with findings are tinted.</source>
        <translation>%1: %2 trong %3; các dòng có phát hiện được tô màu.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n lỗi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n TPU workload(s)</source>
        <translation>
            <numerusform>%n khối lượng công việc TPU</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::MigrateDialog</name>
    <message>
        <source>Migrate TensorFlow Script</source>
        <translation>Chuyển đổi script TensorFlow</translation>
    </message>
    <message>
        <source>&amp;Open Script…</source>
        <translation>&amp;Mở script…</translation>
    </message>
    <message>
        <source>&amp;Save Skeleton…</source>
        <translation>&amp;Lưu khung…</translation>
    </message>
    <message>
        <source>Write the TF2 TPUStrategy skeleton to a new Python file</source>
        <translation>Ghi khung TF2 TPUStrategy vào một tệp Python mới</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Line:column</source>
        <translation>Dòng:cột</translation>
    </message>
    <message>
        <source>Construct</source>
        <translation>Cấu trúc</translation>
    </message>
    <message>
        <source>What it was for</source>
        <translation>Dùng để làm gì</translation>
    </message>
    <message>
        <source>In TF2</source>
        <translation>Trong TF2</translation>
    </message>
    <message>
        <source>Open a TensorFlow 1 training script (TPUEstimator) to see what to change.</source>
        <translation>Mở một script huấn luyện TensorFlow 1 (TPUEstimator) để xem cần thay đổi gì.</translation>
    </message>
    <message>
        <source>The TF2 skeleton appears here.</source>
        <translation>Khung TF2 hiện ở đây.</translation>
    </message>
    <message>
        <source>No script open.</source>
        <translation>Chưa mở script nào.</translation>
    </message>
    <message>
        <source>%1 is not Python: line %2, column %3: %4</source>
        <translation>%1 không phải Python: dòng %2, cột %3: %4</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>Không đọc được %1: %2</translation>
    </message>
    <message>
        <source>There is no skeleton: the script could not be read</source>
        <translation>Không có khung: không đọc được script</translation>
    </message>
    <message>
        <source>%1: nothing to migrate, no TPUEstimator-era construct found.</source>
        <translation>%1: không có gì để chuyển đổi, không tìm thấy cấu trúc thời TPUEstimator.</translation>
    </message>
    <message>
        <source>There is no skeleton: nothing to migrate</source>
        <translation>Không có khung: không có gì để chuyển đổi</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n construct(s) to migrate. Click one to see its line; the TF2 skeleton is on the right.</source>
        <translation>
            <numerusform>%1: %n cấu trúc cần chuyển đổi. Nhấp vào một mục để xem dòng của nó; khung TF2 nằm bên phải.</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no skeleton to save</source>
        <translation>không có khung để lưu</translation>
    </message>
    <message>
        <source>%1 is the script itself; the skeleton would replace it</source>
        <translation>%1 chính là script; khung sẽ ghi đè lên nó</translation>
    </message>
    <message>
        <source>Open TensorFlow Script</source>
        <translation>Mở script TensorFlow</translation>
    </message>
    <message>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Script Python (*.py);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Save TF2 Skeleton</source>
        <translation>Lưu khung TF2</translation>
    </message>
    <message>
        <source>Python scripts (*.py)</source>
        <translation>Script Python (*.py)</translation>
    </message>
    <message>
        <source>The skeleton was not saved: %1</source>
        <translation>Khung chưa được lưu: %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::PlanAssistant</name>
    <message>
        <source>Guided Planning</source>
        <translation>Lập kế hoạch có hướng dẫn</translation>
    </message>
    <message>
        <source>Step 1 of 4: Standard or Autopilot</source>
        <translation>Bước 1/4: Standard hay Autopilot</translation>
    </message>
    <message>
        <source>Step 2 of 4: the TPU version</source>
        <translation>Bước 2/4: phiên bản TPU</translation>
    </message>
    <message>
        <source>Step 3 of 4: where it is offered</source>
        <translation>Bước 3/4: nơi được cung cấp</translation>
    </message>
    <message>
        <source>Step 4 of 4: the slice</source>
        <translation>Bước 4/4: slice</translation>
    </message>
    <message>
        <source>Who creates and sizes the TPU nodes: you (Standard) or GKE (Autopilot).</source>
        <translation>Ai tạo và định cỡ các nút TPU: bạn (Standard) hay GKE (Autopilot).</translation>
    </message>
    <message>
        <source>Each TPU version has its own chips, slice shapes, zones and prices.</source>
        <translation>Mỗi phiên bản TPU có chip, hình dạng slice, vùng và giá riêng.</translation>
    </message>
    <message>
        <source>A TPU version is offered in a few zones only; the cluster&apos;s region follows the zone.</source>
        <translation>Một phiên bản TPU chỉ có ở vài vùng; khu vực của cụm đi theo vùng.</translation>
    </message>
    <message>
        <source>The slice&apos;s shape decides its chips, its VMs and whether it is a torus.</source>
        <translation>Hình dạng slice quyết định số chip, số VM và việc nó có phải torus hay không.</translation>
    </message>
    <message>
        <source>&amp;Standard: you create the TPU node pools</source>
        <translation>&amp;Standard: bạn tạo các node pool TPU</translation>
    </message>
    <message>
        <source>&amp;Autopilot: GKE creates TPU nodes for the pods</source>
        <translation>&amp;Autopilot: GKE tạo nút TPU cho các Pod</translation>
    </message>
    <message>
        <source>%1 (%2): %3 GiB HBM per chip, %4 TFLOPS bf16</source>
        <translation>%1 (%2): %3 GiB HBM mỗi chip, %4 TFLOPS bf16</translation>
    </message>
    <message>
        <source>%1 (region %2): needs GKE %3 or later</source>
        <translation>%1 (khu vực %2): cần GKE %3 trở lên</translation>
    </message>
    <message numerus="yes">
        <source>multi-host, %n VMs</source>
        <translation>
            <numerusform>nhiều host, %n VM</numerusform>
        </translation>
    </message>
    <message>
        <source>single-host, one VM</source>
        <translation>một host, một VM</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: %n chips, %3</source>
        <translation>
            <numerusform>%1 trên %2: %n chip, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The plan so far: %1 cluster in %2 (GKE %3), %4 %5 in %6, %n chip(s).</source>
        <translation>
            <numerusform>Kế hoạch hiện tại: cụm %1 tại %2 (GKE %3), %4 %5 tại %6, %n chip.</numerusform>
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
        <translation>Kế hoạch hợp lệ.</translation>
    </message>
    <message numerus="yes">
        <source>It has %n error(s); the next steps fix them.</source>
        <translation>
            <numerusform>Kế hoạch có %n lỗi; các bước tiếp theo sẽ sửa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Optional: will your model fit?</source>
        <translation>Tùy chọn: mô hình của bạn có vừa không?</translation>
    </message>
    <message>
        <source>No model yet (skip this step)</source>
        <translation>Chưa có mô hình (bỏ qua bước này)</translation>
    </message>
    <message>
        <source>it fits</source>
        <translation>vừa</translation>
    </message>
    <message>
        <source>it is tight</source>
        <translation>rất sát</translation>
    </message>
    <message>
        <source>it does not fit</source>
        <translation>không vừa</translation>
    </message>
    <message>
        <source>%1 on %2 %3 needs %4 GiB per chip of the %5 GiB usable: %6.</source>
        <translation>%1 trên %2 %3 cần %4 GiB mỗi chip trong %5 GiB dùng được: %6.</translation>
    </message>
    <message>
        <source>No %1 slice holds it: go Back to another TPU version, or pick a smaller model.</source>
        <translation>Không slice %1 nào chứa được nó: quay lại chọn phiên bản TPU khác, hoặc chọn mô hình nhỏ hơn.</translation>
    </message>
    <message numerus="yes">
        <source>The smallest %1 slice that holds it: %2 on %3, %n chip(s).</source>
        <translation>
            <numerusform>Slice %1 nhỏ nhất chứa được nó: %2 trên %3, %n chip.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Use %1 on %2</source>
        <translation>&amp;Dùng %1 trên %2</translation>
    </message>
    <message>
        <source>Pick a model you will serve (bf16, 8k context, 16 sequences at once) to see whether it fits the slice. Tools &gt; Size from Model weighs every version, training too.</source>
        <translation>Chọn một mô hình bạn sẽ phục vụ (bf16, ngữ cảnh 8k, 16 chuỗi cùng lúc) để xem nó có vừa slice không. Công cụ &gt; Định cỡ từ mô hình so sánh mọi phiên bản, cả cho huấn luyện.</translation>
    </message>
</context>
<context>
    <name>tpuplan::PlanDocument</name>
    <message>
        <source>Add pool %1</source>
        <translation>Thêm pool %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Chưa đặt tên</translation>
    </message>
    <message>
        <source>Remove pool %1</source>
        <translation>Xóa pool %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::PlanOutlineModel</name>
    <message>
        <source>Item</source>
        <translation>Mục</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Tóm tắt</translation>
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
        <translation>Cụm %1 (%2)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Cluster %1: GKE %2 in %3, %4 mode</source>
        <translation>Cụm %1: GKE %2 tại %3, chế độ %4</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>nodes unknown</source>
        <translation>chưa rõ số nút</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>Pool %1: %2 in %3</source>
        <translation>Pool %1: %2 tại %3</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n nút</numerusform>
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
        <translation>Đổi tên kế hoạch</translation>
    </message>
    <message>
        <source>Change description</source>
        <translation>Đổi mô tả</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Kế hoạch</translation>
    </message>
    <message>
        <source>Plan &amp;name:</source>
        <translation>Tê&amp;n kế hoạch:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Mô tả:</translation>
    </message>
    <message>
        <source>Free text shown in titles and reports.</source>
        <translation>Văn bản tự do hiển thị trong tiêu đề và báo cáo.</translation>
    </message>
</context>
<context>
    <name>tpuplan::PlatformDialog</name>
    <message>
        <source>Colab, Cloud TPU VM or GKE?</source>
        <translation>Colab, Cloud TPU VM hay GKE?</translation>
    </message>
    <message>
        <source>&amp;Chips needed:</source>
        <translation>Số &amp;chip cần:</translation>
    </message>
    <message>
        <source>&amp;Framework:</source>
        <translation>&amp;Framework:</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>&amp;Ngân sách:</translation>
    </message>
    <message>
        <source>1 chip</source>
        <translation>1 chip</translation>
    </message>
    <message>
        <source>up to 8 chips (one host)</source>
        <translation>tối đa 8 chip (một host)</translation>
    </message>
    <message>
        <source>more than 8 chips</source>
        <translation>hơn 8 chip</translation>
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
        <translation>miễn phí</translation>
    </message>
    <message>
        <source>pay as you go</source>
        <translation>trả theo mức dùng</translation>
    </message>
    <message>
        <source>reservations or committed use discounts</source>
        <translation>bản đặt trước hoặc chiết khấu cam kết sử dụng</translation>
    </message>
    <message>
        <source>&amp;Runs longer than 12 hours</source>
        <translation>Chạy &amp;lâu hơn 12 giờ</translation>
    </message>
    <message>
        <source>A &amp;team shares the TPUs (queues, priorities)</source>
        <translation>Một &amp;nhóm dùng chung TPU (hàng đợi, ưu tiên)</translation>
    </message>
    <message>
        <source>Reviewed, reproducible &amp;set-up (Terraform, manifests)</source>
        <translation>Thiết lập được duyệt, &amp;tái tạo được (Terraform, manifest)</translation>
    </message>
    <message>
        <source>&amp;Ironwood (TPU7x) wanted</source>
        <translation>Muốn dùng &amp;Ironwood (TPU7x)</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>Khuyến nghị: %1</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Lý do</translation>
    </message>
    <message>
        <source>Watch for</source>
        <translation>Cần lưu ý</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Nguồn: %1</translation>
    </message>
    <message>
        <source>Each source names a section of TPU Planner&apos;s reference notes and, in brackets, the public page or issue it quotes; Colab&apos;s session limits are not published exactly.</source>
        <translation>Mỗi nguồn nêu một mục trong ghi chú tham khảo của TPU Planner và, trong ngoặc, trang công khai hoặc issue mà mục đó trích dẫn; giới hạn phiên của Colab không được công bố chính xác.</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolBlockSection</name>
    <message>
        <source>Make a block pool</source>
        <translation>Chuyển thành pool khối</translation>
    </message>
    <message>
        <source>Make an ordinary pool</source>
        <translation>Chuyển thành pool thông thường</translation>
    </message>
    <message>
        <source>Edit slice workloads</source>
        <translation>Sửa các workload slice</translation>
    </message>
    <message>
        <source>Add slice workload</source>
        <translation>Thêm workload slice</translation>
    </message>
    <message>
        <source>Remove slice workload</source>
        <translation>Xóa workload slice</translation>
    </message>
    <message>
        <source>Dynamic slicing</source>
        <translation>Slicing động</translation>
    </message>
    <message>
        <source>Dynamic slicing (&amp;block pool)</source>
        <translation>Slicing động (pool &amp;khối)</translation>
    </message>
    <message>
        <source>The pool is whole blocks of an All Capacity reservation, one node pool each; the workloads below form their slices inside them at run time (GKE dynamic slicing).</source>
        <translation>Pool gồm các khối nguyên vẹn của một reservation All Capacity, mỗi khối một node pool; các workload bên dưới tạo slice của chúng bên trong lúc chạy (slicing động của GKE).</translation>
    </message>
    <message>
        <source>Slice workloads:</source>
        <translation>Các workload slice:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Hình dạng</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Số lượng</translation>
    </message>
    <message>
        <source>Each workload names its slice: a super-slice of whole blocks (every side a multiple of the block&apos;s) or a sub-slice inside one block; Count slices of that shape.</source>
        <translation>Mỗi workload nêu slice của nó: một super-slice gồm các khối nguyên vẹn (mỗi cạnh là bội số cạnh của khối) hoặc một sub-slice bên trong một khối; Số lượng là số slice có hình dạng đó.</translation>
    </message>
    <message>
        <source>&amp;Add workload</source>
        <translation>&amp;Thêm workload</translation>
    </message>
    <message>
        <source>Re&amp;move workload</source>
        <translation>&amp;Xóa workload</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) of %1, %2 chips in all</source>
        <translation>
            <numerusform>%n khối %1, tổng cộng %2 chip</numerusform>
        </translation>
    </message>
    <message>
        <source>Sub-slicing</source>
        <translation>Sub-slicing</translation>
    </message>
    <message>
        <source>Kueue &amp;sub-slicing</source>
        <translation>&amp;Sub-slicing của Kueue</translation>
    </message>
    <message>
        <source>The pool&apos;s node pools stay as they are; Kueue&apos;s Topology Aware Scheduling places the workloads below in sub-slices inside them.</source>
        <translation>Các node pool của pool giữ nguyên; Topology Aware Scheduling của Kueue đặt các workload bên dưới vào các sub-slice bên trong chúng.</translation>
    </message>
    <message>
        <source>Each workload names its sub-slice, a shape whose sides divide the pool&apos;s slice; Count sub-slices of that shape, together at most the pool&apos;s VMs.</source>
        <translation>Mỗi workload nêu sub-slice của mình, một hình dạng có các cạnh chia hết slice của pool; Số lượng sub-slice dạng đó, cộng lại không quá số VM của pool.</translation>
    </message>
    <message numerus="yes">
        <source>sub-slices inside %1 node pools: %n VM(s) in all</source>
        <translation>
            <numerusform>sub-slice bên trong các node pool %1: tổng cộng %n VM</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick “%1” first to add workloads here.</source>
        <translation>Hãy đánh dấu “%1” trước để thêm khối lượng công việc ở đây.</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolCapacitySection</name>
    <message>
        <source>Change capacity</source>
        <translation>Đổi dung lượng</translation>
    </message>
    <message>
        <source>Change reservation</source>
        <translation>Đổi đặt trước</translation>
    </message>
    <message>
        <source>Change commitment</source>
        <translation>Đổi cam kết</translation>
    </message>
    <message>
        <source>Capacity and cost</source>
        <translation>Dung lượng và chi phí</translation>
    </message>
    <message>
        <source>&amp;Capacity:</source>
        <translation>&amp;Dung lượng:</translation>
    </message>
    <message>
        <source>&amp;Reservation name:</source>
        <translation>Tên đặt t&amp;rước:</translation>
    </message>
    <message>
        <source>Reservation &amp;project:</source>
        <translation>&amp;Dự án đặt trước:</translation>
    </message>
    <message>
        <source>Co&amp;mmitment:</source>
        <translation>Ca&amp;m kết:</translation>
    </message>
    <message>
        <source>A committed use discount, for the cost estimate only.</source>
        <translation>Chiết khấu cam kết sử dụng, chỉ cho ước tính chi phí.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 năm</translation>
    </message>
    <message>
        <source>3 years</source>
        <translation>3 năm</translation>
    </message>
    <message>
        <source>the reservation to consume</source>
        <translation>đặt trước cần dùng</translation>
    </message>
    <message>
        <source>optional: project that owns a shared reservation</source>
        <translation>tùy chọn: dự án sở hữu đặt trước dùng chung</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>Theo yêu cầu</translation>
    </message>
    <message>
        <source>Spot (preemptible, cheaper)</source>
        <translation>Spot (có thể bị thu hồi, rẻ hơn)</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Đặt trước</translation>
    </message>
    <message>
        <source>Flex-start (queued provisioning)</source>
        <translation>Flex-start (cấp phát theo hàng đợi)</translation>
    </message>
    <message>
        <source>Change reservation start</source>
        <translation>Đổi thời điểm bắt đầu đặt trước</translation>
    </message>
    <message>
        <source>Change reservation length</source>
        <translation>Đổi độ dài đặt trước</translation>
    </message>
    <message>
        <source>Reservation &amp;start (UTC):</source>
        <translation>&amp;Bắt đầu đặt trước (UTC):</translation>
    </message>
    <message>
        <source>How the TPUs are obtained: on-demand, Spot (cheaper, can be preempted), a reservation, flex-start (queued until capacity is free), or a calendar-mode reservation booked for a fixed window.</source>
        <translation>Cách nhận TPU: theo yêu cầu, Spot (rẻ hơn, có thể bị thu hồi), một đặt trước, flex-start (xếp hàng đến khi có dung lượng), hoặc đặt trước ở chế độ lịch cho một khung thời gian cố định.</translation>
    </message>
    <message>
        <source>YYYY-MM-DDTHH:MM:SSZ, e.g. 2027-01-04T00:00:00Z</source>
        <translation>YYYY-MM-DDTHH:MM:SSZ, ví dụ 2027-01-04T00:00:00Z</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>chưa đặt</translation>
    </message>
    <message>
        <source>Calendar-mode reservation (fixed window, preview)</source>
        <translation>Đặt trước ở chế độ lịch (khung thời gian cố định, xem trước)</translation>
    </message>
    <message>
        <source>Reservation &amp;length (days):</source>
        <translation>Độ &amp;dài đặt trước (ngày):</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolNodesSection</name>
    <message>
        <source>Enable autoscaling</source>
        <translation>Bật tự động co giãn</translation>
    </message>
    <message>
        <source>Disable autoscaling</source>
        <translation>Tắt tự động co giãn</translation>
    </message>
    <message>
        <source>Change SMT</source>
        <translation>Đổi SMT</translation>
    </message>
    <message>
        <source>Change pods per node</source>
        <translation>Đổi số pod mỗi nút</translation>
    </message>
    <message>
        <source>Change autoscaling</source>
        <translation>Đổi tự động co giãn</translation>
    </message>
    <message>
        <source>Nodes and scaling</source>
        <translation>Nút và co giãn</translation>
    </message>
    <message>
        <source>Autoscaling:</source>
        <translation>Tự động co giãn:</translation>
    </message>
    <message>
        <source>M&amp;inimum nodes:</source>
        <translation>Số nút tố&amp;i thiểu:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum nodes:</source>
        <translation>Số nút tối đ&amp;a:</translation>
    </message>
    <message>
        <source>Total maximum &amp;nodes:</source>
        <translation>Tổng số nút tối đa (&amp;n):</translation>
    </message>
    <message>
        <source>Pods per no&amp;de:</source>
        <translation>Pod mỗi n&amp;út:</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>chưa đặt</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>mặc định (%1)</translation>
    </message>
    <message>
        <source>Autopilot manages nodes and their scaling itself; this field is for Standard clusters.</source>
        <translation>Autopilot tự quản lý nút và việc co giãn; trường này dành cho cụm Standard.</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>SMT left to the machine type&apos;s default; not GKE&apos;s Standard mode (German: &quot;Vorgabe&quot;, not &quot;Standard&quot;)</extracomment>
        <translation>mặc định</translation>
    </message>
    <message numerus="yes">
        <source>multi-host: scales atomically, 0 or %n node(s)</source>
        <translation>
            <numerusform>đa máy chủ: co giãn nguyên khối, 0 hoặc %n nút</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick “Enable autoscaling” first: the node bounds are the autoscaler&apos;s.</source>
        <translation>Hãy đánh dấu “Bật tự động co giãn” trước: giới hạn nút là của bộ tự động co giãn.</translation>
    </message>
    <message>
        <source>S&amp;MT (threads per core):</source>
        <translation>S&amp;MT (luồng mỗi lõi):</translation>
    </message>
    <message>
        <source>Enable &amp;autoscaling</source>
        <translation>&amp;Bật tự động co giãn</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolSliceSection</name>
    <message>
        <source>Change TPU version</source>
        <translation>Đổi phiên bản TPU</translation>
    </message>
    <message>
        <source>Change accelerator</source>
        <translation>Đổi bộ tăng tốc</translation>
    </message>
    <message>
        <source>Change machine type</source>
        <translation>Đổi loại máy</translation>
    </message>
    <message>
        <source>Change zone</source>
        <translation>Đổi vùng</translation>
    </message>
    <message>
        <source>Rename pool</source>
        <translation>Đổi tên pool</translation>
    </message>
    <message>
        <source>Change slices</source>
        <translation>Đổi số slice</translation>
    </message>
    <message>
        <source>TPU slice</source>
        <translation>Slice TPU</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>Tê&amp;n:</translation>
    </message>
    <message>
        <source>&amp;Zone:</source>
        <translation>&amp;Vùng:</translation>
    </message>
    <message>
        <source>&amp;Slices:</source>
        <translation>Sl&amp;ice:</translation>
    </message>
    <message>
        <source>The pool&apos;s name: lowercase letters, digits and &apos;-&apos;, at most %1 characters.</source>
        <translation>Tên của nhóm: chữ thường, chữ số và &apos;-&apos;, tối đa %1 ký tự.</translation>
    </message>
    <message>
        <source>The TPU generation. Versions the plan cannot use here are disabled; hover one to see why.</source>
        <translation>Thế hệ TPU. Các phiên bản kế hoạch không dùng được ở đây bị vô hiệu hóa; di chuột để xem lý do.</translation>
    </message>
    <message>
        <source>The zone the slice runs in; it must lie in the cluster&apos;s region and offer the TPU version.</source>
        <translation>Vùng mà slice chạy; phải nằm trong khu vực của cụm và cung cấp phiên bản TPU.</translation>
    </message>
    <message>
        <source>Identical slices joined over the data-center network (Multislice). 1 = a single slice.</source>
        <translation>Các slice giống nhau nối qua mạng trung tâm dữ liệu (Multislice). 1 = một slice.</translation>
    </message>
    <message>
        <source>Change topology</source>
        <translation>Đổi cấu trúc liên kết</translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation>nhiều máy chủ</translation>
    </message>
    <message>
        <source>single-host</source>
        <translation>một máy chủ</translation>
    </message>
    <message>
        <source>✓ %1 (press Enter to use it)</source>
        <translation>✓ %1 (nhấn Enter để dùng)</translation>
    </message>
    <message>
        <source>&amp;Accelerator:</source>
        <translation>&amp;Bộ tăng tốc:</translation>
    </message>
    <message>
        <source>Machine t&amp;ype:</source>
        <translation>Loại má&amp;y:</translation>
    </message>
    <message>
        <source>Autopilot picks the machine; the pool names the TPU accelerator its pods ask for.</source>
        <translation>Autopilot chọn máy; pool chỉ định bộ tăng tốc TPU mà pod yêu cầu.</translation>
    </message>
    <message>
        <source>The Compute Engine machine type of the node pool; it fixes the chips per VM.</source>
        <translation>Loại máy Compute Engine của pool nút; nó quyết định số chip mỗi VM.</translation>
    </message>
    <message>
        <source>Pick one of the topologies the machine type or accelerator supports.</source>
        <translation>Chọn một cấu trúc liên kết mà loại máy hoặc bộ tăng tốc hỗ trợ.</translation>
    </message>
    <message>
        <source>%1 TFLOPS bf16 and %2 GiB HBM per chip; %3D torus</source>
        <translation>%1 TFLOPS bf16 và %2 GiB HBM mỗi chip; hình xuyến %3D</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>khu vực %1</translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n chip</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 of %3 each: %4</source>
        <comment>chips on nodes of chips each</comment>
        <translation>%1 trên %2, mỗi node %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n nút</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 in total</source>
        <comment>nodes, chips in total</comment>
        <translation>%1, tổng cộng %2</translation>
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
            <numerusform>%n chip mỗi máy ảo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vCPU</source>
        <translation>
            <numerusform>%n vCPU</numerusform>
        </translation>
    </message>
    <message>
        <source>vCPU not published</source>
        <translation>số vCPU chưa được công bố</translation>
    </message>
    <message>
        <source>%1 GiB memory</source>
        <translation>%1 GiB bộ nhớ</translation>
    </message>
    <message>
        <source>memory not published</source>
        <translation>bộ nhớ chưa được công bố</translation>
    </message>
    <message>
        <source>✓ %1: %2 on %3, %4 (press Enter to use it)</source>
        <translation>✓ %1: %2 trên %3, %4 (nhấn Enter để dùng)</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n nút</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick a listed topology, or type a custom AxBxC slice of more than %n chip(s).</source>
        <translation>
            <numerusform>Chọn một cấu trúc liên kết có sẵn, hoặc nhập slice AxBxC tùy chỉnh trên %n chip.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>slices up to %n chip(s); %1 vCPU and %2 GiB per node</source>
        <translation>
            <numerusform>slice tối đa %n chip; %1 vCPU và %2 GiB mỗi nút</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3 in total</source>
        <comment>blocks: nodes, chips</comment>
        <translation>%1: %2, tổng cộng %3</translation>
    </message>
    <message numerus="yes">
        <source>%n blocks</source>
        <translation>
            <numerusform>%n khối</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch to %1 for %2</source>
        <translation>Chuyển sang %1 cho %2</translation>
    </message>
    <message numerus="yes">
        <source>%n shared node pools</source>
        <translation>
            <numerusform>%n node pool dùng chung</numerusform>
        </translation>
    </message>
    <message>
        <source>TP&amp;U version:</source>
        <translation>Phiên &amp;bản TPU:</translation>
    </message>
    <message>
        <source>Topolo&amp;gy:</source>
        <translation>Cấu trúc &amp;liên kết:</translation>
    </message>
</context>
<context>
    <name>tpuplan::PoolWorkloadSection</name>
    <message>
        <source>Change image</source>
        <translation>Đổi ảnh</translation>
    </message>
    <message>
        <source>Change CPU request</source>
        <translation>Đổi yêu cầu CPU</translation>
    </message>
    <message>
        <source>Change memory request</source>
        <translation>Đổi yêu cầu bộ nhớ</translation>
    </message>
    <message>
        <source>Change priority class</source>
        <translation>Đổi lớp ưu tiên</translation>
    </message>
    <message>
        <source>Change queue</source>
        <translation>Đổi hàng đợi</translation>
    </message>
    <message>
        <source>Change command</source>
        <translation>Đổi lệnh</translation>
    </message>
    <message>
        <source>Change chips per pod</source>
        <translation>Đổi số chip mỗi pod</translation>
    </message>
    <message>
        <source>Change hours per month</source>
        <translation>Đổi số giờ mỗi tháng</translation>
    </message>
    <message>
        <source>Change extended run time</source>
        <translation>Đổi thời gian chạy kéo dài</translation>
    </message>
    <message>
        <source>Change collection scheduling</source>
        <translation>Đổi lập lịch theo tập hợp</translation>
    </message>
    <message>
        <source>Change workload kind</source>
        <translation>Đổi loại khối lượng công việc</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Khối lượng công việc</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Loại:</translation>
    </message>
    <message>
        <source>Container &amp;image:</source>
        <translation>Ả&amp;nh container:</translation>
    </message>
    <message>
        <source>Comman&amp;d:</source>
        <translation>&amp;Lệnh:</translation>
    </message>
    <message>
        <source>CP&amp;U request:</source>
        <translation>Yêu cầu CP&amp;U:</translation>
    </message>
    <message>
        <source>Priority c&amp;lass:</source>
        <translation>Lớp ưu tiê&amp;n:</translation>
    </message>
    <message>
        <source>Kueue &amp;queue:</source>
        <translation>Hàng đợi Kueue (&amp;q):</translation>
    </message>
    <message>
        <source>Run time:</source>
        <translation>Thời gian chạy:</translation>
    </message>
    <message>
        <source>Serving:</source>
        <translation>Phục vụ:</translation>
    </message>
    <message>
        <source>Hours per m&amp;onth:</source>
        <translation>Số giờ mỗi thán&amp;g:</translation>
    </message>
    <message>
        <source>auto (JobSet for multi-host, Job otherwise)</source>
        <translation>tự động (JobSet cho đa máy chủ, còn lại Job)</translation>
    </message>
    <message>
        <source>E&amp;xtended run time</source>
        <translation>Thời gian chạy &amp;kéo dài</translation>
    </message>
    <message>
        <source>default</source>
        <translation>mặc định</translation>
    </message>
    <message>
        <source>e.g. us-docker.pkg.dev/my-project/train/trainer:1.0</source>
        <translation>vd. us-docker.pkg.dev/my-project/train/trainer:1.0</translation>
    </message>
    <message>
        <source>e.g. python3 train.py</source>
        <translation>vd. python3 train.py</translation>
    </message>
    <message>
        <source>e.g. 100</source>
        <translation>vd. 100</translation>
    </message>
    <message>
        <source>e.g. 150Gi</source>
        <translation>vd. 150Gi</translation>
    </message>
    <message>
        <source>Trillium (v6e) serving: keeps enough replicas of the collection up during maintenance.</source>
        <translation>Phục vụ trên Trillium (v6e): giữ đủ bản sao của tập hợp hoạt động khi bảo trì.</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>mặc định (%1)</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (mặc định)</translation>
    </message>
    <message>
        <source>Change containers per pod</source>
        <translation>Đổi số container mỗi pod</translation>
    </message>
    <message>
        <source>one</source>
        <translation>một</translation>
    </message>
    <message numerus="yes">
        <source>one per NUMA node: %n per VM</source>
        <translation>
            <numerusform>mỗi nút NUMA một container: %n mỗi máy ảo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>each pod gets %n chip(s)%1</source>
        <translation>
            <numerusform>mỗi pod nhận %n chip%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Autopilot pods that may run up to %n day(s) without being evicted for maintenance.</source>
        <translation>
            <numerusform>Các pod Autopilot có thể chạy tối đa %n ngày mà không bị buộc dừng để bảo trì.</numerusform>
        </translation>
    </message>
    <message>
        <source>e.g. us-docker.pkg.dev/my-project/serve/vllm-tpu:latest</source>
        <translation>vd. us-docker.pkg.dev/my-project/serve/vllm-tpu:latest</translation>
    </message>
    <message>
        <source>e.g. python3 -m vllm.entrypoints.openai.api_server</source>
        <translation>vd. python3 -m vllm.entrypoints.openai.api_server</translation>
    </message>
    <message>
        <source>TPU chi&amp;ps per pod:</source>
        <translation>Số c&amp;hip TPU mỗi pod:</translation>
    </message>
    <message>
        <source>Containe&amp;rs per pod:</source>
        <translation>Số co&amp;ntainer mỗi pod:</translation>
    </message>
    <message>
        <source>Memor&amp;y request:</source>
        <translation>Yêu cầu bộ nhớ (&amp;e):</translation>
    </message>
    <message>
        <source>Colle&amp;ction scheduling</source>
        <translation>Lập lịch theo tập &amp;hợp</translation>
    </message>
</context>
<context>
    <name>tpuplan::QuotaSection</name>
    <message>
        <source>Change %1 quota</source>
        <translation>Đổi hạn mức %1</translation>
    </message>
    <message>
        <source>TPU quota in the region</source>
        <translation>Hạn mức TPU trong vùng</translation>
    </message>
    <message>
        <source>Chips of each TPU version the project may use in the cluster&apos;s region, as the Cloud console shows under IAM &amp; Admin → Quotas. A plan whose pools could grow past a quota is an error.</source>
        <translation>Số chip của mỗi phiên bản TPU mà dự án được dùng trong vùng của cụm, như Cloud console hiển thị ở IAM &amp; Admin → Quotas. Kế hoạch có pool có thể vượt hạn mức là lỗi.</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>chưa đặt</translation>
    </message>
    <message>
        <source> chips</source>
        <translation> chip</translation>
    </message>
    <message>
        <source>Leave at &quot;not set&quot; when you do not know the quota; the plan is then not checked against it.</source>
        <translation>Để ở “chưa đặt” khi bạn không biết hạn mức; khi đó kế hoạch không được kiểm tra theo hạn mức.</translation>
    </message>
</context>
<context>
    <name>tpuplan::RecentFilesMenu</name>
    <message>
        <source>No recent files</source>
        <translation>Không có tệp gần đây</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Xóa danh sách</translation>
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
        <translation>Nút</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Lỗi</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Cảnh báo</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Ghi chú</translation>
    </message>
    <message>
        <source>Hour, selected (%1)</source>
        <translation>Giờ, theo lựa chọn (%1)</translation>
    </message>
    <message>
        <source>Month, selected</source>
        <translation>Tháng, theo lựa chọn</translation>
    </message>
    <message>
        <source>Month, on-demand</source>
        <translation>Tháng, theo yêu cầu</translation>
    </message>
    <message>
        <source>Month, Spot</source>
        <translation>Tháng, Spot</translation>
    </message>
    <message>
        <source>Month, 1 year</source>
        <translation>Tháng, 1 năm</translation>
    </message>
    <message>
        <source>Month, 3 years</source>
        <translation>Tháng, 3 năm</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>không rõ</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>ít nhất %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>tối đa %1</translation>
    </message>
    <message>
        <source>No scenario yet. File &gt; Duplicate as Scenario keeps a copy of the open plan to compare with while you edit; File &gt; Open Plan Beside adds another plan file.</source>
        <translation>Chưa có kịch bản nào. Tệp &gt; Nhân bản thành kịch bản giữ một bản sao của kế hoạch đang mở để so sánh trong khi bạn chỉnh sửa; Tệp &gt; Mở kế hoạch bên cạnh thêm một tệp kế hoạch khác.</translation>
    </message>
    <message>
        <source>Switch to Scenario %1</source>
        <translation>Chuyển sang kịch bản %1</translation>
    </message>
    <message>
        <source>Remove the scenario “%1”</source>
        <translation>Xóa kịch bản “%1”</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>Kế hoạch đang mở</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>Kịch bản %1</translation>
    </message>
    <message>
        <source>Open plan: %1</source>
        <translation>Kế hoạch đang mở: %1</translation>
    </message>
    <message>
        <source>Scenario %1: %2</source>
        <translation>Kịch bản %1: %2</translation>
    </message>
    <message>
        <source>As selected</source>
        <translation>Theo lựa chọn</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>Theo yêu cầu</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1-year</source>
        <translation>1 năm</translation>
    </message>
    <message>
        <source>3-year</source>
        <translation>3 năm</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>%1 mỗi tháng</translation>
    </message>
    <message>
        <source>The open plan beside its scenarios; rows marked ≠ differ and come first. A scenario&apos;s button makes it the open plan (Edit &gt; Undo switches back).</source>
        <translation>Kế hoạch đang mở bên cạnh các kịch bản của nó; các hàng đánh dấu ≠ khác nhau và được xếp trước. Nút của một kịch bản biến nó thành kế hoạch đang mở (Sửa &gt; Hoàn tác để quay lại).</translation>
    </message>
    <message>
        <source>Make scenario %1 (%2) the open plan; the open plan becomes scenario %1 in its place</source>
        <translation>Biến kịch bản %1 (%2) thành kế hoạch đang mở; kế hoạch đang mở trở thành kịch bản %1 thay cho nó</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Trường</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: differs from the open plan</source>
        <translation>%1: khác với kế hoạch đang mở</translation>
    </message>
</context>
<context>
    <name>tpuplan::Scenarios</name>
    <message>
        <source>&amp;Duplicate as Scenario</source>
        <translation>&amp;Nhân bản thành kịch bản</translation>
    </message>
    <message>
        <source>Keep a copy of the plan as it is now, to compare with while you edit (Compare dock)</source>
        <translation>Giữ một bản sao của kế hoạch như hiện tại để so sánh trong khi chỉnh sửa (bảng So sánh)</translation>
    </message>
    <message>
        <source>Open Plan &amp;Beside…</source>
        <translation>Mở kế hoạch &amp;bên cạnh…</translation>
    </message>
    <message>
        <source>Compare another plan file with the open plan, without opening it</source>
        <translation>So sánh một tệp kế hoạch khác với kế hoạch đang mở mà không mở nó</translation>
    </message>
    <message>
        <source>it is not a plan file</source>
        <translation>đây không phải tệp kế hoạch</translation>
    </message>
    <message>
        <source>%1 cannot be compared: %2</source>
        <translation>Không thể so sánh %1: %2</translation>
    </message>
    <message>
        <source>Open Plan Beside</source>
        <translation>Mở kế hoạch bên cạnh</translation>
    </message>
    <message>
        <source>TPU plans (*.tpuplan.yaml *.yaml *.yml);;All files (*)</source>
        <translation>Kế hoạch TPU (*.tpuplan.yaml *.yaml *.yml);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Switch to Scenario “%1”</source>
        <translation>Chuyển sang kịch bản “%1”</translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n plan(s)...</source>
        <translation>
            <numerusform>Đang so sánh %n kế hoạch...</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, copy %2</source>
        <comment>file name, number</comment>
        <translation>%1, bản sao %2</translation>
    </message>
    <message>
        <source>%1 before the switch</source>
        <translation>%1 trước khi chuyển</translation>
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
        <translation>không rõ</translation>
    </message>
    <message>
        <source>&amp;Use This Slice</source>
        <translation>&amp;Dùng slice này</translation>
    </message>
    <message>
        <source>Size from Model</source>
        <translation>Định cỡ từ mô hình</translation>
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
        <translation>Vừa</translation>
    </message>
    <message>
        <source>GiB/chip</source>
        <translation>GiB/chip</translation>
    </message>
    <message>
        <source>Usable GiB</source>
        <translation>GiB khả dụng</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Giới hạn</translation>
    </message>
    <message>
        <source>Time / throughput</source>
        <translation>Thời gian / thông lượng</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Chi phí hằng tháng</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>Chi phí lần chạy</translation>
    </message>
    <message>
        <source>Set the selected pool to this TPU version and slice (undoable)</source>
        <translation>Đặt pool đang chọn thành phiên bản TPU và slice này (có thể hoàn tác)</translation>
    </message>
    <message>
        <source>Select a pool in the plan first</source>
        <translation>Hãy chọn một pool trong kế hoạch trước</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Mô hình</translation>
    </message>
    <message>
        <source>Custom dimensions</source>
        <translation>Kích thước tùy chỉnh</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Mô hình có sẵn:</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Số lớp</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Chiều ẩn</translation>
    </message>
    <message>
        <source>FFN</source>
        <translation>FFN</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Số head</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Số head KV</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Kích thước head</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Từ vựng</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>&amp;Huấn luyện</translation>
    </message>
    <message>
        <source>&amp;Serving</source>
        <translation>&amp;Phục vụ</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Huấn luyện</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> tỷ</translation>
    </message>
    <message>
        <source>per TPU version</source>
        <translation>theo phiên bản TPU</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>Token:</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>Độ dài chuỗi:</translation>
    </message>
    <message>
        <source>Global batch (sequences):</source>
        <translation>Batch toàn cục (chuỗi):</translation>
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
        <translation>Hạn chót (ngày):</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Phục vụ</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>Trọng số:</translation>
    </message>
    <message>
        <source>KV cache:</source>
        <translation>KV cache:</translation>
    </message>
    <message>
        <source>Context length:</source>
        <translation>Độ dài ngữ cảnh:</translation>
    </message>
    <message>
        <source>Concurrent sequences:</source>
        <translation>Số chuỗi đồng thời:</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Mô hình tùy chỉnh</translation>
    </message>
    <message>
        <source>%1: %2 billion parameters.</source>
        <translation>%1: %2 tỷ tham số.</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>vừa</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>sát giới hạn</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>không vừa</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 ngày</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>Use slice %1 for pool %2</source>
        <translation>Dùng slice %1 cho pool %2</translation>
    </message>
    <message>
        <source>compute</source>
        <comment>what limits the speed</comment>
        <translation>tính toán</translation>
    </message>
    <message>
        <source>memory bandwidth (HBM)</source>
        <comment>what limits the speed</comment>
        <translation>băng thông bộ nhớ (HBM)</translation>
    </message>
    <message>
        <source>chip links (ICI)</source>
        <comment>what limits the speed</comment>
        <translation>liên kết giữa các chip (ICI)</translation>
    </message>
    <message>
        <source>data-centre network (DCN)</source>
        <comment>what limits the speed</comment>
        <translation>mạng trung tâm dữ liệu (DCN)</translation>
    </message>
    <message>
        <source>full (keep layer inputs, recompute the rest)</source>
        <comment>remat</comment>
        <translation>đầy đủ (giữ đầu vào của các lớp, tính lại phần còn lại)</translation>
    </message>
    <message>
        <source>minimal (recompute the cheap parts)</source>
        <comment>remat</comment>
        <translation>tối thiểu (chỉ tính lại phần rẻ)</translation>
    </message>
    <message>
        <source>none (keep every activation)</source>
        <comment>remat</comment>
        <translation>không (giữ mọi activation)</translation>
    </message>
    <message>
        <source>offload (activations to host memory)</source>
        <comment>remat</comment>
        <translation>chuyển ra ngoài (activation vào bộ nhớ máy chủ)</translation>
    </message>
    <message>
        <source>Slices offered in %1 (%2 mode), best first: fits, then meets the deadline (the slices that miss it in grey), then cost.</source>
        <translation>Các slice có ở %1 (chế độ %2), tốt nhất trước: vừa, rồi kịp hạn chót (slice trễ hạn tô xám), rồi chi phí.</translation>
    </message>
    <message>
        <source>Slices offered in %1 (%2 mode), best first: fits, then cost.</source>
        <translation>Các slice có ở %1 (chế độ %2), tốt nhất trước: vừa, rồi chi phí.</translation>
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
        <translation>Các slice vừa</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Biên Pareto</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Đã chọn</translation>
    </message>
    <message>
        <source>Monthly cost, on-demand</source>
        <translation>Chi phí hằng tháng, on-demand</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>Số ngày huấn luyện</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Token mỗi giây</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Trọng số</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradient</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Bộ tối ưu</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Giá trị kích hoạt</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>Usable HBM</source>
        <translation>HBM khả dụng</translation>
    </message>
    <message>
        <source>GiB per chip</source>
        <translation>GiB mỗi chip</translation>
    </message>
</context>
<context>
    <name>tpuplan::StartHint</name>
    <message>
        <source>New here? Begin with &lt;a href=&quot;guided&quot;&gt;Guided Planning&lt;/a&gt;, open &lt;a href=&quot;example&quot;&gt;an example&lt;/a&gt;, or edit &lt;a href=&quot;pool&quot;&gt;the TPU pool&lt;/a&gt; of this plan.</source>
        <translation>Mới dùng? Hãy bắt đầu với &lt;a href=&quot;guided&quot;&gt;Lập kế hoạch có hướng dẫn&lt;/a&gt;, mở &lt;a href=&quot;example&quot;&gt;một ví dụ&lt;/a&gt;, hoặc sửa &lt;a href=&quot;pool&quot;&gt;pool TPU&lt;/a&gt; của kế hoạch này.</translation>
    </message>
</context>
<context>
    <name>tpuplan::TopologyChoicesModel</name>
    <message>
        <source>Topology</source>
        <translation>Cấu trúc liên kết</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nút</translation>
    </message>
    <message>
        <source>VMs</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Máy chủ</translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation>đa máy chủ</translation>
    </message>
    <message>
        <source>single-host</source>
        <translation>một máy chủ</translation>
    </message>
    <message>
        <source>%1, %2 per pod</source>
        <comment>nodes, chips per pod</comment>
        <translation>%1, %2 mỗi pod</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n nút</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n chip</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>nodes of chips</comment>
        <translation>%1, mỗi node %2</translation>
    </message>
    <message>
        <source>%1: %2 on %3 of %4 (%5)</source>
        <comment>topology: chips on nodes of chips (owner)</comment>
        <translation>%1: %2 trên %3, mỗi node %4 (%5)</translation>
    </message>
    <message>
        <source>%1, needs %2</source>
        <comment>host type, needs machine type</comment>
        <translation>%1, cần %2</translation>
    </message>
    <message>
        <source>%1. Pick it to switch to %2.</source>
        <translation>%1. Chọn nó để chuyển sang %2.</translation>
    </message>
    <message>
        <source>%1, which the plan cannot use here: %2</source>
        <translation>%1, nhưng kế hoạch không thể dùng ở đây: %2</translation>
    </message>
</context>
<context>
    <name>tpuplan::TopologyPicker</name>
    <message>
        <source>AxBxC, e.g. 8x16x16</source>
        <translation>AxBxC, vd. 8x16x16</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(chưa đặt)</translation>
    </message>
    <message>
        <source>Switch to %1</source>
        <translation>Chuyển sang %1</translation>
    </message>
    <message>
        <source>Use %1 with topology %2, as one step (Edit &gt; Undo takes it back)</source>
        <translation>Dùng %1 với cấu trúc liên kết %2, trong một bước (Sửa &gt; Hoàn tác để bỏ)</translation>
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
        <translation>slice %1 trong số %2</translation>
    </message>
    <message>
        <source>Host tray %1 (%2 chips)</source>
        <translation>Khay máy chủ %1 (%2 chip)</translation>
    </message>
    <message>
        <source>%1 ICI links: %2 wraparound, %3 optical</source>
        <translation>%1 liên kết ICI: %2 liên kết vòng, %3 liên kết quang</translation>
    </message>
    <message>
        <source>optical</source>
        <translation>quang</translation>
    </message>
    <message>
        <source>copper</source>
        <translation>đồng</translation>
    </message>
    <message>
        <source>wraparound</source>
        <translation>vòng</translation>
    </message>
    <message>
        <source>twisted</source>
        <translation>xoắn</translation>
    </message>
    <message numerus="yes">
        <source>GKE node %1 of %2: &lt;tt&gt;%3&lt;/tt&gt; (TPU_WORKER_ID %4, %n chip(s))</source>
        <translation>
            <numerusform>Nút GKE %1 trên %2: &lt;tt&gt;%3&lt;/tt&gt; (TPU_WORKER_ID %4, %n chip)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::TorusPainterView</name>
    <message>
        <source>Torus view</source>
        <translation>Khung hiển thị hình xuyến (torus)</translation>
    </message>
</context>
<context>
    <name>tpuplan::TorusPanel</name>
    <message>
        <source>Select a TPU pool to see its slice.</source>
        <translation>Hãy chọn một nhóm nút TPU để xem slice của nó.</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Hiển thị</translation>
    </message>
    <message>
        <source>Colour by </source>
        <translation>Tô màu theo </translation>
    </message>
    <message>
        <source>GKE node (VM)</source>
        <translation>Nút GKE (VM)</translation>
    </message>
    <message>
        <source>Host tray</source>
        <translation>Khay máy chủ</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>What the chip colours show</source>
        <translation>Ý nghĩa màu của các chip</translation>
    </message>
    <message>
        <source>Show the neighbour and wraparound links along the %1 axis</source>
        <translation>Hiện các liên kết lân cận và liên kết vòng dọc theo trục %1</translation>
    </message>
    <message>
        <source>Wraparound</source>
        <translation>Liên kết vòng</translation>
    </message>
    <message>
        <source>Show the links that close each ring (last chip back to the first)</source>
        <translation>Hiện các liên kết khép kín mỗi vòng (từ chip cuối quay lại chip đầu)</translation>
    </message>
    <message>
        <source>Optical</source>
        <translation>Liên kết quang</translation>
    </message>
    <message>
        <source>Show the links that run through optical circuit switches (dashed)</source>
        <translation>Hiện các liên kết đi qua bộ chuyển mạch mạch quang (nét đứt)</translation>
    </message>
    <message>
        <source>Ragged</source>
        <translation>Rút gọn</translation>
    </message>
    <message>
        <source>Draw wraparound links as short stubs at both ends instead of loops</source>
        <translation>Vẽ liên kết vòng thành các đoạn ngắn ở hai đầu thay vì vòng cung</translation>
    </message>
    <message>
        <source>Node outlines</source>
        <translation>Viền nút</translation>
    </message>
    <message>
        <source>Outline the chips of every GKE node</source>
        <translation>Vẽ viền quanh các chip của mỗi nút GKE</translation>
    </message>
    <message>
        <source>Twisted</source>
        <translation>Xoắn</translation>
    </message>
    <message>
        <source>Wire this shape as a twisted torus (only shapes the catalog lists as twistable)</source>
        <translation>Đấu nối hình dạng này thành hình xuyến xoắn (chỉ với các hình dạng mà danh mục ghi là có thể xoắn)</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Xem</translation>
    </message>
    <message>
        <source>View </source>
        <translation>Chế độ xem </translation>
    </message>
    <message>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <source>Planes across x</source>
        <translation>Mặt phẳng vuông góc với x</translation>
    </message>
    <message>
        <source>Planes across y</source>
        <translation>Mặt phẳng vuông góc với y</translation>
    </message>
    <message>
        <source>Planes across z</source>
        <translation>Mặt phẳng vuông góc với z</translation>
    </message>
    <message>
        <source>Look down one axis at one plane of chips at a time (for large slices)</source>
        <translation>Nhìn dọc theo một trục, mỗi lần một mặt phẳng chip (dành cho slice lớn)</translation>
    </message>
    <message>
        <source> plane </source>
        <translation> mặt phẳng </translation>
    </message>
    <message>
        <source>Which plane along the axis</source>
        <translation>Mặt phẳng nào dọc theo trục</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>Đặt lại góc nhìn</translation>
    </message>
    <message>
        <source>Look at the whole slice again (Home)</source>
        <translation>Xem lại toàn bộ slice (Home)</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Xuất PNG…</translation>
    </message>
    <message>
        <source>Save the view as a PNG image</source>
        <translation>Lưu khung hiển thị thành ảnh PNG</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Toàn màn hình</translation>
    </message>
    <message>
        <source>Present the view full screen (Esc to leave)</source>
        <translation>Hiển thị toàn màn hình (nhấn Esc để thoát)</translation>
    </message>
    <message>
        <source>OpenGL is not available (%1); the view is drawn without it.</source>
        <translation>OpenGL không khả dụng (%1); khung hiển thị được vẽ mà không dùng OpenGL.</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> trên %1</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Pool &lt;b&gt;%1&lt;/b&gt; · </source>
        <translation>Nhóm nút &lt;b&gt;%1&lt;/b&gt; · </translation>
    </message>
    <message>
        <source>Host trays of %1 chips</source>
        <translation>Khay máy chủ %1 chip</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>máy chủ %1</translation>
    </message>
    <message>
        <source>slice %1</source>
        <translation>slice %1</translation>
    </message>
    <message>
        <source>ICI links</source>
        <translation>Liên kết ICI</translation>
    </message>
    <message>
        <source>%1 axis</source>
        <translation>trục %1</translation>
    </message>
    <message>
        <source>wraps around</source>
        <translation>khép vòng</translation>
    </message>
    <message>
        <source>optical (OCS), dashed</source>
        <translation>quang (OCS), nét đứt</translation>
    </message>
    <message>
        <source>no wraparound links (mesh)</source>
        <translation>không có liên kết vòng: lưới (mesh)</translation>
    </message>
    <message>
        <source>DCN between slices (no ICI)</source>
        <translation>DCN giữa các slice (không có ICI)</translation>
    </message>
    <message>
        <source>node outline</source>
        <translation>viền nút</translation>
    </message>
    <message>
        <source>selected chip, its node and links</source>
        <translation>chip đã chọn, nút và các liên kết của nó</translation>
    </message>
    <message>
        <source>Click a chip to see its node, host and links. Drag to rotate, right-drag to pan, wheel to zoom.</source>
        <translation>Hãy nhấp vào một chip để xem nút, máy chủ và các liên kết của nó. Kéo để xoay, kéo bằng chuột phải để di chuyển, cuộn con lăn để thu phóng.</translation>
    </message>
    <message>
        <source>There is nothing to export.</source>
        <translation>Không có gì để xuất.</translation>
    </message>
    <message>
        <source>Export view as PNG</source>
        <translation>Xuất khung hiển thị ra PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Ảnh PNG (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Xuất không thành công</translation>
    </message>
    <message>
        <source>The view could not be exported to %1.

%2</source>
        <translation>Không thể xuất khung nhìn ra %1.

%2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>GKE nodes of chips</comment>
        <translation>%1, mỗi node %2</translation>
    </message>
    <message numerus="yes">
        <source>%n GKE nodes</source>
        <translation>
            <numerusform>%n node GKE</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n chip</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 (%5 wraparound, %6 optical)</source>
        <translation>%1 · %2 · %3 · %4 (%5 vòng quanh, %6 quang)</translation>
    </message>
    <message numerus="yes">
        <source>%n host trays</source>
        <translation>
            <numerusform>%n host tray</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ICI links</source>
        <translation>
            <numerusform>%n liên kết ICI</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more, each in its own colour: hover or click a chip to see which it is</source>
        <translation>
            <numerusform>… còn %n mục nữa, mỗi mục một màu riêng: di chuột hoặc nhấp vào một chip để xem đó là mục nào</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GKE nodes (VMs), %n chip(s) each</source>
        <translation>
            <numerusform>Nút GKE (máy ảo), mỗi nút %n chip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s)</source>
        <translation>
            <numerusform>%n slice</numerusform>
        </translation>
    </message>
    <message>
        <source>Slice workload</source>
        <translation>Workload slice</translation>
    </message>
    <message numerus="yes">
        <source>Slice workloads in %n block(s)</source>
        <translation>
            <numerusform>Các workload slice trong %n khối</numerusform>
        </translation>
    </message>
    <message>
        <source>Which chip-to-chip links the view draws</source>
        <translation>Những liên kết giữa các chip mà khung nhìn vẽ</translation>
    </message>
    <message>
        <source>Along %1</source>
        <translation>Dọc trục %1</translation>
    </message>
    <message>
        <source>idle: reserved, no slice</source>
        <translation>nhàn rỗi: đã đặt trước, không có slice</translation>
    </message>
    <message>
        <source>Full screen: press Esc to leave it</source>
        <translation>Toàn màn hình: nhấn Esc để thoát</translation>
    </message>
    <message numerus="yes">
        <source>Sub-slice workloads in %n slice(s)</source>
        <translation>
            <numerusform>Các workload sub-slice trong %n slice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n not placed: no room)</source>
        <translation>
            <numerusform>(%n chưa được đặt: không còn chỗ)</numerusform>
        </translation>
    </message>
    <message>
        <source>free: no sub-slice</source>
        <translation>trống: không có sub-slice</translation>
    </message>
</context>
<context>
    <name>tpuplan::TorusView</name>
    <message>
        <source>Torus view</source>
        <translation>Khung hiển thị hình xuyến (torus)</translation>
    </message>
    <message>
        <source>OpenGL %1.%2 is too old for the 3D view (it needs OpenGL 3.3 or OpenGL ES 3.0).</source>
        <translation>OpenGL %1.%2 quá cũ đối với khung hiển thị 3D (cần OpenGL 3.3 hoặc OpenGL ES 3.0).</translation>
    </message>
    <message>
        <source>The 3D view&apos;s shaders do not compile here: %1</source>
        <translation>Không thể biên dịch shader của khung hiển thị 3D trên máy này: %1</translation>
    </message>
    <message>
        <source>The OpenGL context has no vertex array objects.</source>
        <translation>Ngữ cảnh OpenGL không hỗ trợ vertex array object.</translation>
    </message>
</context>
<context>
    <name>tpuplan::TrainingController</name>
    <message>
        <source>What Is This &amp;Field?</source>
        <translation>Trường &amp;này là gì?</translation>
    </message>
    <message>
        <source>Explain the field that has the keyboard focus (its glossary entry), or the rule of the finding selected in the findings dock</source>
        <translation>Giải thích trường đang có tiêu điểm bàn phím (mục trong bảng thuật ngữ), hoặc quy tắc của phát hiện đang chọn trong bảng phát hiện</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>Đào &amp;tạo</translation>
    </message>
    <message>
        <source>Open Lesson &amp;File...</source>
        <translation>Mở &amp;tệp bài học...</translation>
    </message>
    <message>
        <source>Open an instructor&apos;s lesson file (docs/lessons.md describes the format)</source>
        <translation>Mở tệp bài học của giảng viên (docs/lessons.md mô tả định dạng)</translation>
    </message>
    <message>
        <source>&amp;Stop Lesson</source>
        <translation>&amp;Dừng bài học</translation>
    </message>
    <message>
        <source>&amp;Colab, Cloud TPU VM or GKE?...</source>
        <translation>&amp;Colab, Cloud TPU VM hay GKE?...</translation>
    </message>
    <message>
        <source>A few questions and where your TPU work fits best, with the reasons</source>
        <translation>Vài câu hỏi và nơi phù hợp nhất cho công việc TPU của bạn, kèm lý do</translation>
    </message>
    <message>
        <source>&amp;Guided Planning...</source>
        <translation>Lập kế hoạch có &amp;hướng dẫn...</translation>
    </message>
    <message>
        <source>Build a plan step by step (mode, TPU version, zone, slice), each choice explained</source>
        <translation>Dựng kế hoạch từng bước (chế độ, phiên bản TPU, vùng, slice), mỗi lựa chọn đều được giải thích</translation>
    </message>
    <message>
        <source>&amp;Presenter View</source>
        <translation>Chế độ &amp;trình chiếu</translation>
    </message>
    <message>
        <source>Large type in the lesson and the 3D view, for a room</source>
        <translation>Chữ lớn trong bài học và chế độ xem 3D, cho cả phòng</translation>
    </message>
    <message>
        <source>&amp;Glossary...</source>
        <translation>&amp;Bảng thuật ngữ...</translation>
    </message>
    <message>
        <source>The terms of TPU planning, searchable, in the window&apos;s language</source>
        <translation>Các thuật ngữ lập kế hoạch TPU, có thể tìm kiếm, theo ngôn ngữ của cửa sổ</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Đào tạo</translation>
    </message>
    <message>
        <source>The lesson&apos;s start plan %1 cannot be read.</source>
        <translation>Không đọc được kế hoạch ban đầu %1 của bài học.</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Mở bài học</translation>
    </message>
    <message>
        <source>Lessons (*.lesson.yaml *.yaml);;All files (*)</source>
        <translation>Bài học (*.lesson.yaml *.yaml);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>line %1, %2: %3</source>
        <translation>dòng %1, %2: %3</translation>
    </message>
    <message>
        <source>%1 is not a lesson:
%2</source>
        <translation>%1 không phải bài học:
%2</translation>
    </message>
    <message>
        <source>Presenter view: large type in the lesson and the 3D view (%1 to leave)</source>
        <translation>Chế độ trình chiếu: chữ lớn trong bài học và chế độ xem 3D (%1 để thoát)</translation>
    </message>
    <message>
        <source>The glossary has no page for the rule %1.</source>
        <translation>Bảng thuật ngữ không có trang cho quy tắc %1.</translation>
    </message>
    <message>
        <source>Click into a field, then press F1 to see what it means.</source>
        <translation>Nhấp vào một trường rồi nhấn F1 để xem ý nghĩa của nó.</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <comment>the plan a lesson starts from</comment>
        <translation>Bài học: %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::TrainingDock</name>
    <message>
        <source>Training</source>
        <translation>Đào tạo</translation>
    </message>
    <message>
        <source>Show &amp;Hint</source>
        <translation>Hiện &amp;gợi ý</translation>
    </message>
    <message>
        <source>A hint for the first goal the plan does not meet yet</source>
        <translation>Gợi ý cho mục tiêu đầu tiên mà kế hoạch chưa đạt</translation>
    </message>
    <message>
        <source>Stop Lesson</source>
        <translation>Dừng bài học</translation>
    </message>
    <message>
        <source>No lesson open</source>
        <translation>Chưa mở bài học nào</translation>
    </message>
    <message>
        <source>Help &gt; Training opens a built-in lesson or an instructor&apos;s lesson file.</source>
        <translation>Trợ giúp &gt; Đào tạo mở một bài học có sẵn hoặc tệp bài học của giảng viên.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>Đã đạt</translation>
    </message>
    <message>
        <source>Not met yet</source>
        <translation>Chưa đạt</translation>
    </message>
    <message>
        <source>No hint for this goal.</source>
        <translation>Không có gợi ý cho mục tiêu này.</translation>
    </message>
    <message>
        <source>Lesson complete: every goal is met.</source>
        <translation>Hoàn thành bài học: đã đạt mọi mục tiêu.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n goal(s) met.</source>
        <translation>
            <numerusform>Đạt %1/%n mục tiêu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Gợi ý: %1</translation>
    </message>
    <message>
        <source>To do: %1 (now: %2)</source>
        <comment>goal, where the plan stands</comment>
        <translation>Cần làm: %1 (hiện tại: %2)</translation>
    </message>
    <message>
        <source>To do: %1</source>
        <translation>Cần làm: %1</translation>
    </message>
</context>
</TS>
