export { base64Decode, base64Encode, EncodingError, utf8Decode, utf8Encode } from './bytes.ts';
export {
  decodeTlv,
  decodeZatcaQr,
  encodeTlv,
  isSaudiVatNumber,
  sarText,
  type TlvField,
  ZATCA_TAGS,
  zatcaQrPayload,
  type ZatcaQrFields,
  zatcaTimestamp,
} from './tlv.ts';
