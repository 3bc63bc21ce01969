# A main.tf with the mistakes validate-terraform.js must refuse (export_terraform_schema_refuses):
# a placement_policy without its required type (what tpu-plan exported for Ironwood before the
# provider schema check), a misspelt argument, a block written as an argument, and a reference
# to a resource the file does not declare.
terraform {
  required_providers {
    google = {
      source  = "hashicorp/google"
      version = ">= 6.0"
    }
  }
}

variable "project" {
  type = string
}

provider "google" {
  project = var.project
}

resource "google_container_cluster" "cluster" {
  name                     = "bad"
  location                 = "us-central1"
  remove_default_node_pool = true
  initial_node_count       = 1
  release_channel          = "REGULAR"
}

resource "google_container_node_pool" "tpu" {
  name           = "tpu"
  cluster        = google_container_cluster.cluster.name
  location       = "us-central1"
  node_locaitons = ["us-central1-c"]
  node_count     = 16

  node_config {
    machine_type = "tpu7x-standard-4t"
  }

  placement_policy {
    policy_name  = google_compute_resource_policy.missing.name
    tpu_topology = "4x4x4"
  }
}
