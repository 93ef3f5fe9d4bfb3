export type PostalAddress = {
  address: string;
  city: string;
  state: string;
  zipCode: string;
};

/** street: the house itself; zip: the centre of its ZIP code, not the house. */
export type LocationPrecision = "street" | "zip";

export type GeoLocation = {
  lat: number;
  lng: number;
  /** Five-digit US ZIP code of the located address. */
  zip: string;
  precision: LocationPrecision;
};

/** Resolves an address to a point. Never rejects: an address it cannot locate resolves to null. */
export type Geocoder = {
  locate(address: PostalAddress): Promise<GeoLocation | null>;
};
