// The zipcodes package ships no types; this covers the functions used.
declare module "zipcodes" {
  type ZipCodeRecord = {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  };
  const zipcodes: {
    lookup(zip: string): ZipCodeRecord | undefined;
    /** The ZIP codes whose centre is within `miles` of the given one's (itself included). */
    radius(zip: string, miles: number): string[];
    /** The ZIP code whose centre is nearest to the point. */
    lookupByCoords(lat: number, lng: number): ZipCodeRecord | null;
    /** Every record, by ZIP code. */
    codes: Record<string, ZipCodeRecord>;
  };
  export default zipcodes;
}
