/** Where the control plane is served: beside the API's `/v1`, never under it. */
export const adminBasePath = '/__admin';
