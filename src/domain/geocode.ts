export type PostalAddress = {
  address: string;
  city: string;
  state: string;
  zipCode: string;
};

export type GeoLocation = {
  lat: number;
  lng: number;
  /** Five-digit US ZIP code of the located address. */
  zip: string;
};

/** Resolves an address to a point. Never rejects: an address it cannot locate resolves to null. */
export type Geocoder = {
  locate(address: PostalAddress): Promise<GeoLocation | null>;
};
