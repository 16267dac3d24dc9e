// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title A small ENS UniversalResolver: exactly what viem's ENS actions call.
/// @notice `resolveWithGateways(name, data, gateways)` walks up the DNS-encoded name to the first
/// node with a resolver (ENSIP-10: a parent's resolver answers only if it is an extended
/// resolver), calls it, and when the resolver reverts with EIP-3668 `OffchainLookup` re-raises it
/// with this contract as sender, the resolver's request wrapped in a batch-gateway query, and
/// `ccipCallback` as callback, which hands the gateway's answer to the resolver's own callback.
/// `reverseWithGateways(address, coinType, gateways)` resolves `name()` of `<addr>.addr.reverse`
/// (ENSIP-19 `<addr>.<coinType>.reverse` for other coin types), then the name's address for that
/// coin type, and answers the name only if that address is the one asked about. Errors are the
/// ones viem knows (`ResolverNotFound`, `ResolverError`, `ReverseAddressMismatch`, …), which it
/// turns into null results.
contract UniversalResolver {
    /// @notice The ENS registry (EIP-137) names are looked up in.
    address public immutable registry;

    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923; // resolve(bytes,bytes)
    bytes4 private constant ADDR = 0x3b3b57de; // addr(bytes32)
    bytes4 private constant ADDR_COIN = 0xf1cb7e06; // addr(bytes32,uint256)
    bytes4 private constant NAME = 0x691f3431; // name(bytes32)
    bytes4 private constant REGISTRY_RESOLVER = 0x0178b8bf; // resolver(bytes32)
    /// @notice ENS's batch gateway protocol, which viem answers itself for `x-batch-gateway:true`.
    bytes4 private constant BATCH_GATEWAY_QUERY = 0xa780bab6; // query((address,string[],bytes)[])
    uint256 private constant ETH_COIN_TYPE = 60;
    uint256 private constant DEFAULT_EVM_COIN_TYPE = 0x80000000;

    /// @notice What to do with a resolver's answer.
    uint8 private constant STAGE_RESOLVE = 0;
    uint8 private constant STAGE_REVERSE_NAME = 1;
    uint8 private constant STAGE_REVERSE_ADDRESS = 2;

    error DNSDecodingFailed(bytes dns);
    error DNSEncodingFailed(string ens);
    error EmptyAddress();
    error HttpError(uint16 status, string message);
    error InvalidBatchGatewayResponse();
    error ResolverError(bytes errorData);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverNotFound(bytes name);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error UnsupportedResolverProfile(bytes4 selector);
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

    /// @notice One request of a batch-gateway query.
    struct BatchRequest {
        address sender;
        string[] urls;
        bytes data;
    }

    /// @notice A call made to a resolver, and what follows it.
    struct Step {
        address resolver;
        bool extended;
        bytes4 selector;
        string[] gateways;
        uint8 stage;
        bytes context;
    }

    constructor(address registry_) {
        registry = registry_;
    }

    /// @notice Resolves `data` (e.g. `addr(node)`) for the DNS-encoded `name`; answers (result, resolver).
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory, address)
    {
        _returnRaw(_resolve(name, data, _gatewaysOrDefault(gateways), STAGE_RESOLVE, ""));
    }

    /// @notice The primary name of `lookupAddress` for `coinType`, forward-checked; answers
    /// (name, resolver of the name, reverse resolver).
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata gateways)
        external
        view
        returns (string memory, address, address)
    {
        if (lookupAddress.length == 0) revert EmptyAddress();
        bytes memory reverseName = _reverseName(lookupAddress, coinType);
        bytes memory data = abi.encodeWithSelector(NAME, _namehash(reverseName, 0));
        _returnRaw(
            _resolve(
                reverseName,
                data,
                _gatewaysOrDefault(gateways),
                STAGE_REVERSE_NAME,
                abi.encode(lookupAddress, coinType)
            )
        );
    }

    /// @notice EIP-3668 callback of the lookups this contract raises: passes the gateway's answer
    /// to the resolver's callback and carries on with the step.
    function ccipCallback(bytes calldata response, bytes calldata extraData) external view {
        (Step memory step, bytes4 callbackFunction, bytes memory resolverExtraData) =
            abi.decode(extraData, (Step, bytes4, bytes));
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert InvalidBatchGatewayResponse();
        if (failures[0]) {
            bytes memory failure = responses[0];
            if (failure.length >= 4 && bytes4(failure) == HttpError.selector) _revertRaw(failure);
            revert ResolverError(failure);
        }
        (bool ok, bytes memory answer) =
            step.resolver.staticcall(abi.encodeWithSelector(callbackFunction, responses[0], resolverExtraData));
        _returnRaw(_handle(ok, answer, step));
    }

    /// @notice The resolver of a DNS-encoded name: the first one found walking up from the name,
    /// and the offset in `name` of the node it belongs to (0: the name itself).
    function findResolver(bytes memory name) public view returns (address resolver, uint256 offset) {
        while (true) {
            if (offset >= name.length) revert DNSDecodingFailed(name);
            (bool ok, bytes memory answer) =
                registry.staticcall(abi.encodeWithSelector(REGISTRY_RESOLVER, _namehash(name, offset)));
            require(ok && answer.length >= 32, "UniversalResolver: registry call failed");
            resolver = abi.decode(answer, (address));
            if (resolver != address(0)) return (resolver, offset);
            uint256 size = uint8(name[offset]);
            if (size == 0) return (address(0), offset);
            offset += size + 1;
        }
    }

    function _resolve(bytes memory name, bytes memory data, string[] memory gateways, uint8 stage, bytes memory context)
        internal
        view
        returns (bytes memory)
    {
        (address resolver, uint256 offset) = findResolver(name);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        bool extended = _supportsExtendedResolver(resolver);
        // ENSIP-10: a parent's resolver answers for a name below it only as an extended resolver.
        if (offset != 0 && !extended) revert ResolverNotFound(name);
        (bool ok, bytes memory answer) =
            resolver.staticcall(extended ? abi.encodeWithSelector(EXTENDED_RESOLVER, name, data) : data);
        return _handle(ok, answer, Step(resolver, extended, bytes4(data), gateways, stage, context));
    }

    /// @notice A resolver's answer: a lookup to raise, an error to pass on, or a result to use.
    function _handle(bool ok, bytes memory answer, Step memory step) internal view returns (bytes memory) {
        if (!ok) {
            if (answer.length >= 4 && bytes4(answer) == OffchainLookup.selector) _raiseLookup(answer, step);
            if (answer.length == 0) revert UnsupportedResolverProfile(step.selector);
            revert ResolverError(answer);
        }
        if (answer.length == 0) revert UnsupportedResolverProfile(step.selector);
        bytes memory result = step.extended ? abi.decode(answer, (bytes)) : answer;
        return _continue(result, step);
    }

    function _raiseLookup(bytes memory revertData, Step memory step) internal view {
        (address sender, string[] memory urls, bytes memory callData, bytes4 callbackFunction, bytes memory extraData) =
            abi.decode(_withoutSelector(revertData), (address, string[], bytes, bytes4, bytes));
        if (sender != step.resolver) revert ResolverError(revertData);
        BatchRequest[] memory requests = new BatchRequest[](1);
        requests[0] = BatchRequest(sender, urls, callData);
        revert OffchainLookup(
            address(this),
            step.gateways,
            abi.encodeWithSelector(BATCH_GATEWAY_QUERY, requests),
            this.ccipCallback.selector,
            abi.encode(step, callbackFunction, extraData)
        );
    }

    function _continue(bytes memory result, Step memory step) internal view returns (bytes memory) {
        if (step.stage == STAGE_RESOLVE) return abi.encode(result, step.resolver);
        if (step.stage == STAGE_REVERSE_NAME) {
            (bytes memory lookupAddress, uint256 coinType) = abi.decode(step.context, (bytes, uint256));
            string memory primary = abi.decode(result, (string));
            if (bytes(primary).length == 0) return abi.encode(primary, address(0), step.resolver);
            bytes memory name = _dnsEncode(primary);
            bytes32 node = _namehash(name, 0);
            bytes memory data = coinType == ETH_COIN_TYPE
                ? abi.encodeWithSelector(ADDR, node)
                : abi.encodeWithSelector(ADDR_COIN, node, coinType);
            return _resolve(
                name,
                data,
                step.gateways,
                STAGE_REVERSE_ADDRESS,
                abi.encode(lookupAddress, coinType, primary, step.resolver)
            );
        }
        (bytes memory expected, uint256 coin, string memory primaryName, address reverseResolver) =
            abi.decode(step.context, (bytes, uint256, string, address));
        bytes memory actual;
        if (coin == ETH_COIN_TYPE) {
            if (result.length >= 32) actual = abi.encodePacked(abi.decode(result, (address)));
        } else if (result.length >= 64) {
            actual = abi.decode(result, (bytes));
        }
        if (keccak256(actual) != keccak256(expected)) revert ReverseAddressMismatch(primaryName, actual);
        return abi.encode(primaryName, step.resolver, reverseResolver);
    }

    function _supportsExtendedResolver(address resolver) internal view returns (bool) {
        (bool ok, bytes memory answer) =
            resolver.staticcall{gas: 30_000}(abi.encodeWithSelector(0x01ffc9a7, EXTENDED_RESOLVER));
        return ok && answer.length >= 32 && abi.decode(answer, (bool));
    }

    function _gatewaysOrDefault(string[] calldata gateways) internal pure returns (string[] memory) {
        if (gateways.length > 0) return gateways;
        string[] memory local = new string[](1);
        local[0] = "x-batch-gateway:true";
        return local;
    }

    /// @notice `<hex address>.addr.reverse` for Ethereum, `<hex address>.default.reverse` for the
    /// default EVM coin type, `<hex address>.<hex coin type>.reverse` otherwise, DNS-encoded.
    function _reverseName(bytes calldata lookupAddress, uint256 coinType) internal pure returns (bytes memory) {
        bytes memory label = _hex(lookupAddress);
        bytes memory namespace = coinType == ETH_COIN_TYPE
            ? bytes("addr")
            : coinType == DEFAULT_EVM_COIN_TYPE ? bytes("default") : _hex(_trimmed(coinType));
        if (label.length > 255) revert DNSEncodingFailed(string(label));
        return abi.encodePacked(
            uint8(label.length), label, uint8(namespace.length), namespace, uint8(7), "reverse", uint8(0)
        );
    }

    function _trimmed(uint256 value) internal pure returns (bytes memory out) {
        bytes memory full = abi.encodePacked(value);
        uint256 start = 0;
        while (start < 31 && full[start] == 0) start++;
        out = new bytes(32 - start);
        for (uint256 i = 0; i < out.length; i++) out[i] = full[start + i];
    }

    function _hex(bytes memory data) internal pure returns (bytes memory out) {
        bytes16 digits = "0123456789abcdef";
        out = new bytes(data.length * 2);
        for (uint256 i = 0; i < data.length; i++) {
            out[2 * i] = digits[uint8(data[i]) >> 4];
            out[2 * i + 1] = digits[uint8(data[i]) & 0x0f];
        }
    }

    /// @notice DNS wire format of a dotted name (labels of 1 to 255 bytes).
    function _dnsEncode(string memory name) internal pure returns (bytes memory out) {
        bytes memory text = bytes(name);
        out = new bytes(text.length + 2);
        uint256 labelStart = 0;
        for (uint256 i = 0; i <= text.length; i++) {
            if (i == text.length || text[i] == ".") {
                uint256 size = i - labelStart;
                if (size == 0 || size > 255) revert DNSEncodingFailed(name);
                out[labelStart] = bytes1(uint8(size));
                for (uint256 j = labelStart; j < i; j++) out[j + 1] = text[j];
                labelStart = i + 1;
            }
        }
        out[text.length + 1] = 0;
    }

    /// @notice The ENS namehash of the DNS-encoded name starting at `offset`.
    function _namehash(bytes memory name, uint256 offset) internal pure returns (bytes32) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 size = uint8(name[offset]);
        if (size == 0) return bytes32(0);
        if (offset + 1 + size >= name.length) revert DNSDecodingFailed(name);
        bytes32 labelHash;
        assembly {
            labelHash := keccak256(add(add(name, 33), offset), size)
        }
        return keccak256(abi.encodePacked(_namehash(name, offset + 1 + size), labelHash));
    }

    function _withoutSelector(bytes memory data) internal pure returns (bytes memory out) {
        out = new bytes(data.length - 4);
        for (uint256 i = 0; i < out.length; i++) out[i] = data[i + 4];
    }

    function _returnRaw(bytes memory data) internal pure {
        assembly {
            return(add(data, 32), mload(data))
        }
    }

    function _revertRaw(bytes memory data) internal pure {
        assembly {
            revert(add(data, 32), mload(data))
        }
    }
}
