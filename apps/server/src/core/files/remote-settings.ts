/** What a remote store is reached with: the configuration's fields and its unsealed secret. */
export interface RemoteSettings {
  /** The store's address (Qiniu: the bucket's download domain); Tencent COS may leave it to the region. */
  endpoint: string | null;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string | null;
  /** Tencent COS: the APPID its bucket names end with. */
  appId: string | null;
}
