// This package is scaffolding until its issue lands; it exports nothing yet.
export {};
