// Table of the leases by which one API node at a time runs each background job.

export interface JobLeasesTable {
  name: string;
  holder: string;
  expiresAt: string;
}

export interface JobTables {
  job_leases: JobLeasesTable;
}
