// The zipcodes package ships no types; this covers the one function used.
declare module "zipcodes" {
  type ZipCodeRecord = {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  };
  const zipcodes: { lookup(zip: string): ZipCodeRecord | undefined };
  export default zipcodes;
}
