// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title An ENSIP-10 wildcard resolver answered offchain (EIP-3668 CCIP-read).
/// @notice The pattern of ENS's offchain-resolver: `resolve(name, data)` reverts with
/// `OffchainLookup` pointing at the gateway URL (the Portico API); the client fetches the answer
/// and calls `resolveWithProof`, which accepts it only when one of the signers signed
/// `keccak256(0x1900 ‖ this ‖ expires ‖ keccak256(request) ‖ keccak256(result))` and `expires`
/// has not passed. The owner may change the URL (devnet tests run the API on random ports) and
/// the signers.
contract OffchainResolver {
    /// @notice The gateway URL template, e.g. `http://127.0.0.1:4000/v1/profile/ccip/{sender}/{data}.json`.
    string public url;
    address public owner;
    mapping(address => bool) public signers;

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

    event UrlChanged(string url);
    event SignerChanged(address indexed signer, bool allowed);
    event OwnerChanged(address indexed owner);

    modifier onlyOwner() {
        require(msg.sender == owner, "OffchainResolver: not the owner");
        _;
    }

    constructor(string memory url_, address[] memory signers_) {
        owner = msg.sender;
        url = url_;
        emit UrlChanged(url_);
        for (uint256 i = 0; i < signers_.length; i++) {
            signers[signers_[i]] = true;
            emit SignerChanged(signers_[i], true);
        }
    }

    function setUrl(string calldata url_) external onlyOwner {
        url = url_;
        emit UrlChanged(url_);
    }

    function setSigner(address signer, bool allowed) external onlyOwner {
        signers[signer] = allowed;
        emit SignerChanged(signer, allowed);
    }

    function setOwner(address owner_) external onlyOwner {
        owner = owner_;
        emit OwnerChanged(owner_);
    }

    /// @notice ENSIP-10: resolves `data` (addr, text, name… of the node) for the DNS-encoded `name`.
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeWithSelector(OffchainResolver.resolve.selector, name, data);
        string[] memory urls = new string[](1);
        urls[0] = url;
        revert OffchainLookup(
            address(this), urls, callData, OffchainResolver.resolveWithProof.selector, abi.encode(callData, address(this))
        );
    }

    /// @notice The CCIP-read callback: checks the gateway's signature and expiry, returns the result.
    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory signature) = abi.decode(response, (bytes, uint64, bytes));
        (bytes memory request, address target) = abi.decode(extraData, (bytes, address));
        require(target == address(this), "OffchainResolver: not this resolver's request");
        require(expires >= block.timestamp, "OffchainResolver: signature expired");
        address signer = ECDSA.recover(makeSignatureHash(target, expires, request, result), signature);
        require(signers[signer], "OffchainResolver: invalid signature");
        return result;
    }

    /// @notice What the gateway signs for a result.
    function makeSignatureHash(address target, uint64 expires, bytes memory request, bytes memory result)
        public
        pure
        returns (bytes32)
    {
        return keccak256(abi.encodePacked(hex"1900", target, expires, keccak256(request), keccak256(result)));
    }

    /// @notice ERC-165: ERC-165 itself and IExtendedResolver (ENSIP-10).
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x9061b923;
    }
}
