// The WHATWG URL class is a global in browsers and in Node alike. The contract is compiled with
// neither the DOM nor Node's types (so nothing else from either can creep into it); this declares
// the part of URL it uses. The web and server programs use their own full declarations instead.
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
}
