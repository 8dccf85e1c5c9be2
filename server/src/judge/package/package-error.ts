/** A data package the judge refuses, with a message precise enough for the problem setter. */
export class PackageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PackageError';
  }
}
