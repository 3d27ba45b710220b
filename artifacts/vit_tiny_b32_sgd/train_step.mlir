module {
  func.func @main(%arg0: tensor<32x3x224x224xf32> {vjp.name = "images"}, %arg1: tensor<32x10xf32> {vjp.name = "targets"}, %arg2: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight"}, %arg3: tensor<192xf32> {vjp.name = "patch_embed.proj.bias"}, %arg4: tensor<1x1x192xf32> {vjp.name = "cls_token"}, %arg5: tensor<1x197x192xf32> {vjp.name = "pos_embed"}, %arg6: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight"}, %arg7: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias"}, %arg8: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight"}, %arg9: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias"}, %arg10: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight"}, %arg11: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias"}, %arg12: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight"}, %arg13: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias"}, %arg14: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight"}, %arg15: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias"}, %arg16: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight"}, %arg17: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias"}, %arg18: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight"}, %arg19: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias"}, %arg20: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight"}, %arg21: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias"}, %arg22: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight"}, %arg23: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias"}, %arg24: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight"}, %arg25: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias"}, %arg26: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight"}, %arg27: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias"}, %arg28: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight"}, %arg29: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias"}, %arg30: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight"}, %arg31: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias"}, %arg32: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight"}, %arg33: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias"}, %arg34: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight"}, %arg35: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias"}, %arg36: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight"}, %arg37: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias"}, %arg38: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight"}, %arg39: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias"}, %arg40: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight"}, %arg41: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias"}, %arg42: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight"}, %arg43: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias"}, %arg44: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight"}, %arg45: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias"}, %arg46: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight"}, %arg47: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias"}, %arg48: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight"}, %arg49: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias"}, %arg50: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight"}, %arg51: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias"}, %arg52: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight"}, %arg53: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias"}, %arg54: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight"}, %arg55: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias"}, %arg56: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight"}, %arg57: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias"}, %arg58: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight"}, %arg59: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias"}, %arg60: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight"}, %arg61: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias"}, %arg62: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight"}, %arg63: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias"}, %arg64: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight"}, %arg65: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias"}, %arg66: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight"}, %arg67: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias"}, %arg68: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight"}, %arg69: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias"}, %arg70: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight"}, %arg71: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias"}, %arg72: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight"}, %arg73: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias"}, %arg74: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight"}, %arg75: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias"}, %arg76: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight"}, %arg77: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias"}, %arg78: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight"}, %arg79: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias"}, %arg80: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight"}, %arg81: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias"}, %arg82: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight"}, %arg83: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias"}, %arg84: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight"}, %arg85: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias"}, %arg86: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight"}, %arg87: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias"}, %arg88: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight"}, %arg89: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias"}, %arg90: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight"}, %arg91: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias"}, %arg92: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight"}, %arg93: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias"}, %arg94: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight"}, %arg95: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias"}, %arg96: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight"}, %arg97: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias"}, %arg98: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight"}, %arg99: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias"}, %arg100: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight"}, %arg101: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias"}, %arg102: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight"}, %arg103: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias"}, %arg104: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight"}, %arg105: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias"}, %arg106: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight"}, %arg107: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias"}, %arg108: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight"}, %arg109: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias"}, %arg110: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight"}, %arg111: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias"}, %arg112: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight"}, %arg113: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias"}, %arg114: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight"}, %arg115: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias"}, %arg116: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight"}, %arg117: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias"}, %arg118: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight"}, %arg119: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias"}, %arg120: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight"}, %arg121: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias"}, %arg122: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight"}, %arg123: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias"}, %arg124: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight"}, %arg125: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias"}, %arg126: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight"}, %arg127: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias"}, %arg128: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight"}, %arg129: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias"}, %arg130: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight"}, %arg131: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias"}, %arg132: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight"}, %arg133: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias"}, %arg134: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight"}, %arg135: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias"}, %arg136: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight"}, %arg137: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias"}, %arg138: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight"}, %arg139: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias"}, %arg140: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight"}, %arg141: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias"}, %arg142: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight"}, %arg143: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias"}, %arg144: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight"}, %arg145: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias"}, %arg146: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight"}, %arg147: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias"}, %arg148: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight"}, %arg149: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias"}, %arg150: tensor<192xf32> {vjp.name = "norm.weight"}, %arg151: tensor<192xf32> {vjp.name = "norm.bias"}, %arg152: tensor<10x192xf32> {vjp.name = "head.weight"}, %arg153: tensor<10xf32> {vjp.name = "head.bias"}, %arg154: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight.velocity"}, %arg155: tensor<192xf32> {vjp.name = "patch_embed.proj.bias.velocity"}, %arg156: tensor<1x1x192xf32> {vjp.name = "cls_token.velocity"}, %arg157: tensor<1x197x192xf32> {vjp.name = "pos_embed.velocity"}, %arg158: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight.velocity"}, %arg159: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias.velocity"}, %arg160: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight.velocity"}, %arg161: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias.velocity"}, %arg162: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight.velocity"}, %arg163: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias.velocity"}, %arg164: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight.velocity"}, %arg165: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias.velocity"}, %arg166: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight.velocity"}, %arg167: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias.velocity"}, %arg168: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight.velocity"}, %arg169: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias.velocity"}, %arg170: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight.velocity"}, %arg171: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias.velocity"}, %arg172: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight.velocity"}, %arg173: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias.velocity"}, %arg174: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight.velocity"}, %arg175: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias.velocity"}, %arg176: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight.velocity"}, %arg177: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias.velocity"}, %arg178: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight.velocity"}, %arg179: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias.velocity"}, %arg180: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight.velocity"}, %arg181: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias.velocity"}, %arg182: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight.velocity"}, %arg183: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias.velocity"}, %arg184: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight.velocity"}, %arg185: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias.velocity"}, %arg186: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight.velocity"}, %arg187: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias.velocity"}, %arg188: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight.velocity"}, %arg189: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias.velocity"}, %arg190: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight.velocity"}, %arg191: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias.velocity"}, %arg192: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight.velocity"}, %arg193: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias.velocity"}, %arg194: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight.velocity"}, %arg195: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias.velocity"}, %arg196: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight.velocity"}, %arg197: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias.velocity"}, %arg198: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight.velocity"}, %arg199: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias.velocity"}, %arg200: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight.velocity"}, %arg201: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias.velocity"}, %arg202: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight.velocity"}, %arg203: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias.velocity"}, %arg204: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight.velocity"}, %arg205: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias.velocity"}, %arg206: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight.velocity"}, %arg207: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias.velocity"}, %arg208: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight.velocity"}, %arg209: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias.velocity"}, %arg210: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight.velocity"}, %arg211: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias.velocity"}, %arg212: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight.velocity"}, %arg213: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias.velocity"}, %arg214: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight.velocity"}, %arg215: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias.velocity"}, %arg216: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight.velocity"}, %arg217: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias.velocity"}, %arg218: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight.velocity"}, %arg219: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias.velocity"}, %arg220: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight.velocity"}, %arg221: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias.velocity"}, %arg222: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight.velocity"}, %arg223: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias.velocity"}, %arg224: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight.velocity"}, %arg225: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias.velocity"}, %arg226: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight.velocity"}, %arg227: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias.velocity"}, %arg228: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight.velocity"}, %arg229: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias.velocity"}, %arg230: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight.velocity"}, %arg231: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias.velocity"}, %arg232: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight.velocity"}, %arg233: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias.velocity"}, %arg234: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight.velocity"}, %arg235: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias.velocity"}, %arg236: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight.velocity"}, %arg237: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias.velocity"}, %arg238: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight.velocity"}, %arg239: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias.velocity"}, %arg240: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight.velocity"}, %arg241: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias.velocity"}, %arg242: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight.velocity"}, %arg243: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias.velocity"}, %arg244: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight.velocity"}, %arg245: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias.velocity"}, %arg246: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight.velocity"}, %arg247: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias.velocity"}, %arg248: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight.velocity"}, %arg249: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias.velocity"}, %arg250: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight.velocity"}, %arg251: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias.velocity"}, %arg252: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight.velocity"}, %arg253: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias.velocity"}, %arg254: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight.velocity"}, %arg255: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias.velocity"}, %arg256: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight.velocity"}, %arg257: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias.velocity"}, %arg258: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight.velocity"}, %arg259: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias.velocity"}, %arg260: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight.velocity"}, %arg261: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias.velocity"}, %arg262: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight.velocity"}, %arg263: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias.velocity"}, %arg264: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight.velocity"}, %arg265: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias.velocity"}, %arg266: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight.velocity"}, %arg267: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias.velocity"}, %arg268: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight.velocity"}, %arg269: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias.velocity"}, %arg270: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight.velocity"}, %arg271: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias.velocity"}, %arg272: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight.velocity"}, %arg273: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias.velocity"}, %arg274: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight.velocity"}, %arg275: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias.velocity"}, %arg276: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight.velocity"}, %arg277: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias.velocity"}, %arg278: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight.velocity"}, %arg279: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias.velocity"}, %arg280: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight.velocity"}, %arg281: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias.velocity"}, %arg282: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight.velocity"}, %arg283: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias.velocity"}, %arg284: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight.velocity"}, %arg285: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias.velocity"}, %arg286: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight.velocity"}, %arg287: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias.velocity"}, %arg288: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight.velocity"}, %arg289: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias.velocity"}, %arg290: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight.velocity"}, %arg291: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias.velocity"}, %arg292: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight.velocity"}, %arg293: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias.velocity"}, %arg294: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight.velocity"}, %arg295: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias.velocity"}, %arg296: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight.velocity"}, %arg297: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias.velocity"}, %arg298: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight.velocity"}, %arg299: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias.velocity"}, %arg300: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight.velocity"}, %arg301: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias.velocity"}, %arg302: tensor<192xf32> {vjp.name = "norm.weight.velocity"}, %arg303: tensor<192xf32> {vjp.name = "norm.bias.velocity"}, %arg304: tensor<10x192xf32> {vjp.name = "head.weight.velocity"}, %arg305: tensor<10xf32> {vjp.name = "head.bias.velocity"}, %arg306: tensor<f32> {vjp.name = "lr"}) -> (tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<f32>) {
    %t1 = stablehlo.reshape %arg2 : (tensor<192x3x16x16xf32>) -> tensor<192x768xf32>
    %t2 = stablehlo.reshape %arg4 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %t3 = stablehlo.reshape %arg5 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %t4 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t5 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t6 = stablehlo.transpose %arg14, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t7 = stablehlo.transpose %arg16, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t8 = stablehlo.transpose %arg20, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t9 = stablehlo.transpose %arg22, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t10 = stablehlo.transpose %arg26, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t11 = stablehlo.transpose %arg28, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t12 = stablehlo.transpose %arg32, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t13 = stablehlo.transpose %arg34, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t14 = stablehlo.transpose %arg38, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t15 = stablehlo.transpose %arg40, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t16 = stablehlo.transpose %arg44, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t17 = stablehlo.transpose %arg46, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t18 = stablehlo.transpose %arg50, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t19 = stablehlo.transpose %arg52, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t20 = stablehlo.transpose %arg56, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t21 = stablehlo.transpose %arg58, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t22 = stablehlo.transpose %arg62, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t23 = stablehlo.transpose %arg64, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t24 = stablehlo.transpose %arg68, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t25 = stablehlo.transpose %arg70, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t26 = stablehlo.transpose %arg74, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t27 = stablehlo.transpose %arg76, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t28 = stablehlo.transpose %arg80, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t29 = stablehlo.transpose %arg82, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t30 = stablehlo.transpose %arg86, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t31 = stablehlo.transpose %arg88, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t32 = stablehlo.transpose %arg92, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t33 = stablehlo.transpose %arg94, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t34 = stablehlo.transpose %arg98, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t35 = stablehlo.transpose %arg100, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t36 = stablehlo.transpose %arg104, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t37 = stablehlo.transpose %arg106, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t38 = stablehlo.transpose %arg110, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t39 = stablehlo.transpose %arg112, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t40 = stablehlo.transpose %arg116, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t41 = stablehlo.transpose %arg118, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t42 = stablehlo.transpose %arg122, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t43 = stablehlo.transpose %arg124, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t44 = stablehlo.transpose %arg128, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t45 = stablehlo.transpose %arg130, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t46 = stablehlo.transpose %arg134, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t47 = stablehlo.transpose %arg136, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t48 = stablehlo.transpose %arg140, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t49 = stablehlo.transpose %arg142, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t50 = stablehlo.transpose %arg146, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t51 = stablehlo.transpose %arg148, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t52 = stablehlo.transpose %arg152, dims = [1, 0] : (tensor<10x192xf32>) -> tensor<192x10xf32>
    %t53 = stablehlo.reshape %arg0 : (tensor<32x3x224x224xf32>) -> tensor<32x3x14x16x14x16xf32>
    %t54 = stablehlo.transpose %t53, dims = [0, 2, 4, 1, 3, 5] : (tensor<32x3x14x16x14x16xf32>) -> tensor<32x14x14x3x16x16xf32>
    %t55 = stablehlo.reshape %t54 : (tensor<32x14x14x3x16x16xf32>) -> tensor<6272x768xf32>
    %t56 = stablehlo.dot_general %t55, %t1, contracting_dims = [1] x [1] : (tensor<6272x768xf32>, tensor<192x768xf32>) -> tensor<6272x192xf32>
    %t57 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<192xf32>) -> tensor<6272x192xf32>
    %t58 = stablehlo.add %t56, %t57 : tensor<6272x192xf32>
    %t59 = stablehlo.reshape %t58 : (tensor<6272x192xf32>) -> tensor<32x196x192xf32>
    %t60 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t61 = "stablehlo.pad"(%t59, %t60) <{edge_padding_low = array<i64: 0, 1, 0>, edge_padding_high = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<32x196x192xf32>, tensor<f32>) -> tensor<32x197x192xf32>
    %t62 = stablehlo.reshape %t61 : (tensor<32x197x192xf32>) -> tensor<6304x192xf32>
    %t63 = stablehlo.reshape %t2 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %t64 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t65 = "stablehlo.pad"(%t63, %t64) <{edge_padding_low = array<i64: 0, 0, 0>, edge_padding_high = array<i64: 0, 196, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1x192xf32>, tensor<f32>) -> tensor<1x197x192xf32>
    %t66 = stablehlo.reshape %t65 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %t67 = stablehlo.add %t66, %t3 : tensor<197x192xf32>
    %t68 = stablehlo.broadcast_in_dim %t67, dims = [1, 2] : (tensor<197x192xf32>) -> tensor<32x197x192xf32>
    %t69 = stablehlo.reshape %t68 : (tensor<32x197x192xf32>) -> tensor<6304x192xf32>
    %t70 = stablehlo.add %t62, %t69 : tensor<6304x192xf32>
    %t71 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t72 = stablehlo.reduce(%t70 init: %t71) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t73 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t74 = stablehlo.multiply %t72, %t73 : tensor<6304xf32>
    %t75 = stablehlo.broadcast_in_dim %t74, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t76 = stablehlo.subtract %t70, %t75 : tensor<6304x192xf32>
    %t77 = stablehlo.multiply %t76, %t76 : tensor<6304x192xf32>
    %t78 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t79 = stablehlo.reduce(%t77 init: %t78) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t80 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t81 = stablehlo.multiply %t79, %t80 : tensor<6304xf32>
    %t82 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t83 = stablehlo.add %t81, %t82 : tensor<6304xf32>
    %t84 = stablehlo.rsqrt %t83 : tensor<6304xf32>
    %t85 = stablehlo.broadcast_in_dim %t84, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t86 = stablehlo.multiply %t76, %t85 : tensor<6304x192xf32>
    %t87 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t88 = stablehlo.multiply %t86, %t87 : tensor<6304x192xf32>
    %t89 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t90 = stablehlo.add %t88, %t89 : tensor<6304x192xf32>
    %t91 = stablehlo.dot_general %t90, %t4, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t92 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %t93 = stablehlo.add %t91, %t92 : tensor<6304x576xf32>
    %t94 = "stablehlo.slice"(%t93) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t95 = "stablehlo.slice"(%t93) <{start_indices = array<i64: 0, 192>, limit_indices = array<i64: 6304, 256>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t96 = "stablehlo.slice"(%t93) <{start_indices = array<i64: 0, 384>, limit_indices = array<i64: 6304, 448>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t97 = stablehlo.reshape %t95 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t98 = stablehlo.transpose %t97, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t99 = stablehlo.reshape %t98 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t100 = stablehlo.reshape %t94 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t101 = stablehlo.reshape %t99 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t102 = stablehlo.dot_general %t100, %t101, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t103 = stablehlo.reshape %t102 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t104 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t105 = stablehlo.multiply %t103, %t104 : tensor<6304x197xf32>
    %t106 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t107 = stablehlo.reduce(%t105 init: %t106) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t108 = stablehlo.broadcast_in_dim %t107, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t109 = stablehlo.subtract %t105, %t108 : tensor<6304x197xf32>
    %t110 = stablehlo.exponential %t109 : tensor<6304x197xf32>
    %t111 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t112 = stablehlo.reduce(%t110 init: %t111) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t113 = stablehlo.broadcast_in_dim %t112, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t114 = stablehlo.divide %t110, %t113 : tensor<6304x197xf32>
    %t115 = stablehlo.reshape %t114 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t116 = stablehlo.reshape %t96 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t117 = stablehlo.dot_general %t115, %t116, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t118 = stablehlo.reshape %t117 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t119 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t120 = "stablehlo.pad"(%t118, %t119) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t121 = "stablehlo.slice"(%t93) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t122 = "stablehlo.slice"(%t93) <{start_indices = array<i64: 0, 256>, limit_indices = array<i64: 6304, 320>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t123 = "stablehlo.slice"(%t93) <{start_indices = array<i64: 0, 448>, limit_indices = array<i64: 6304, 512>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t124 = stablehlo.reshape %t122 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t125 = stablehlo.transpose %t124, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t126 = stablehlo.reshape %t125 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t127 = stablehlo.reshape %t121 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t128 = stablehlo.reshape %t126 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t129 = stablehlo.dot_general %t127, %t128, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t130 = stablehlo.reshape %t129 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t131 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t132 = stablehlo.multiply %t130, %t131 : tensor<6304x197xf32>
    %t133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t134 = stablehlo.reduce(%t132 init: %t133) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t135 = stablehlo.broadcast_in_dim %t134, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t136 = stablehlo.subtract %t132, %t135 : tensor<6304x197xf32>
    %t137 = stablehlo.exponential %t136 : tensor<6304x197xf32>
    %t138 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t139 = stablehlo.reduce(%t137 init: %t138) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t140 = stablehlo.broadcast_in_dim %t139, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t141 = stablehlo.divide %t137, %t140 : tensor<6304x197xf32>
    %t142 = stablehlo.reshape %t141 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t143 = stablehlo.reshape %t123 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t144 = stablehlo.dot_general %t142, %t143, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t145 = stablehlo.reshape %t144 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t146 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t147 = "stablehlo.pad"(%t145, %t146) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t148 = "stablehlo.slice"(%t93) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t149 = "stablehlo.slice"(%t93) <{start_indices = array<i64: 0, 320>, limit_indices = array<i64: 6304, 384>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t150 = "stablehlo.slice"(%t93) <{start_indices = array<i64: 0, 512>, limit_indices = array<i64: 6304, 576>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t151 = stablehlo.reshape %t149 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t152 = stablehlo.transpose %t151, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t153 = stablehlo.reshape %t152 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t154 = stablehlo.reshape %t148 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t155 = stablehlo.reshape %t153 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t156 = stablehlo.dot_general %t154, %t155, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t157 = stablehlo.reshape %t156 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t158 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t159 = stablehlo.multiply %t157, %t158 : tensor<6304x197xf32>
    %t160 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t161 = stablehlo.reduce(%t159 init: %t160) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t162 = stablehlo.broadcast_in_dim %t161, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t163 = stablehlo.subtract %t159, %t162 : tensor<6304x197xf32>
    %t164 = stablehlo.exponential %t163 : tensor<6304x197xf32>
    %t165 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t166 = stablehlo.reduce(%t164 init: %t165) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t167 = stablehlo.broadcast_in_dim %t166, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t168 = stablehlo.divide %t164, %t167 : tensor<6304x197xf32>
    %t169 = stablehlo.reshape %t168 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t170 = stablehlo.reshape %t150 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t171 = stablehlo.dot_general %t169, %t170, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t172 = stablehlo.reshape %t171 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t173 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t174 = "stablehlo.pad"(%t172, %t173) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t175 = stablehlo.add %t120, %t147 : tensor<6304x192xf32>
    %t176 = stablehlo.add %t175, %t174 : tensor<6304x192xf32>
    %t177 = stablehlo.dot_general %t176, %t5, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t178 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t179 = stablehlo.add %t177, %t178 : tensor<6304x192xf32>
    %t180 = stablehlo.add %t70, %t179 : tensor<6304x192xf32>
    %t181 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t182 = stablehlo.reduce(%t180 init: %t181) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t183 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t184 = stablehlo.multiply %t182, %t183 : tensor<6304xf32>
    %t185 = stablehlo.broadcast_in_dim %t184, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t186 = stablehlo.subtract %t180, %t185 : tensor<6304x192xf32>
    %t187 = stablehlo.multiply %t186, %t186 : tensor<6304x192xf32>
    %t188 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t189 = stablehlo.reduce(%t187 init: %t188) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t190 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t191 = stablehlo.multiply %t189, %t190 : tensor<6304xf32>
    %t192 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t193 = stablehlo.add %t191, %t192 : tensor<6304xf32>
    %t194 = stablehlo.rsqrt %t193 : tensor<6304xf32>
    %t195 = stablehlo.broadcast_in_dim %t194, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t196 = stablehlo.multiply %t186, %t195 : tensor<6304x192xf32>
    %t197 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t198 = stablehlo.multiply %t196, %t197 : tensor<6304x192xf32>
    %t199 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t200 = stablehlo.add %t198, %t199 : tensor<6304x192xf32>
    %t201 = stablehlo.dot_general %t200, %t6, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t202 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %t203 = stablehlo.add %t201, %t202 : tensor<6304x768xf32>
    %t204 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t205 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t206 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t207 = stablehlo.multiply %t203, %t206 : tensor<6304x768xf32>
    %t208 = chlo.erf %t207 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t209 = stablehlo.add %t205, %t208 : tensor<6304x768xf32>
    %t210 = stablehlo.multiply %t204, %t203 : tensor<6304x768xf32>
    %t211 = stablehlo.multiply %t210, %t209 : tensor<6304x768xf32>
    %t212 = stablehlo.dot_general %t211, %t7, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %t213 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t214 = stablehlo.add %t212, %t213 : tensor<6304x192xf32>
    %t215 = stablehlo.add %t180, %t214 : tensor<6304x192xf32>
    %t216 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t217 = stablehlo.reduce(%t215 init: %t216) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t218 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t219 = stablehlo.multiply %t217, %t218 : tensor<6304xf32>
    %t220 = stablehlo.broadcast_in_dim %t219, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t221 = stablehlo.subtract %t215, %t220 : tensor<6304x192xf32>
    %t222 = stablehlo.multiply %t221, %t221 : tensor<6304x192xf32>
    %t223 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t224 = stablehlo.reduce(%t222 init: %t223) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t225 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t226 = stablehlo.multiply %t224, %t225 : tensor<6304xf32>
    %t227 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t228 = stablehlo.add %t226, %t227 : tensor<6304xf32>
    %t229 = stablehlo.rsqrt %t228 : tensor<6304xf32>
    %t230 = stablehlo.broadcast_in_dim %t229, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t231 = stablehlo.multiply %t221, %t230 : tensor<6304x192xf32>
    %t232 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t233 = stablehlo.multiply %t231, %t232 : tensor<6304x192xf32>
    %t234 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t235 = stablehlo.add %t233, %t234 : tensor<6304x192xf32>
    %t236 = stablehlo.dot_general %t235, %t8, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t237 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %t238 = stablehlo.add %t236, %t237 : tensor<6304x576xf32>
    %t239 = "stablehlo.slice"(%t238) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t240 = "stablehlo.slice"(%t238) <{start_indices = array<i64: 0, 192>, limit_indices = array<i64: 6304, 256>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t241 = "stablehlo.slice"(%t238) <{start_indices = array<i64: 0, 384>, limit_indices = array<i64: 6304, 448>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t242 = stablehlo.reshape %t240 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t243 = stablehlo.transpose %t242, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t244 = stablehlo.reshape %t243 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t245 = stablehlo.reshape %t239 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t246 = stablehlo.reshape %t244 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t247 = stablehlo.dot_general %t245, %t246, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t248 = stablehlo.reshape %t247 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t249 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t250 = stablehlo.multiply %t248, %t249 : tensor<6304x197xf32>
    %t251 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t252 = stablehlo.reduce(%t250 init: %t251) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t253 = stablehlo.broadcast_in_dim %t252, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t254 = stablehlo.subtract %t250, %t253 : tensor<6304x197xf32>
    %t255 = stablehlo.exponential %t254 : tensor<6304x197xf32>
    %t256 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t257 = stablehlo.reduce(%t255 init: %t256) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t258 = stablehlo.broadcast_in_dim %t257, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t259 = stablehlo.divide %t255, %t258 : tensor<6304x197xf32>
    %t260 = stablehlo.reshape %t259 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t261 = stablehlo.reshape %t241 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t262 = stablehlo.dot_general %t260, %t261, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t263 = stablehlo.reshape %t262 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t264 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t265 = "stablehlo.pad"(%t263, %t264) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t266 = "stablehlo.slice"(%t238) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t267 = "stablehlo.slice"(%t238) <{start_indices = array<i64: 0, 256>, limit_indices = array<i64: 6304, 320>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t268 = "stablehlo.slice"(%t238) <{start_indices = array<i64: 0, 448>, limit_indices = array<i64: 6304, 512>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t269 = stablehlo.reshape %t267 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t270 = stablehlo.transpose %t269, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t271 = stablehlo.reshape %t270 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t272 = stablehlo.reshape %t266 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t273 = stablehlo.reshape %t271 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t274 = stablehlo.dot_general %t272, %t273, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t275 = stablehlo.reshape %t274 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t276 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t277 = stablehlo.multiply %t275, %t276 : tensor<6304x197xf32>
    %t278 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t279 = stablehlo.reduce(%t277 init: %t278) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t280 = stablehlo.broadcast_in_dim %t279, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t281 = stablehlo.subtract %t277, %t280 : tensor<6304x197xf32>
    %t282 = stablehlo.exponential %t281 : tensor<6304x197xf32>
    %t283 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t284 = stablehlo.reduce(%t282 init: %t283) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t285 = stablehlo.broadcast_in_dim %t284, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t286 = stablehlo.divide %t282, %t285 : tensor<6304x197xf32>
    %t287 = stablehlo.reshape %t286 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t288 = stablehlo.reshape %t268 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t289 = stablehlo.dot_general %t287, %t288, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t290 = stablehlo.reshape %t289 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t291 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t292 = "stablehlo.pad"(%t290, %t291) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t293 = "stablehlo.slice"(%t238) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t294 = "stablehlo.slice"(%t238) <{start_indices = array<i64: 0, 320>, limit_indices = array<i64: 6304, 384>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t295 = "stablehlo.slice"(%t238) <{start_indices = array<i64: 0, 512>, limit_indices = array<i64: 6304, 576>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t296 = stablehlo.reshape %t294 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t297 = stablehlo.transpose %t296, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t298 = stablehlo.reshape %t297 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t299 = stablehlo.reshape %t293 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t300 = stablehlo.reshape %t298 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t301 = stablehlo.dot_general %t299, %t300, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t302 = stablehlo.reshape %t301 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t303 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t304 = stablehlo.multiply %t302, %t303 : tensor<6304x197xf32>
    %t305 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t306 = stablehlo.reduce(%t304 init: %t305) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t307 = stablehlo.broadcast_in_dim %t306, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t308 = stablehlo.subtract %t304, %t307 : tensor<6304x197xf32>
    %t309 = stablehlo.exponential %t308 : tensor<6304x197xf32>
    %t310 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t311 = stablehlo.reduce(%t309 init: %t310) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t312 = stablehlo.broadcast_in_dim %t311, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t313 = stablehlo.divide %t309, %t312 : tensor<6304x197xf32>
    %t314 = stablehlo.reshape %t313 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t315 = stablehlo.reshape %t295 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t316 = stablehlo.dot_general %t314, %t315, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t317 = stablehlo.reshape %t316 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t318 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t319 = "stablehlo.pad"(%t317, %t318) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t320 = stablehlo.add %t265, %t292 : tensor<6304x192xf32>
    %t321 = stablehlo.add %t320, %t319 : tensor<6304x192xf32>
    %t322 = stablehlo.dot_general %t321, %t9, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t323 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t324 = stablehlo.add %t322, %t323 : tensor<6304x192xf32>
    %t325 = stablehlo.add %t215, %t324 : tensor<6304x192xf32>
    %t326 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t327 = stablehlo.reduce(%t325 init: %t326) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t328 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t329 = stablehlo.multiply %t327, %t328 : tensor<6304xf32>
    %t330 = stablehlo.broadcast_in_dim %t329, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t331 = stablehlo.subtract %t325, %t330 : tensor<6304x192xf32>
    %t332 = stablehlo.multiply %t331, %t331 : tensor<6304x192xf32>
    %t333 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t334 = stablehlo.reduce(%t332 init: %t333) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t335 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t336 = stablehlo.multiply %t334, %t335 : tensor<6304xf32>
    %t337 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t338 = stablehlo.add %t336, %t337 : tensor<6304xf32>
    %t339 = stablehlo.rsqrt %t338 : tensor<6304xf32>
    %t340 = stablehlo.broadcast_in_dim %t339, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t341 = stablehlo.multiply %t331, %t340 : tensor<6304x192xf32>
    %t342 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t343 = stablehlo.multiply %t341, %t342 : tensor<6304x192xf32>
    %t344 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t345 = stablehlo.add %t343, %t344 : tensor<6304x192xf32>
    %t346 = stablehlo.dot_general %t345, %t10, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t347 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %t348 = stablehlo.add %t346, %t347 : tensor<6304x768xf32>
    %t349 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t350 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t351 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t352 = stablehlo.multiply %t348, %t351 : tensor<6304x768xf32>
    %t353 = chlo.erf %t352 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t354 = stablehlo.add %t350, %t353 : tensor<6304x768xf32>
    %t355 = stablehlo.multiply %t349, %t348 : tensor<6304x768xf32>
    %t356 = stablehlo.multiply %t355, %t354 : tensor<6304x768xf32>
    %t357 = stablehlo.dot_general %t356, %t11, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %t358 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t359 = stablehlo.add %t357, %t358 : tensor<6304x192xf32>
    %t360 = stablehlo.add %t325, %t359 : tensor<6304x192xf32>
    %t361 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t362 = stablehlo.reduce(%t360 init: %t361) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t363 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t364 = stablehlo.multiply %t362, %t363 : tensor<6304xf32>
    %t365 = stablehlo.broadcast_in_dim %t364, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t366 = stablehlo.subtract %t360, %t365 : tensor<6304x192xf32>
    %t367 = stablehlo.multiply %t366, %t366 : tensor<6304x192xf32>
    %t368 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t369 = stablehlo.reduce(%t367 init: %t368) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t370 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t371 = stablehlo.multiply %t369, %t370 : tensor<6304xf32>
    %t372 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t373 = stablehlo.add %t371, %t372 : tensor<6304xf32>
    %t374 = stablehlo.rsqrt %t373 : tensor<6304xf32>
    %t375 = stablehlo.broadcast_in_dim %t374, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t376 = stablehlo.multiply %t366, %t375 : tensor<6304x192xf32>
    %t377 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t378 = stablehlo.multiply %t376, %t377 : tensor<6304x192xf32>
    %t379 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t380 = stablehlo.add %t378, %t379 : tensor<6304x192xf32>
    %t381 = stablehlo.dot_general %t380, %t12, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t382 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %t383 = stablehlo.add %t381, %t382 : tensor<6304x576xf32>
    %t384 = "stablehlo.slice"(%t383) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t385 = "stablehlo.slice"(%t383) <{start_indices = array<i64: 0, 192>, limit_indices = array<i64: 6304, 256>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t386 = "stablehlo.slice"(%t383) <{start_indices = array<i64: 0, 384>, limit_indices = array<i64: 6304, 448>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t387 = stablehlo.reshape %t385 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t388 = stablehlo.transpose %t387, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t389 = stablehlo.reshape %t388 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t390 = stablehlo.reshape %t384 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t391 = stablehlo.reshape %t389 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t392 = stablehlo.dot_general %t390, %t391, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t393 = stablehlo.reshape %t392 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t394 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t395 = stablehlo.multiply %t393, %t394 : tensor<6304x197xf32>
    %t396 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t397 = stablehlo.reduce(%t395 init: %t396) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t398 = stablehlo.broadcast_in_dim %t397, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t399 = stablehlo.subtract %t395, %t398 : tensor<6304x197xf32>
    %t400 = stablehlo.exponential %t399 : tensor<6304x197xf32>
    %t401 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t402 = stablehlo.reduce(%t400 init: %t401) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t403 = stablehlo.broadcast_in_dim %t402, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t404 = stablehlo.divide %t400, %t403 : tensor<6304x197xf32>
    %t405 = stablehlo.reshape %t404 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t406 = stablehlo.reshape %t386 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t407 = stablehlo.dot_general %t405, %t406, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t408 = stablehlo.reshape %t407 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t409 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t410 = "stablehlo.pad"(%t408, %t409) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t411 = "stablehlo.slice"(%t383) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t412 = "stablehlo.slice"(%t383) <{start_indices = array<i64: 0, 256>, limit_indices = array<i64: 6304, 320>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t413 = "stablehlo.slice"(%t383) <{start_indices = array<i64: 0, 448>, limit_indices = array<i64: 6304, 512>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t414 = stablehlo.reshape %t412 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t415 = stablehlo.transpose %t414, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t416 = stablehlo.reshape %t415 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t417 = stablehlo.reshape %t411 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t418 = stablehlo.reshape %t416 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t419 = stablehlo.dot_general %t417, %t418, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t420 = stablehlo.reshape %t419 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t421 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t422 = stablehlo.multiply %t420, %t421 : tensor<6304x197xf32>
    %t423 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t424 = stablehlo.reduce(%t422 init: %t423) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t425 = stablehlo.broadcast_in_dim %t424, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t426 = stablehlo.subtract %t422, %t425 : tensor<6304x197xf32>
    %t427 = stablehlo.exponential %t426 : tensor<6304x197xf32>
    %t428 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t429 = stablehlo.reduce(%t427 init: %t428) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t430 = stablehlo.broadcast_in_dim %t429, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t431 = stablehlo.divide %t427, %t430 : tensor<6304x197xf32>
    %t432 = stablehlo.reshape %t431 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t433 = stablehlo.reshape %t413 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t434 = stablehlo.dot_general %t432, %t433, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t435 = stablehlo.reshape %t434 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t436 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t437 = "stablehlo.pad"(%t435, %t436) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t438 = "stablehlo.slice"(%t383) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t439 = "stablehlo.slice"(%t383) <{start_indices = array<i64: 0, 320>, limit_indices = array<i64: 6304, 384>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t440 = "stablehlo.slice"(%t383) <{start_indices = array<i64: 0, 512>, limit_indices = array<i64: 6304, 576>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t441 = stablehlo.reshape %t439 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t442 = stablehlo.transpose %t441, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t443 = stablehlo.reshape %t442 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t444 = stablehlo.reshape %t438 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t445 = stablehlo.reshape %t443 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t446 = stablehlo.dot_general %t444, %t445, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t447 = stablehlo.reshape %t446 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t448 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t449 = stablehlo.multiply %t447, %t448 : tensor<6304x197xf32>
    %t450 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t451 = stablehlo.reduce(%t449 init: %t450) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t452 = stablehlo.broadcast_in_dim %t451, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t453 = stablehlo.subtract %t449, %t452 : tensor<6304x197xf32>
    %t454 = stablehlo.exponential %t453 : tensor<6304x197xf32>
    %t455 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t456 = stablehlo.reduce(%t454 init: %t455) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t457 = stablehlo.broadcast_in_dim %t456, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t458 = stablehlo.divide %t454, %t457 : tensor<6304x197xf32>
    %t459 = stablehlo.reshape %t458 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t460 = stablehlo.reshape %t440 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t461 = stablehlo.dot_general %t459, %t460, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t462 = stablehlo.reshape %t461 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t463 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t464 = "stablehlo.pad"(%t462, %t463) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t465 = stablehlo.add %t410, %t437 : tensor<6304x192xf32>
    %t466 = stablehlo.add %t465, %t464 : tensor<6304x192xf32>
    %t467 = stablehlo.dot_general %t466, %t13, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t468 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t469 = stablehlo.add %t467, %t468 : tensor<6304x192xf32>
    %t470 = stablehlo.add %t360, %t469 : tensor<6304x192xf32>
    %t471 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t472 = stablehlo.reduce(%t470 init: %t471) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t473 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t474 = stablehlo.multiply %t472, %t473 : tensor<6304xf32>
    %t475 = stablehlo.broadcast_in_dim %t474, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t476 = stablehlo.subtract %t470, %t475 : tensor<6304x192xf32>
    %t477 = stablehlo.multiply %t476, %t476 : tensor<6304x192xf32>
    %t478 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t479 = stablehlo.reduce(%t477 init: %t478) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t480 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t481 = stablehlo.multiply %t479, %t480 : tensor<6304xf32>
    %t482 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t483 = stablehlo.add %t481, %t482 : tensor<6304xf32>
    %t484 = stablehlo.rsqrt %t483 : tensor<6304xf32>
    %t485 = stablehlo.broadcast_in_dim %t484, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t486 = stablehlo.multiply %t476, %t485 : tensor<6304x192xf32>
    %t487 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t488 = stablehlo.multiply %t486, %t487 : tensor<6304x192xf32>
    %t489 = stablehlo.broadcast_in_dim %arg37, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t490 = stablehlo.add %t488, %t489 : tensor<6304x192xf32>
    %t491 = stablehlo.dot_general %t490, %t14, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t492 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %t493 = stablehlo.add %t491, %t492 : tensor<6304x768xf32>
    %t494 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t495 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t496 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t497 = stablehlo.multiply %t493, %t496 : tensor<6304x768xf32>
    %t498 = chlo.erf %t497 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t499 = stablehlo.add %t495, %t498 : tensor<6304x768xf32>
    %t500 = stablehlo.multiply %t494, %t493 : tensor<6304x768xf32>
    %t501 = stablehlo.multiply %t500, %t499 : tensor<6304x768xf32>
    %t502 = stablehlo.dot_general %t501, %t15, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %t503 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t504 = stablehlo.add %t502, %t503 : tensor<6304x192xf32>
    %t505 = stablehlo.add %t470, %t504 : tensor<6304x192xf32>
    %t506 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t507 = stablehlo.reduce(%t505 init: %t506) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t508 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t509 = stablehlo.multiply %t507, %t508 : tensor<6304xf32>
    %t510 = stablehlo.broadcast_in_dim %t509, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t511 = stablehlo.subtract %t505, %t510 : tensor<6304x192xf32>
    %t512 = stablehlo.multiply %t511, %t511 : tensor<6304x192xf32>
    %t513 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t514 = stablehlo.reduce(%t512 init: %t513) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t515 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t516 = stablehlo.multiply %t514, %t515 : tensor<6304xf32>
    %t517 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t518 = stablehlo.add %t516, %t517 : tensor<6304xf32>
    %t519 = stablehlo.rsqrt %t518 : tensor<6304xf32>
    %t520 = stablehlo.broadcast_in_dim %t519, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t521 = stablehlo.multiply %t511, %t520 : tensor<6304x192xf32>
    %t522 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t523 = stablehlo.multiply %t521, %t522 : tensor<6304x192xf32>
    %t524 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t525 = stablehlo.add %t523, %t524 : tensor<6304x192xf32>
    %t526 = stablehlo.dot_general %t525, %t16, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t527 = stablehlo.broadcast_in_dim %arg45, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %t528 = stablehlo.add %t526, %t527 : tensor<6304x576xf32>
    %t529 = "stablehlo.slice"(%t528) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t530 = "stablehlo.slice"(%t528) <{start_indices = array<i64: 0, 192>, limit_indices = array<i64: 6304, 256>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t531 = "stablehlo.slice"(%t528) <{start_indices = array<i64: 0, 384>, limit_indices = array<i64: 6304, 448>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t532 = stablehlo.reshape %t530 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t533 = stablehlo.transpose %t532, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t534 = stablehlo.reshape %t533 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t535 = stablehlo.reshape %t529 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t536 = stablehlo.reshape %t534 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t537 = stablehlo.dot_general %t535, %t536, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t538 = stablehlo.reshape %t537 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t539 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t540 = stablehlo.multiply %t538, %t539 : tensor<6304x197xf32>
    %t541 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t542 = stablehlo.reduce(%t540 init: %t541) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t543 = stablehlo.broadcast_in_dim %t542, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t544 = stablehlo.subtract %t540, %t543 : tensor<6304x197xf32>
    %t545 = stablehlo.exponential %t544 : tensor<6304x197xf32>
    %t546 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t547 = stablehlo.reduce(%t545 init: %t546) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t548 = stablehlo.broadcast_in_dim %t547, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t549 = stablehlo.divide %t545, %t548 : tensor<6304x197xf32>
    %t550 = stablehlo.reshape %t549 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t551 = stablehlo.reshape %t531 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t552 = stablehlo.dot_general %t550, %t551, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t553 = stablehlo.reshape %t552 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t554 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t555 = "stablehlo.pad"(%t553, %t554) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t556 = "stablehlo.slice"(%t528) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t557 = "stablehlo.slice"(%t528) <{start_indices = array<i64: 0, 256>, limit_indices = array<i64: 6304, 320>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t558 = "stablehlo.slice"(%t528) <{start_indices = array<i64: 0, 448>, limit_indices = array<i64: 6304, 512>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t559 = stablehlo.reshape %t557 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t560 = stablehlo.transpose %t559, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t561 = stablehlo.reshape %t560 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t562 = stablehlo.reshape %t556 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t563 = stablehlo.reshape %t561 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t564 = stablehlo.dot_general %t562, %t563, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t565 = stablehlo.reshape %t564 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t566 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t567 = stablehlo.multiply %t565, %t566 : tensor<6304x197xf32>
    %t568 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t569 = stablehlo.reduce(%t567 init: %t568) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t570 = stablehlo.broadcast_in_dim %t569, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t571 = stablehlo.subtract %t567, %t570 : tensor<6304x197xf32>
    %t572 = stablehlo.exponential %t571 : tensor<6304x197xf32>
    %t573 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t574 = stablehlo.reduce(%t572 init: %t573) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t575 = stablehlo.broadcast_in_dim %t574, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t576 = stablehlo.divide %t572, %t575 : tensor<6304x197xf32>
    %t577 = stablehlo.reshape %t576 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t578 = stablehlo.reshape %t558 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t579 = stablehlo.dot_general %t577, %t578, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t580 = stablehlo.reshape %t579 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t581 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t582 = "stablehlo.pad"(%t580, %t581) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t583 = "stablehlo.slice"(%t528) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t584 = "stablehlo.slice"(%t528) <{start_indices = array<i64: 0, 320>, limit_indices = array<i64: 6304, 384>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t585 = "stablehlo.slice"(%t528) <{start_indices = array<i64: 0, 512>, limit_indices = array<i64: 6304, 576>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t586 = stablehlo.reshape %t584 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t587 = stablehlo.transpose %t586, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t588 = stablehlo.reshape %t587 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t589 = stablehlo.reshape %t583 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t590 = stablehlo.reshape %t588 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t591 = stablehlo.dot_general %t589, %t590, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t592 = stablehlo.reshape %t591 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t593 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t594 = stablehlo.multiply %t592, %t593 : tensor<6304x197xf32>
    %t595 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t596 = stablehlo.reduce(%t594 init: %t595) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t597 = stablehlo.broadcast_in_dim %t596, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t598 = stablehlo.subtract %t594, %t597 : tensor<6304x197xf32>
    %t599 = stablehlo.exponential %t598 : tensor<6304x197xf32>
    %t600 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t601 = stablehlo.reduce(%t599 init: %t600) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t602 = stablehlo.broadcast_in_dim %t601, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t603 = stablehlo.divide %t599, %t602 : tensor<6304x197xf32>
    %t604 = stablehlo.reshape %t603 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t605 = stablehlo.reshape %t585 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t606 = stablehlo.dot_general %t604, %t605, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t607 = stablehlo.reshape %t606 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t608 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t609 = "stablehlo.pad"(%t607, %t608) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t610 = stablehlo.add %t555, %t582 : tensor<6304x192xf32>
    %t611 = stablehlo.add %t610, %t609 : tensor<6304x192xf32>
    %t612 = stablehlo.dot_general %t611, %t17, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t613 = stablehlo.broadcast_in_dim %arg47, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t614 = stablehlo.add %t612, %t613 : tensor<6304x192xf32>
    %t615 = stablehlo.add %t505, %t614 : tensor<6304x192xf32>
    %t616 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t617 = stablehlo.reduce(%t615 init: %t616) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t618 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t619 = stablehlo.multiply %t617, %t618 : tensor<6304xf32>
    %t620 = stablehlo.broadcast_in_dim %t619, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t621 = stablehlo.subtract %t615, %t620 : tensor<6304x192xf32>
    %t622 = stablehlo.multiply %t621, %t621 : tensor<6304x192xf32>
    %t623 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t624 = stablehlo.reduce(%t622 init: %t623) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t625 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t626 = stablehlo.multiply %t624, %t625 : tensor<6304xf32>
    %t627 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t628 = stablehlo.add %t626, %t627 : tensor<6304xf32>
    %t629 = stablehlo.rsqrt %t628 : tensor<6304xf32>
    %t630 = stablehlo.broadcast_in_dim %t629, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t631 = stablehlo.multiply %t621, %t630 : tensor<6304x192xf32>
    %t632 = stablehlo.broadcast_in_dim %arg48, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t633 = stablehlo.multiply %t631, %t632 : tensor<6304x192xf32>
    %t634 = stablehlo.broadcast_in_dim %arg49, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t635 = stablehlo.add %t633, %t634 : tensor<6304x192xf32>
    %t636 = stablehlo.dot_general %t635, %t18, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t637 = stablehlo.broadcast_in_dim %arg51, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %t638 = stablehlo.add %t636, %t637 : tensor<6304x768xf32>
    %t639 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t640 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t641 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t642 = stablehlo.multiply %t638, %t641 : tensor<6304x768xf32>
    %t643 = chlo.erf %t642 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t644 = stablehlo.add %t640, %t643 : tensor<6304x768xf32>
    %t645 = stablehlo.multiply %t639, %t638 : tensor<6304x768xf32>
    %t646 = stablehlo.multiply %t645, %t644 : tensor<6304x768xf32>
    %t647 = stablehlo.dot_general %t646, %t19, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %t648 = stablehlo.broadcast_in_dim %arg53, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t649 = stablehlo.add %t647, %t648 : tensor<6304x192xf32>
    %t650 = stablehlo.add %t615, %t649 : tensor<6304x192xf32>
    %t651 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t652 = stablehlo.reduce(%t650 init: %t651) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t653 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t654 = stablehlo.multiply %t652, %t653 : tensor<6304xf32>
    %t655 = stablehlo.broadcast_in_dim %t654, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t656 = stablehlo.subtract %t650, %t655 : tensor<6304x192xf32>
    %t657 = stablehlo.multiply %t656, %t656 : tensor<6304x192xf32>
    %t658 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t659 = stablehlo.reduce(%t657 init: %t658) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t660 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t661 = stablehlo.multiply %t659, %t660 : tensor<6304xf32>
    %t662 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t663 = stablehlo.add %t661, %t662 : tensor<6304xf32>
    %t664 = stablehlo.rsqrt %t663 : tensor<6304xf32>
    %t665 = stablehlo.broadcast_in_dim %t664, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t666 = stablehlo.multiply %t656, %t665 : tensor<6304x192xf32>
    %t667 = stablehlo.broadcast_in_dim %arg54, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t668 = stablehlo.multiply %t666, %t667 : tensor<6304x192xf32>
    %t669 = stablehlo.broadcast_in_dim %arg55, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t670 = stablehlo.add %t668, %t669 : tensor<6304x192xf32>
    %t671 = stablehlo.dot_general %t670, %t20, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t672 = stablehlo.broadcast_in_dim %arg57, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %t673 = stablehlo.add %t671, %t672 : tensor<6304x576xf32>
    %t674 = "stablehlo.slice"(%t673) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t675 = "stablehlo.slice"(%t673) <{start_indices = array<i64: 0, 192>, limit_indices = array<i64: 6304, 256>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t676 = "stablehlo.slice"(%t673) <{start_indices = array<i64: 0, 384>, limit_indices = array<i64: 6304, 448>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t677 = stablehlo.reshape %t675 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t678 = stablehlo.transpose %t677, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t679 = stablehlo.reshape %t678 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t680 = stablehlo.reshape %t674 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t681 = stablehlo.reshape %t679 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t682 = stablehlo.dot_general %t680, %t681, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t683 = stablehlo.reshape %t682 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t684 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t685 = stablehlo.multiply %t683, %t684 : tensor<6304x197xf32>
    %t686 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t687 = stablehlo.reduce(%t685 init: %t686) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t688 = stablehlo.broadcast_in_dim %t687, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t689 = stablehlo.subtract %t685, %t688 : tensor<6304x197xf32>
    %t690 = stablehlo.exponential %t689 : tensor<6304x197xf32>
    %t691 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t692 = stablehlo.reduce(%t690 init: %t691) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t693 = stablehlo.broadcast_in_dim %t692, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t694 = stablehlo.divide %t690, %t693 : tensor<6304x197xf32>
    %t695 = stablehlo.reshape %t694 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t696 = stablehlo.reshape %t676 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t697 = stablehlo.dot_general %t695, %t696, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t698 = stablehlo.reshape %t697 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t699 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t700 = "stablehlo.pad"(%t698, %t699) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t701 = "stablehlo.slice"(%t673) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t702 = "stablehlo.slice"(%t673) <{start_indices = array<i64: 0, 256>, limit_indices = array<i64: 6304, 320>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t703 = "stablehlo.slice"(%t673) <{start_indices = array<i64: 0, 448>, limit_indices = array<i64: 6304, 512>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t704 = stablehlo.reshape %t702 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t705 = stablehlo.transpose %t704, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t706 = stablehlo.reshape %t705 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t707 = stablehlo.reshape %t701 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t708 = stablehlo.reshape %t706 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t709 = stablehlo.dot_general %t707, %t708, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t710 = stablehlo.reshape %t709 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t711 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t712 = stablehlo.multiply %t710, %t711 : tensor<6304x197xf32>
    %t713 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t714 = stablehlo.reduce(%t712 init: %t713) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t715 = stablehlo.broadcast_in_dim %t714, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t716 = stablehlo.subtract %t712, %t715 : tensor<6304x197xf32>
    %t717 = stablehlo.exponential %t716 : tensor<6304x197xf32>
    %t718 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t719 = stablehlo.reduce(%t717 init: %t718) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t720 = stablehlo.broadcast_in_dim %t719, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t721 = stablehlo.divide %t717, %t720 : tensor<6304x197xf32>
    %t722 = stablehlo.reshape %t721 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t723 = stablehlo.reshape %t703 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t724 = stablehlo.dot_general %t722, %t723, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t725 = stablehlo.reshape %t724 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t726 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t727 = "stablehlo.pad"(%t725, %t726) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t728 = "stablehlo.slice"(%t673) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t729 = "stablehlo.slice"(%t673) <{start_indices = array<i64: 0, 320>, limit_indices = array<i64: 6304, 384>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t730 = "stablehlo.slice"(%t673) <{start_indices = array<i64: 0, 512>, limit_indices = array<i64: 6304, 576>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t731 = stablehlo.reshape %t729 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t732 = stablehlo.transpose %t731, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t733 = stablehlo.reshape %t732 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t734 = stablehlo.reshape %t728 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t735 = stablehlo.reshape %t733 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t736 = stablehlo.dot_general %t734, %t735, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t737 = stablehlo.reshape %t736 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t738 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t739 = stablehlo.multiply %t737, %t738 : tensor<6304x197xf32>
    %t740 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t741 = stablehlo.reduce(%t739 init: %t740) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t742 = stablehlo.broadcast_in_dim %t741, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t743 = stablehlo.subtract %t739, %t742 : tensor<6304x197xf32>
    %t744 = stablehlo.exponential %t743 : tensor<6304x197xf32>
    %t745 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t746 = stablehlo.reduce(%t744 init: %t745) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t747 = stablehlo.broadcast_in_dim %t746, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t748 = stablehlo.divide %t744, %t747 : tensor<6304x197xf32>
    %t749 = stablehlo.reshape %t748 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t750 = stablehlo.reshape %t730 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t751 = stablehlo.dot_general %t749, %t750, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t752 = stablehlo.reshape %t751 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t753 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t754 = "stablehlo.pad"(%t752, %t753) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t755 = stablehlo.add %t700, %t727 : tensor<6304x192xf32>
    %t756 = stablehlo.add %t755, %t754 : tensor<6304x192xf32>
    %t757 = stablehlo.dot_general %t756, %t21, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t758 = stablehlo.broadcast_in_dim %arg59, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t759 = stablehlo.add %t757, %t758 : tensor<6304x192xf32>
    %t760 = stablehlo.add %t650, %t759 : tensor<6304x192xf32>
    %t761 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t762 = stablehlo.reduce(%t760 init: %t761) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t763 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t764 = stablehlo.multiply %t762, %t763 : tensor<6304xf32>
    %t765 = stablehlo.broadcast_in_dim %t764, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t766 = stablehlo.subtract %t760, %t765 : tensor<6304x192xf32>
    %t767 = stablehlo.multiply %t766, %t766 : tensor<6304x192xf32>
    %t768 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t769 = stablehlo.reduce(%t767 init: %t768) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t770 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t771 = stablehlo.multiply %t769, %t770 : tensor<6304xf32>
    %t772 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t773 = stablehlo.add %t771, %t772 : tensor<6304xf32>
    %t774 = stablehlo.rsqrt %t773 : tensor<6304xf32>
    %t775 = stablehlo.broadcast_in_dim %t774, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t776 = stablehlo.multiply %t766, %t775 : tensor<6304x192xf32>
    %t777 = stablehlo.broadcast_in_dim %arg60, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t778 = stablehlo.multiply %t776, %t777 : tensor<6304x192xf32>
    %t779 = stablehlo.broadcast_in_dim %arg61, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t780 = stablehlo.add %t778, %t779 : tensor<6304x192xf32>
    %t781 = stablehlo.dot_general %t780, %t22, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t782 = stablehlo.broadcast_in_dim %arg63, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %t783 = stablehlo.add %t781, %t782 : tensor<6304x768xf32>
    %t784 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t785 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t786 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t787 = stablehlo.multiply %t783, %t786 : tensor<6304x768xf32>
    %t788 = chlo.erf %t787 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t789 = stablehlo.add %t785, %t788 : tensor<6304x768xf32>
    %t790 = stablehlo.multiply %t784, %t783 : tensor<6304x768xf32>
    %t791 = stablehlo.multiply %t790, %t789 : tensor<6304x768xf32>
    %t792 = stablehlo.dot_general %t791, %t23, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %t793 = stablehlo.broadcast_in_dim %arg65, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t794 = stablehlo.add %t792, %t793 : tensor<6304x192xf32>
    %t795 = stablehlo.add %t760, %t794 : tensor<6304x192xf32>
    %t796 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t797 = stablehlo.reduce(%t795 init: %t796) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t798 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t799 = stablehlo.multiply %t797, %t798 : tensor<6304xf32>
    %t800 = stablehlo.broadcast_in_dim %t799, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t801 = stablehlo.subtract %t795, %t800 : tensor<6304x192xf32>
    %t802 = stablehlo.multiply %t801, %t801 : tensor<6304x192xf32>
    %t803 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t804 = stablehlo.reduce(%t802 init: %t803) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t805 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t806 = stablehlo.multiply %t804, %t805 : tensor<6304xf32>
    %t807 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t808 = stablehlo.add %t806, %t807 : tensor<6304xf32>
    %t809 = stablehlo.rsqrt %t808 : tensor<6304xf32>
    %t810 = stablehlo.broadcast_in_dim %t809, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t811 = stablehlo.multiply %t801, %t810 : tensor<6304x192xf32>
    %t812 = stablehlo.broadcast_in_dim %arg66, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t813 = stablehlo.multiply %t811, %t812 : tensor<6304x192xf32>
    %t814 = stablehlo.broadcast_in_dim %arg67, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t815 = stablehlo.add %t813, %t814 : tensor<6304x192xf32>
    %t816 = stablehlo.dot_general %t815, %t24, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t817 = stablehlo.broadcast_in_dim %arg69, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %t818 = stablehlo.add %t816, %t817 : tensor<6304x576xf32>
    %t819 = "stablehlo.slice"(%t818) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t820 = "stablehlo.slice"(%t818) <{start_indices = array<i64: 0, 192>, limit_indices = array<i64: 6304, 256>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t821 = "stablehlo.slice"(%t818) <{start_indices = array<i64: 0, 384>, limit_indices = array<i64: 6304, 448>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t822 = stablehlo.reshape %t820 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t823 = stablehlo.transpose %t822, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t824 = stablehlo.reshape %t823 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t825 = stablehlo.reshape %t819 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t826 = stablehlo.reshape %t824 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t827 = stablehlo.dot_general %t825, %t826, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t828 = stablehlo.reshape %t827 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t829 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t830 = stablehlo.multiply %t828, %t829 : tensor<6304x197xf32>
    %t831 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t832 = stablehlo.reduce(%t830 init: %t831) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t833 = stablehlo.broadcast_in_dim %t832, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t834 = stablehlo.subtract %t830, %t833 : tensor<6304x197xf32>
    %t835 = stablehlo.exponential %t834 : tensor<6304x197xf32>
    %t836 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t837 = stablehlo.reduce(%t835 init: %t836) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t838 = stablehlo.broadcast_in_dim %t837, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t839 = stablehlo.divide %t835, %t838 : tensor<6304x197xf32>
    %t840 = stablehlo.reshape %t839 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t841 = stablehlo.reshape %t821 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t842 = stablehlo.dot_general %t840, %t841, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t843 = stablehlo.reshape %t842 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t844 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t845 = "stablehlo.pad"(%t843, %t844) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t846 = "stablehlo.slice"(%t818) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t847 = "stablehlo.slice"(%t818) <{start_indices = array<i64: 0, 256>, limit_indices = array<i64: 6304, 320>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t848 = "stablehlo.slice"(%t818) <{start_indices = array<i64: 0, 448>, limit_indices = array<i64: 6304, 512>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t849 = stablehlo.reshape %t847 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t850 = stablehlo.transpose %t849, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t851 = stablehlo.reshape %t850 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t852 = stablehlo.reshape %t846 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t853 = stablehlo.reshape %t851 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t854 = stablehlo.dot_general %t852, %t853, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t855 = stablehlo.reshape %t854 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t856 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t857 = stablehlo.multiply %t855, %t856 : tensor<6304x197xf32>
    %t858 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t859 = stablehlo.reduce(%t857 init: %t858) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t860 = stablehlo.broadcast_in_dim %t859, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t861 = stablehlo.subtract %t857, %t860 : tensor<6304x197xf32>
    %t862 = stablehlo.exponential %t861 : tensor<6304x197xf32>
    %t863 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t864 = stablehlo.reduce(%t862 init: %t863) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t865 = stablehlo.broadcast_in_dim %t864, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t866 = stablehlo.divide %t862, %t865 : tensor<6304x197xf32>
    %t867 = stablehlo.reshape %t866 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t868 = stablehlo.reshape %t848 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t869 = stablehlo.dot_general %t867, %t868, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t870 = stablehlo.reshape %t869 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t871 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t872 = "stablehlo.pad"(%t870, %t871) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t873 = "stablehlo.slice"(%t818) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t874 = "stablehlo.slice"(%t818) <{start_indices = array<i64: 0, 320>, limit_indices = array<i64: 6304, 384>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t875 = "stablehlo.slice"(%t818) <{start_indices = array<i64: 0, 512>, limit_indices = array<i64: 6304, 576>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t876 = stablehlo.reshape %t874 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t877 = stablehlo.transpose %t876, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t878 = stablehlo.reshape %t877 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t879 = stablehlo.reshape %t873 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t880 = stablehlo.reshape %t878 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t881 = stablehlo.dot_general %t879, %t880, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t882 = stablehlo.reshape %t881 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t883 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t884 = stablehlo.multiply %t882, %t883 : tensor<6304x197xf32>
    %t885 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t886 = stablehlo.reduce(%t884 init: %t885) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t887 = stablehlo.broadcast_in_dim %t886, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t888 = stablehlo.subtract %t884, %t887 : tensor<6304x197xf32>
    %t889 = stablehlo.exponential %t888 : tensor<6304x197xf32>
    %t890 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t891 = stablehlo.reduce(%t889 init: %t890) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t892 = stablehlo.broadcast_in_dim %t891, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t893 = stablehlo.divide %t889, %t892 : tensor<6304x197xf32>
    %t894 = stablehlo.reshape %t893 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t895 = stablehlo.reshape %t875 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t896 = stablehlo.dot_general %t894, %t895, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t897 = stablehlo.reshape %t896 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t898 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t899 = "stablehlo.pad"(%t897, %t898) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t900 = stablehlo.add %t845, %t872 : tensor<6304x192xf32>
    %t901 = stablehlo.add %t900, %t899 : tensor<6304x192xf32>
    %t902 = stablehlo.dot_general %t901, %t25, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t903 = stablehlo.broadcast_in_dim %arg71, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t904 = stablehlo.add %t902, %t903 : tensor<6304x192xf32>
    %t905 = stablehlo.add %t795, %t904 : tensor<6304x192xf32>
    %t906 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t907 = stablehlo.reduce(%t905 init: %t906) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t908 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t909 = stablehlo.multiply %t907, %t908 : tensor<6304xf32>
    %t910 = stablehlo.broadcast_in_dim %t909, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t911 = stablehlo.subtract %t905, %t910 : tensor<6304x192xf32>
    %t912 = stablehlo.multiply %t911, %t911 : tensor<6304x192xf32>
    %t913 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t914 = stablehlo.reduce(%t912 init: %t913) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t915 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t916 = stablehlo.multiply %t914, %t915 : tensor<6304xf32>
    %t917 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t918 = stablehlo.add %t916, %t917 : tensor<6304xf32>
    %t919 = stablehlo.rsqrt %t918 : tensor<6304xf32>
    %t920 = stablehlo.broadcast_in_dim %t919, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t921 = stablehlo.multiply %t911, %t920 : tensor<6304x192xf32>
    %t922 = stablehlo.broadcast_in_dim %arg72, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t923 = stablehlo.multiply %t921, %t922 : tensor<6304x192xf32>
    %t924 = stablehlo.broadcast_in_dim %arg73, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t925 = stablehlo.add %t923, %t924 : tensor<6304x192xf32>
    %t926 = stablehlo.dot_general %t925, %t26, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t927 = stablehlo.broadcast_in_dim %arg75, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %t928 = stablehlo.add %t926, %t927 : tensor<6304x768xf32>
    %t929 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t930 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t931 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t932 = stablehlo.multiply %t928, %t931 : tensor<6304x768xf32>
    %t933 = chlo.erf %t932 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t934 = stablehlo.add %t930, %t933 : tensor<6304x768xf32>
    %t935 = stablehlo.multiply %t929, %t928 : tensor<6304x768xf32>
    %t936 = stablehlo.multiply %t935, %t934 : tensor<6304x768xf32>
    %t937 = stablehlo.dot_general %t936, %t27, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %t938 = stablehlo.broadcast_in_dim %arg77, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t939 = stablehlo.add %t937, %t938 : tensor<6304x192xf32>
    %t940 = stablehlo.add %t905, %t939 : tensor<6304x192xf32>
    %t941 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t942 = stablehlo.reduce(%t940 init: %t941) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t943 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t944 = stablehlo.multiply %t942, %t943 : tensor<6304xf32>
    %t945 = stablehlo.broadcast_in_dim %t944, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t946 = stablehlo.subtract %t940, %t945 : tensor<6304x192xf32>
    %t947 = stablehlo.multiply %t946, %t946 : tensor<6304x192xf32>
    %t948 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t949 = stablehlo.reduce(%t947 init: %t948) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t950 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t951 = stablehlo.multiply %t949, %t950 : tensor<6304xf32>
    %t952 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t953 = stablehlo.add %t951, %t952 : tensor<6304xf32>
    %t954 = stablehlo.rsqrt %t953 : tensor<6304xf32>
    %t955 = stablehlo.broadcast_in_dim %t954, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t956 = stablehlo.multiply %t946, %t955 : tensor<6304x192xf32>
    %t957 = stablehlo.broadcast_in_dim %arg78, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t958 = stablehlo.multiply %t956, %t957 : tensor<6304x192xf32>
    %t959 = stablehlo.broadcast_in_dim %arg79, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t960 = stablehlo.add %t958, %t959 : tensor<6304x192xf32>
    %t961 = stablehlo.dot_general %t960, %t28, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t962 = stablehlo.broadcast_in_dim %arg81, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %t963 = stablehlo.add %t961, %t962 : tensor<6304x576xf32>
    %t964 = "stablehlo.slice"(%t963) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t965 = "stablehlo.slice"(%t963) <{start_indices = array<i64: 0, 192>, limit_indices = array<i64: 6304, 256>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t966 = "stablehlo.slice"(%t963) <{start_indices = array<i64: 0, 384>, limit_indices = array<i64: 6304, 448>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t967 = stablehlo.reshape %t965 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t968 = stablehlo.transpose %t967, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t969 = stablehlo.reshape %t968 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t970 = stablehlo.reshape %t964 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t971 = stablehlo.reshape %t969 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t972 = stablehlo.dot_general %t970, %t971, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t973 = stablehlo.reshape %t972 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t974 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t975 = stablehlo.multiply %t973, %t974 : tensor<6304x197xf32>
    %t976 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t977 = stablehlo.reduce(%t975 init: %t976) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t978 = stablehlo.broadcast_in_dim %t977, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t979 = stablehlo.subtract %t975, %t978 : tensor<6304x197xf32>
    %t980 = stablehlo.exponential %t979 : tensor<6304x197xf32>
    %t981 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t982 = stablehlo.reduce(%t980 init: %t981) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t983 = stablehlo.broadcast_in_dim %t982, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t984 = stablehlo.divide %t980, %t983 : tensor<6304x197xf32>
    %t985 = stablehlo.reshape %t984 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t986 = stablehlo.reshape %t966 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t987 = stablehlo.dot_general %t985, %t986, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t988 = stablehlo.reshape %t987 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t989 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t990 = "stablehlo.pad"(%t988, %t989) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t991 = "stablehlo.slice"(%t963) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t992 = "stablehlo.slice"(%t963) <{start_indices = array<i64: 0, 256>, limit_indices = array<i64: 6304, 320>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t993 = "stablehlo.slice"(%t963) <{start_indices = array<i64: 0, 448>, limit_indices = array<i64: 6304, 512>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t994 = stablehlo.reshape %t992 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t995 = stablehlo.transpose %t994, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t996 = stablehlo.reshape %t995 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t997 = stablehlo.reshape %t991 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t998 = stablehlo.reshape %t996 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t999 = stablehlo.dot_general %t997, %t998, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1000 = stablehlo.reshape %t999 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1001 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1002 = stablehlo.multiply %t1000, %t1001 : tensor<6304x197xf32>
    %t1003 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1004 = stablehlo.reduce(%t1002 init: %t1003) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1005 = stablehlo.broadcast_in_dim %t1004, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1006 = stablehlo.subtract %t1002, %t1005 : tensor<6304x197xf32>
    %t1007 = stablehlo.exponential %t1006 : tensor<6304x197xf32>
    %t1008 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1009 = stablehlo.reduce(%t1007 init: %t1008) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1010 = stablehlo.broadcast_in_dim %t1009, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1011 = stablehlo.divide %t1007, %t1010 : tensor<6304x197xf32>
    %t1012 = stablehlo.reshape %t1011 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1013 = stablehlo.reshape %t993 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1014 = stablehlo.dot_general %t1012, %t1013, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1015 = stablehlo.reshape %t1014 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1016 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1017 = "stablehlo.pad"(%t1015, %t1016) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1018 = "stablehlo.slice"(%t963) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1019 = "stablehlo.slice"(%t963) <{start_indices = array<i64: 0, 320>, limit_indices = array<i64: 6304, 384>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1020 = "stablehlo.slice"(%t963) <{start_indices = array<i64: 0, 512>, limit_indices = array<i64: 6304, 576>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1021 = stablehlo.reshape %t1019 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1022 = stablehlo.transpose %t1021, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1023 = stablehlo.reshape %t1022 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1024 = stablehlo.reshape %t1018 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1025 = stablehlo.reshape %t1023 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1026 = stablehlo.dot_general %t1024, %t1025, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1027 = stablehlo.reshape %t1026 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1028 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1029 = stablehlo.multiply %t1027, %t1028 : tensor<6304x197xf32>
    %t1030 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1031 = stablehlo.reduce(%t1029 init: %t1030) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1032 = stablehlo.broadcast_in_dim %t1031, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1033 = stablehlo.subtract %t1029, %t1032 : tensor<6304x197xf32>
    %t1034 = stablehlo.exponential %t1033 : tensor<6304x197xf32>
    %t1035 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1036 = stablehlo.reduce(%t1034 init: %t1035) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1037 = stablehlo.broadcast_in_dim %t1036, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1038 = stablehlo.divide %t1034, %t1037 : tensor<6304x197xf32>
    %t1039 = stablehlo.reshape %t1038 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1040 = stablehlo.reshape %t1020 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1041 = stablehlo.dot_general %t1039, %t1040, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1042 = stablehlo.reshape %t1041 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1043 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1044 = "stablehlo.pad"(%t1042, %t1043) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1045 = stablehlo.add %t990, %t1017 : tensor<6304x192xf32>
    %t1046 = stablehlo.add %t1045, %t1044 : tensor<6304x192xf32>
    %t1047 = stablehlo.dot_general %t1046, %t29, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t1048 = stablehlo.broadcast_in_dim %arg83, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1049 = stablehlo.add %t1047, %t1048 : tensor<6304x192xf32>
    %t1050 = stablehlo.add %t940, %t1049 : tensor<6304x192xf32>
    %t1051 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1052 = stablehlo.reduce(%t1050 init: %t1051) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1053 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1054 = stablehlo.multiply %t1052, %t1053 : tensor<6304xf32>
    %t1055 = stablehlo.broadcast_in_dim %t1054, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1056 = stablehlo.subtract %t1050, %t1055 : tensor<6304x192xf32>
    %t1057 = stablehlo.multiply %t1056, %t1056 : tensor<6304x192xf32>
    %t1058 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1059 = stablehlo.reduce(%t1057 init: %t1058) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1060 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1061 = stablehlo.multiply %t1059, %t1060 : tensor<6304xf32>
    %t1062 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t1063 = stablehlo.add %t1061, %t1062 : tensor<6304xf32>
    %t1064 = stablehlo.rsqrt %t1063 : tensor<6304xf32>
    %t1065 = stablehlo.broadcast_in_dim %t1064, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1066 = stablehlo.multiply %t1056, %t1065 : tensor<6304x192xf32>
    %t1067 = stablehlo.broadcast_in_dim %arg84, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1068 = stablehlo.multiply %t1066, %t1067 : tensor<6304x192xf32>
    %t1069 = stablehlo.broadcast_in_dim %arg85, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1070 = stablehlo.add %t1068, %t1069 : tensor<6304x192xf32>
    %t1071 = stablehlo.dot_general %t1070, %t30, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t1072 = stablehlo.broadcast_in_dim %arg87, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %t1073 = stablehlo.add %t1071, %t1072 : tensor<6304x768xf32>
    %t1074 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t1075 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t1076 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t1077 = stablehlo.multiply %t1073, %t1076 : tensor<6304x768xf32>
    %t1078 = chlo.erf %t1077 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t1079 = stablehlo.add %t1075, %t1078 : tensor<6304x768xf32>
    %t1080 = stablehlo.multiply %t1074, %t1073 : tensor<6304x768xf32>
    %t1081 = stablehlo.multiply %t1080, %t1079 : tensor<6304x768xf32>
    %t1082 = stablehlo.dot_general %t1081, %t31, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %t1083 = stablehlo.broadcast_in_dim %arg89, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1084 = stablehlo.add %t1082, %t1083 : tensor<6304x192xf32>
    %t1085 = stablehlo.add %t1050, %t1084 : tensor<6304x192xf32>
    %t1086 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1087 = stablehlo.reduce(%t1085 init: %t1086) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1088 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1089 = stablehlo.multiply %t1087, %t1088 : tensor<6304xf32>
    %t1090 = stablehlo.broadcast_in_dim %t1089, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1091 = stablehlo.subtract %t1085, %t1090 : tensor<6304x192xf32>
    %t1092 = stablehlo.multiply %t1091, %t1091 : tensor<6304x192xf32>
    %t1093 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1094 = stablehlo.reduce(%t1092 init: %t1093) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1095 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1096 = stablehlo.multiply %t1094, %t1095 : tensor<6304xf32>
    %t1097 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t1098 = stablehlo.add %t1096, %t1097 : tensor<6304xf32>
    %t1099 = stablehlo.rsqrt %t1098 : tensor<6304xf32>
    %t1100 = stablehlo.broadcast_in_dim %t1099, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1101 = stablehlo.multiply %t1091, %t1100 : tensor<6304x192xf32>
    %t1102 = stablehlo.broadcast_in_dim %arg90, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1103 = stablehlo.multiply %t1101, %t1102 : tensor<6304x192xf32>
    %t1104 = stablehlo.broadcast_in_dim %arg91, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1105 = stablehlo.add %t1103, %t1104 : tensor<6304x192xf32>
    %t1106 = stablehlo.dot_general %t1105, %t32, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t1107 = stablehlo.broadcast_in_dim %arg93, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %t1108 = stablehlo.add %t1106, %t1107 : tensor<6304x576xf32>
    %t1109 = "stablehlo.slice"(%t1108) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1110 = "stablehlo.slice"(%t1108) <{start_indices = array<i64: 0, 192>, limit_indices = array<i64: 6304, 256>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1111 = "stablehlo.slice"(%t1108) <{start_indices = array<i64: 0, 384>, limit_indices = array<i64: 6304, 448>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1112 = stablehlo.reshape %t1110 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1113 = stablehlo.transpose %t1112, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1114 = stablehlo.reshape %t1113 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1115 = stablehlo.reshape %t1109 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1116 = stablehlo.reshape %t1114 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1117 = stablehlo.dot_general %t1115, %t1116, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1118 = stablehlo.reshape %t1117 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1119 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1120 = stablehlo.multiply %t1118, %t1119 : tensor<6304x197xf32>
    %t1121 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1122 = stablehlo.reduce(%t1120 init: %t1121) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1123 = stablehlo.broadcast_in_dim %t1122, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1124 = stablehlo.subtract %t1120, %t1123 : tensor<6304x197xf32>
    %t1125 = stablehlo.exponential %t1124 : tensor<6304x197xf32>
    %t1126 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1127 = stablehlo.reduce(%t1125 init: %t1126) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1128 = stablehlo.broadcast_in_dim %t1127, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1129 = stablehlo.divide %t1125, %t1128 : tensor<6304x197xf32>
    %t1130 = stablehlo.reshape %t1129 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1131 = stablehlo.reshape %t1111 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1132 = stablehlo.dot_general %t1130, %t1131, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1133 = stablehlo.reshape %t1132 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1134 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1135 = "stablehlo.pad"(%t1133, %t1134) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1136 = "stablehlo.slice"(%t1108) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1137 = "stablehlo.slice"(%t1108) <{start_indices = array<i64: 0, 256>, limit_indices = array<i64: 6304, 320>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1138 = "stablehlo.slice"(%t1108) <{start_indices = array<i64: 0, 448>, limit_indices = array<i64: 6304, 512>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1139 = stablehlo.reshape %t1137 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1140 = stablehlo.transpose %t1139, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1141 = stablehlo.reshape %t1140 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1142 = stablehlo.reshape %t1136 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1143 = stablehlo.reshape %t1141 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1144 = stablehlo.dot_general %t1142, %t1143, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1145 = stablehlo.reshape %t1144 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1146 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1147 = stablehlo.multiply %t1145, %t1146 : tensor<6304x197xf32>
    %t1148 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1149 = stablehlo.reduce(%t1147 init: %t1148) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1150 = stablehlo.broadcast_in_dim %t1149, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1151 = stablehlo.subtract %t1147, %t1150 : tensor<6304x197xf32>
    %t1152 = stablehlo.exponential %t1151 : tensor<6304x197xf32>
    %t1153 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1154 = stablehlo.reduce(%t1152 init: %t1153) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1155 = stablehlo.broadcast_in_dim %t1154, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1156 = stablehlo.divide %t1152, %t1155 : tensor<6304x197xf32>
    %t1157 = stablehlo.reshape %t1156 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1158 = stablehlo.reshape %t1138 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1159 = stablehlo.dot_general %t1157, %t1158, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1160 = stablehlo.reshape %t1159 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1161 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1162 = "stablehlo.pad"(%t1160, %t1161) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1163 = "stablehlo.slice"(%t1108) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1164 = "stablehlo.slice"(%t1108) <{start_indices = array<i64: 0, 320>, limit_indices = array<i64: 6304, 384>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1165 = "stablehlo.slice"(%t1108) <{start_indices = array<i64: 0, 512>, limit_indices = array<i64: 6304, 576>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1166 = stablehlo.reshape %t1164 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1167 = stablehlo.transpose %t1166, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1168 = stablehlo.reshape %t1167 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1169 = stablehlo.reshape %t1163 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1170 = stablehlo.reshape %t1168 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1171 = stablehlo.dot_general %t1169, %t1170, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1172 = stablehlo.reshape %t1171 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1173 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1174 = stablehlo.multiply %t1172, %t1173 : tensor<6304x197xf32>
    %t1175 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1176 = stablehlo.reduce(%t1174 init: %t1175) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1177 = stablehlo.broadcast_in_dim %t1176, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1178 = stablehlo.subtract %t1174, %t1177 : tensor<6304x197xf32>
    %t1179 = stablehlo.exponential %t1178 : tensor<6304x197xf32>
    %t1180 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1181 = stablehlo.reduce(%t1179 init: %t1180) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1182 = stablehlo.broadcast_in_dim %t1181, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1183 = stablehlo.divide %t1179, %t1182 : tensor<6304x197xf32>
    %t1184 = stablehlo.reshape %t1183 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1185 = stablehlo.reshape %t1165 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1186 = stablehlo.dot_general %t1184, %t1185, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1187 = stablehlo.reshape %t1186 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1188 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1189 = "stablehlo.pad"(%t1187, %t1188) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1190 = stablehlo.add %t1135, %t1162 : tensor<6304x192xf32>
    %t1191 = stablehlo.add %t1190, %t1189 : tensor<6304x192xf32>
    %t1192 = stablehlo.dot_general %t1191, %t33, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t1193 = stablehlo.broadcast_in_dim %arg95, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1194 = stablehlo.add %t1192, %t1193 : tensor<6304x192xf32>
    %t1195 = stablehlo.add %t1085, %t1194 : tensor<6304x192xf32>
    %t1196 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1197 = stablehlo.reduce(%t1195 init: %t1196) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1198 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1199 = stablehlo.multiply %t1197, %t1198 : tensor<6304xf32>
    %t1200 = stablehlo.broadcast_in_dim %t1199, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1201 = stablehlo.subtract %t1195, %t1200 : tensor<6304x192xf32>
    %t1202 = stablehlo.multiply %t1201, %t1201 : tensor<6304x192xf32>
    %t1203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1204 = stablehlo.reduce(%t1202 init: %t1203) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1205 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1206 = stablehlo.multiply %t1204, %t1205 : tensor<6304xf32>
    %t1207 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t1208 = stablehlo.add %t1206, %t1207 : tensor<6304xf32>
    %t1209 = stablehlo.rsqrt %t1208 : tensor<6304xf32>
    %t1210 = stablehlo.broadcast_in_dim %t1209, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1211 = stablehlo.multiply %t1201, %t1210 : tensor<6304x192xf32>
    %t1212 = stablehlo.broadcast_in_dim %arg96, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1213 = stablehlo.multiply %t1211, %t1212 : tensor<6304x192xf32>
    %t1214 = stablehlo.broadcast_in_dim %arg97, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1215 = stablehlo.add %t1213, %t1214 : tensor<6304x192xf32>
    %t1216 = stablehlo.dot_general %t1215, %t34, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t1217 = stablehlo.broadcast_in_dim %arg99, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %t1218 = stablehlo.add %t1216, %t1217 : tensor<6304x768xf32>
    %t1219 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t1220 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t1221 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t1222 = stablehlo.multiply %t1218, %t1221 : tensor<6304x768xf32>
    %t1223 = chlo.erf %t1222 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t1224 = stablehlo.add %t1220, %t1223 : tensor<6304x768xf32>
    %t1225 = stablehlo.multiply %t1219, %t1218 : tensor<6304x768xf32>
    %t1226 = stablehlo.multiply %t1225, %t1224 : tensor<6304x768xf32>
    %t1227 = stablehlo.dot_general %t1226, %t35, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %t1228 = stablehlo.broadcast_in_dim %arg101, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1229 = stablehlo.add %t1227, %t1228 : tensor<6304x192xf32>
    %t1230 = stablehlo.add %t1195, %t1229 : tensor<6304x192xf32>
    %t1231 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1232 = stablehlo.reduce(%t1230 init: %t1231) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1233 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1234 = stablehlo.multiply %t1232, %t1233 : tensor<6304xf32>
    %t1235 = stablehlo.broadcast_in_dim %t1234, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1236 = stablehlo.subtract %t1230, %t1235 : tensor<6304x192xf32>
    %t1237 = stablehlo.multiply %t1236, %t1236 : tensor<6304x192xf32>
    %t1238 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1239 = stablehlo.reduce(%t1237 init: %t1238) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1240 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1241 = stablehlo.multiply %t1239, %t1240 : tensor<6304xf32>
    %t1242 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t1243 = stablehlo.add %t1241, %t1242 : tensor<6304xf32>
    %t1244 = stablehlo.rsqrt %t1243 : tensor<6304xf32>
    %t1245 = stablehlo.broadcast_in_dim %t1244, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1246 = stablehlo.multiply %t1236, %t1245 : tensor<6304x192xf32>
    %t1247 = stablehlo.broadcast_in_dim %arg102, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1248 = stablehlo.multiply %t1246, %t1247 : tensor<6304x192xf32>
    %t1249 = stablehlo.broadcast_in_dim %arg103, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1250 = stablehlo.add %t1248, %t1249 : tensor<6304x192xf32>
    %t1251 = stablehlo.dot_general %t1250, %t36, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t1252 = stablehlo.broadcast_in_dim %arg105, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %t1253 = stablehlo.add %t1251, %t1252 : tensor<6304x576xf32>
    %t1254 = "stablehlo.slice"(%t1253) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1255 = "stablehlo.slice"(%t1253) <{start_indices = array<i64: 0, 192>, limit_indices = array<i64: 6304, 256>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1256 = "stablehlo.slice"(%t1253) <{start_indices = array<i64: 0, 384>, limit_indices = array<i64: 6304, 448>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1257 = stablehlo.reshape %t1255 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1258 = stablehlo.transpose %t1257, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1259 = stablehlo.reshape %t1258 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1260 = stablehlo.reshape %t1254 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1261 = stablehlo.reshape %t1259 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1262 = stablehlo.dot_general %t1260, %t1261, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1263 = stablehlo.reshape %t1262 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1264 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1265 = stablehlo.multiply %t1263, %t1264 : tensor<6304x197xf32>
    %t1266 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1267 = stablehlo.reduce(%t1265 init: %t1266) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1268 = stablehlo.broadcast_in_dim %t1267, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1269 = stablehlo.subtract %t1265, %t1268 : tensor<6304x197xf32>
    %t1270 = stablehlo.exponential %t1269 : tensor<6304x197xf32>
    %t1271 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1272 = stablehlo.reduce(%t1270 init: %t1271) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1273 = stablehlo.broadcast_in_dim %t1272, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1274 = stablehlo.divide %t1270, %t1273 : tensor<6304x197xf32>
    %t1275 = stablehlo.reshape %t1274 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1276 = stablehlo.reshape %t1256 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1277 = stablehlo.dot_general %t1275, %t1276, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1278 = stablehlo.reshape %t1277 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1279 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1280 = "stablehlo.pad"(%t1278, %t1279) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1281 = "stablehlo.slice"(%t1253) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1282 = "stablehlo.slice"(%t1253) <{start_indices = array<i64: 0, 256>, limit_indices = array<i64: 6304, 320>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1283 = "stablehlo.slice"(%t1253) <{start_indices = array<i64: 0, 448>, limit_indices = array<i64: 6304, 512>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1284 = stablehlo.reshape %t1282 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1285 = stablehlo.transpose %t1284, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1286 = stablehlo.reshape %t1285 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1287 = stablehlo.reshape %t1281 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1288 = stablehlo.reshape %t1286 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1289 = stablehlo.dot_general %t1287, %t1288, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1290 = stablehlo.reshape %t1289 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1291 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1292 = stablehlo.multiply %t1290, %t1291 : tensor<6304x197xf32>
    %t1293 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1294 = stablehlo.reduce(%t1292 init: %t1293) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1295 = stablehlo.broadcast_in_dim %t1294, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1296 = stablehlo.subtract %t1292, %t1295 : tensor<6304x197xf32>
    %t1297 = stablehlo.exponential %t1296 : tensor<6304x197xf32>
    %t1298 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1299 = stablehlo.reduce(%t1297 init: %t1298) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1300 = stablehlo.broadcast_in_dim %t1299, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1301 = stablehlo.divide %t1297, %t1300 : tensor<6304x197xf32>
    %t1302 = stablehlo.reshape %t1301 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1303 = stablehlo.reshape %t1283 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1304 = stablehlo.dot_general %t1302, %t1303, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1305 = stablehlo.reshape %t1304 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1306 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1307 = "stablehlo.pad"(%t1305, %t1306) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1308 = "stablehlo.slice"(%t1253) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1309 = "stablehlo.slice"(%t1253) <{start_indices = array<i64: 0, 320>, limit_indices = array<i64: 6304, 384>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1310 = "stablehlo.slice"(%t1253) <{start_indices = array<i64: 0, 512>, limit_indices = array<i64: 6304, 576>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1311 = stablehlo.reshape %t1309 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1312 = stablehlo.transpose %t1311, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1313 = stablehlo.reshape %t1312 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1314 = stablehlo.reshape %t1308 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1315 = stablehlo.reshape %t1313 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1316 = stablehlo.dot_general %t1314, %t1315, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1317 = stablehlo.reshape %t1316 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1318 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1319 = stablehlo.multiply %t1317, %t1318 : tensor<6304x197xf32>
    %t1320 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1321 = stablehlo.reduce(%t1319 init: %t1320) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1322 = stablehlo.broadcast_in_dim %t1321, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1323 = stablehlo.subtract %t1319, %t1322 : tensor<6304x197xf32>
    %t1324 = stablehlo.exponential %t1323 : tensor<6304x197xf32>
    %t1325 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1326 = stablehlo.reduce(%t1324 init: %t1325) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1327 = stablehlo.broadcast_in_dim %t1326, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1328 = stablehlo.divide %t1324, %t1327 : tensor<6304x197xf32>
    %t1329 = stablehlo.reshape %t1328 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1330 = stablehlo.reshape %t1310 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1331 = stablehlo.dot_general %t1329, %t1330, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1332 = stablehlo.reshape %t1331 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1333 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1334 = "stablehlo.pad"(%t1332, %t1333) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1335 = stablehlo.add %t1280, %t1307 : tensor<6304x192xf32>
    %t1336 = stablehlo.add %t1335, %t1334 : tensor<6304x192xf32>
    %t1337 = stablehlo.dot_general %t1336, %t37, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t1338 = stablehlo.broadcast_in_dim %arg107, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1339 = stablehlo.add %t1337, %t1338 : tensor<6304x192xf32>
    %t1340 = stablehlo.add %t1230, %t1339 : tensor<6304x192xf32>
    %t1341 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1342 = stablehlo.reduce(%t1340 init: %t1341) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1343 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1344 = stablehlo.multiply %t1342, %t1343 : tensor<6304xf32>
    %t1345 = stablehlo.broadcast_in_dim %t1344, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1346 = stablehlo.subtract %t1340, %t1345 : tensor<6304x192xf32>
    %t1347 = stablehlo.multiply %t1346, %t1346 : tensor<6304x192xf32>
    %t1348 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1349 = stablehlo.reduce(%t1347 init: %t1348) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1350 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1351 = stablehlo.multiply %t1349, %t1350 : tensor<6304xf32>
    %t1352 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t1353 = stablehlo.add %t1351, %t1352 : tensor<6304xf32>
    %t1354 = stablehlo.rsqrt %t1353 : tensor<6304xf32>
    %t1355 = stablehlo.broadcast_in_dim %t1354, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1356 = stablehlo.multiply %t1346, %t1355 : tensor<6304x192xf32>
    %t1357 = stablehlo.broadcast_in_dim %arg108, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1358 = stablehlo.multiply %t1356, %t1357 : tensor<6304x192xf32>
    %t1359 = stablehlo.broadcast_in_dim %arg109, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1360 = stablehlo.add %t1358, %t1359 : tensor<6304x192xf32>
    %t1361 = stablehlo.dot_general %t1360, %t38, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t1362 = stablehlo.broadcast_in_dim %arg111, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %t1363 = stablehlo.add %t1361, %t1362 : tensor<6304x768xf32>
    %t1364 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t1365 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t1366 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t1367 = stablehlo.multiply %t1363, %t1366 : tensor<6304x768xf32>
    %t1368 = chlo.erf %t1367 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t1369 = stablehlo.add %t1365, %t1368 : tensor<6304x768xf32>
    %t1370 = stablehlo.multiply %t1364, %t1363 : tensor<6304x768xf32>
    %t1371 = stablehlo.multiply %t1370, %t1369 : tensor<6304x768xf32>
    %t1372 = stablehlo.dot_general %t1371, %t39, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %t1373 = stablehlo.broadcast_in_dim %arg113, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1374 = stablehlo.add %t1372, %t1373 : tensor<6304x192xf32>
    %t1375 = stablehlo.add %t1340, %t1374 : tensor<6304x192xf32>
    %t1376 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1377 = stablehlo.reduce(%t1375 init: %t1376) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1378 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1379 = stablehlo.multiply %t1377, %t1378 : tensor<6304xf32>
    %t1380 = stablehlo.broadcast_in_dim %t1379, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1381 = stablehlo.subtract %t1375, %t1380 : tensor<6304x192xf32>
    %t1382 = stablehlo.multiply %t1381, %t1381 : tensor<6304x192xf32>
    %t1383 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1384 = stablehlo.reduce(%t1382 init: %t1383) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1385 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1386 = stablehlo.multiply %t1384, %t1385 : tensor<6304xf32>
    %t1387 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t1388 = stablehlo.add %t1386, %t1387 : tensor<6304xf32>
    %t1389 = stablehlo.rsqrt %t1388 : tensor<6304xf32>
    %t1390 = stablehlo.broadcast_in_dim %t1389, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1391 = stablehlo.multiply %t1381, %t1390 : tensor<6304x192xf32>
    %t1392 = stablehlo.broadcast_in_dim %arg114, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1393 = stablehlo.multiply %t1391, %t1392 : tensor<6304x192xf32>
    %t1394 = stablehlo.broadcast_in_dim %arg115, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1395 = stablehlo.add %t1393, %t1394 : tensor<6304x192xf32>
    %t1396 = stablehlo.dot_general %t1395, %t40, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t1397 = stablehlo.broadcast_in_dim %arg117, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %t1398 = stablehlo.add %t1396, %t1397 : tensor<6304x576xf32>
    %t1399 = "stablehlo.slice"(%t1398) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1400 = "stablehlo.slice"(%t1398) <{start_indices = array<i64: 0, 192>, limit_indices = array<i64: 6304, 256>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1401 = "stablehlo.slice"(%t1398) <{start_indices = array<i64: 0, 384>, limit_indices = array<i64: 6304, 448>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1402 = stablehlo.reshape %t1400 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1403 = stablehlo.transpose %t1402, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1404 = stablehlo.reshape %t1403 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1405 = stablehlo.reshape %t1399 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1406 = stablehlo.reshape %t1404 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1407 = stablehlo.dot_general %t1405, %t1406, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1408 = stablehlo.reshape %t1407 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1409 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1410 = stablehlo.multiply %t1408, %t1409 : tensor<6304x197xf32>
    %t1411 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1412 = stablehlo.reduce(%t1410 init: %t1411) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1413 = stablehlo.broadcast_in_dim %t1412, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1414 = stablehlo.subtract %t1410, %t1413 : tensor<6304x197xf32>
    %t1415 = stablehlo.exponential %t1414 : tensor<6304x197xf32>
    %t1416 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1417 = stablehlo.reduce(%t1415 init: %t1416) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1418 = stablehlo.broadcast_in_dim %t1417, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1419 = stablehlo.divide %t1415, %t1418 : tensor<6304x197xf32>
    %t1420 = stablehlo.reshape %t1419 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1421 = stablehlo.reshape %t1401 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1422 = stablehlo.dot_general %t1420, %t1421, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1423 = stablehlo.reshape %t1422 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1424 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1425 = "stablehlo.pad"(%t1423, %t1424) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1426 = "stablehlo.slice"(%t1398) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1427 = "stablehlo.slice"(%t1398) <{start_indices = array<i64: 0, 256>, limit_indices = array<i64: 6304, 320>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1428 = "stablehlo.slice"(%t1398) <{start_indices = array<i64: 0, 448>, limit_indices = array<i64: 6304, 512>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1429 = stablehlo.reshape %t1427 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1430 = stablehlo.transpose %t1429, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1431 = stablehlo.reshape %t1430 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1432 = stablehlo.reshape %t1426 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1433 = stablehlo.reshape %t1431 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1434 = stablehlo.dot_general %t1432, %t1433, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1435 = stablehlo.reshape %t1434 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1436 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1437 = stablehlo.multiply %t1435, %t1436 : tensor<6304x197xf32>
    %t1438 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1439 = stablehlo.reduce(%t1437 init: %t1438) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1440 = stablehlo.broadcast_in_dim %t1439, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1441 = stablehlo.subtract %t1437, %t1440 : tensor<6304x197xf32>
    %t1442 = stablehlo.exponential %t1441 : tensor<6304x197xf32>
    %t1443 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1444 = stablehlo.reduce(%t1442 init: %t1443) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1445 = stablehlo.broadcast_in_dim %t1444, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1446 = stablehlo.divide %t1442, %t1445 : tensor<6304x197xf32>
    %t1447 = stablehlo.reshape %t1446 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1448 = stablehlo.reshape %t1428 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1449 = stablehlo.dot_general %t1447, %t1448, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1450 = stablehlo.reshape %t1449 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1451 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1452 = "stablehlo.pad"(%t1450, %t1451) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1453 = "stablehlo.slice"(%t1398) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1454 = "stablehlo.slice"(%t1398) <{start_indices = array<i64: 0, 320>, limit_indices = array<i64: 6304, 384>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1455 = "stablehlo.slice"(%t1398) <{start_indices = array<i64: 0, 512>, limit_indices = array<i64: 6304, 576>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1456 = stablehlo.reshape %t1454 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1457 = stablehlo.transpose %t1456, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1458 = stablehlo.reshape %t1457 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1459 = stablehlo.reshape %t1453 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1460 = stablehlo.reshape %t1458 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1461 = stablehlo.dot_general %t1459, %t1460, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1462 = stablehlo.reshape %t1461 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1463 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1464 = stablehlo.multiply %t1462, %t1463 : tensor<6304x197xf32>
    %t1465 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1466 = stablehlo.reduce(%t1464 init: %t1465) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1467 = stablehlo.broadcast_in_dim %t1466, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1468 = stablehlo.subtract %t1464, %t1467 : tensor<6304x197xf32>
    %t1469 = stablehlo.exponential %t1468 : tensor<6304x197xf32>
    %t1470 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1471 = stablehlo.reduce(%t1469 init: %t1470) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1472 = stablehlo.broadcast_in_dim %t1471, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1473 = stablehlo.divide %t1469, %t1472 : tensor<6304x197xf32>
    %t1474 = stablehlo.reshape %t1473 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1475 = stablehlo.reshape %t1455 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1476 = stablehlo.dot_general %t1474, %t1475, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1477 = stablehlo.reshape %t1476 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1478 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1479 = "stablehlo.pad"(%t1477, %t1478) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1480 = stablehlo.add %t1425, %t1452 : tensor<6304x192xf32>
    %t1481 = stablehlo.add %t1480, %t1479 : tensor<6304x192xf32>
    %t1482 = stablehlo.dot_general %t1481, %t41, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t1483 = stablehlo.broadcast_in_dim %arg119, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1484 = stablehlo.add %t1482, %t1483 : tensor<6304x192xf32>
    %t1485 = stablehlo.add %t1375, %t1484 : tensor<6304x192xf32>
    %t1486 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1487 = stablehlo.reduce(%t1485 init: %t1486) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1488 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1489 = stablehlo.multiply %t1487, %t1488 : tensor<6304xf32>
    %t1490 = stablehlo.broadcast_in_dim %t1489, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1491 = stablehlo.subtract %t1485, %t1490 : tensor<6304x192xf32>
    %t1492 = stablehlo.multiply %t1491, %t1491 : tensor<6304x192xf32>
    %t1493 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1494 = stablehlo.reduce(%t1492 init: %t1493) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1495 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1496 = stablehlo.multiply %t1494, %t1495 : tensor<6304xf32>
    %t1497 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t1498 = stablehlo.add %t1496, %t1497 : tensor<6304xf32>
    %t1499 = stablehlo.rsqrt %t1498 : tensor<6304xf32>
    %t1500 = stablehlo.broadcast_in_dim %t1499, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1501 = stablehlo.multiply %t1491, %t1500 : tensor<6304x192xf32>
    %t1502 = stablehlo.broadcast_in_dim %arg120, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1503 = stablehlo.multiply %t1501, %t1502 : tensor<6304x192xf32>
    %t1504 = stablehlo.broadcast_in_dim %arg121, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1505 = stablehlo.add %t1503, %t1504 : tensor<6304x192xf32>
    %t1506 = stablehlo.dot_general %t1505, %t42, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t1507 = stablehlo.broadcast_in_dim %arg123, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %t1508 = stablehlo.add %t1506, %t1507 : tensor<6304x768xf32>
    %t1509 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t1510 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t1511 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t1512 = stablehlo.multiply %t1508, %t1511 : tensor<6304x768xf32>
    %t1513 = chlo.erf %t1512 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t1514 = stablehlo.add %t1510, %t1513 : tensor<6304x768xf32>
    %t1515 = stablehlo.multiply %t1509, %t1508 : tensor<6304x768xf32>
    %t1516 = stablehlo.multiply %t1515, %t1514 : tensor<6304x768xf32>
    %t1517 = stablehlo.dot_general %t1516, %t43, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %t1518 = stablehlo.broadcast_in_dim %arg125, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1519 = stablehlo.add %t1517, %t1518 : tensor<6304x192xf32>
    %t1520 = stablehlo.add %t1485, %t1519 : tensor<6304x192xf32>
    %t1521 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1522 = stablehlo.reduce(%t1520 init: %t1521) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1523 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1524 = stablehlo.multiply %t1522, %t1523 : tensor<6304xf32>
    %t1525 = stablehlo.broadcast_in_dim %t1524, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1526 = stablehlo.subtract %t1520, %t1525 : tensor<6304x192xf32>
    %t1527 = stablehlo.multiply %t1526, %t1526 : tensor<6304x192xf32>
    %t1528 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1529 = stablehlo.reduce(%t1527 init: %t1528) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1530 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1531 = stablehlo.multiply %t1529, %t1530 : tensor<6304xf32>
    %t1532 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t1533 = stablehlo.add %t1531, %t1532 : tensor<6304xf32>
    %t1534 = stablehlo.rsqrt %t1533 : tensor<6304xf32>
    %t1535 = stablehlo.broadcast_in_dim %t1534, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1536 = stablehlo.multiply %t1526, %t1535 : tensor<6304x192xf32>
    %t1537 = stablehlo.broadcast_in_dim %arg126, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1538 = stablehlo.multiply %t1536, %t1537 : tensor<6304x192xf32>
    %t1539 = stablehlo.broadcast_in_dim %arg127, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1540 = stablehlo.add %t1538, %t1539 : tensor<6304x192xf32>
    %t1541 = stablehlo.dot_general %t1540, %t44, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t1542 = stablehlo.broadcast_in_dim %arg129, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %t1543 = stablehlo.add %t1541, %t1542 : tensor<6304x576xf32>
    %t1544 = "stablehlo.slice"(%t1543) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1545 = "stablehlo.slice"(%t1543) <{start_indices = array<i64: 0, 192>, limit_indices = array<i64: 6304, 256>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1546 = "stablehlo.slice"(%t1543) <{start_indices = array<i64: 0, 384>, limit_indices = array<i64: 6304, 448>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1547 = stablehlo.reshape %t1545 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1548 = stablehlo.transpose %t1547, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1549 = stablehlo.reshape %t1548 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1550 = stablehlo.reshape %t1544 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1551 = stablehlo.reshape %t1549 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1552 = stablehlo.dot_general %t1550, %t1551, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1553 = stablehlo.reshape %t1552 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1554 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1555 = stablehlo.multiply %t1553, %t1554 : tensor<6304x197xf32>
    %t1556 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1557 = stablehlo.reduce(%t1555 init: %t1556) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1558 = stablehlo.broadcast_in_dim %t1557, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1559 = stablehlo.subtract %t1555, %t1558 : tensor<6304x197xf32>
    %t1560 = stablehlo.exponential %t1559 : tensor<6304x197xf32>
    %t1561 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1562 = stablehlo.reduce(%t1560 init: %t1561) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1563 = stablehlo.broadcast_in_dim %t1562, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1564 = stablehlo.divide %t1560, %t1563 : tensor<6304x197xf32>
    %t1565 = stablehlo.reshape %t1564 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1566 = stablehlo.reshape %t1546 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1567 = stablehlo.dot_general %t1565, %t1566, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1568 = stablehlo.reshape %t1567 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1569 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1570 = "stablehlo.pad"(%t1568, %t1569) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1571 = "stablehlo.slice"(%t1543) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1572 = "stablehlo.slice"(%t1543) <{start_indices = array<i64: 0, 256>, limit_indices = array<i64: 6304, 320>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1573 = "stablehlo.slice"(%t1543) <{start_indices = array<i64: 0, 448>, limit_indices = array<i64: 6304, 512>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1574 = stablehlo.reshape %t1572 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1575 = stablehlo.transpose %t1574, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1576 = stablehlo.reshape %t1575 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1577 = stablehlo.reshape %t1571 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1578 = stablehlo.reshape %t1576 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1579 = stablehlo.dot_general %t1577, %t1578, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1580 = stablehlo.reshape %t1579 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1581 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1582 = stablehlo.multiply %t1580, %t1581 : tensor<6304x197xf32>
    %t1583 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1584 = stablehlo.reduce(%t1582 init: %t1583) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1585 = stablehlo.broadcast_in_dim %t1584, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1586 = stablehlo.subtract %t1582, %t1585 : tensor<6304x197xf32>
    %t1587 = stablehlo.exponential %t1586 : tensor<6304x197xf32>
    %t1588 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1589 = stablehlo.reduce(%t1587 init: %t1588) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1590 = stablehlo.broadcast_in_dim %t1589, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1591 = stablehlo.divide %t1587, %t1590 : tensor<6304x197xf32>
    %t1592 = stablehlo.reshape %t1591 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1593 = stablehlo.reshape %t1573 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1594 = stablehlo.dot_general %t1592, %t1593, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1595 = stablehlo.reshape %t1594 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1596 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1597 = "stablehlo.pad"(%t1595, %t1596) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1598 = "stablehlo.slice"(%t1543) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1599 = "stablehlo.slice"(%t1543) <{start_indices = array<i64: 0, 320>, limit_indices = array<i64: 6304, 384>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1600 = "stablehlo.slice"(%t1543) <{start_indices = array<i64: 0, 512>, limit_indices = array<i64: 6304, 576>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1601 = stablehlo.reshape %t1599 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1602 = stablehlo.transpose %t1601, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1603 = stablehlo.reshape %t1602 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1604 = stablehlo.reshape %t1598 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1605 = stablehlo.reshape %t1603 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1606 = stablehlo.dot_general %t1604, %t1605, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1607 = stablehlo.reshape %t1606 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1608 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1609 = stablehlo.multiply %t1607, %t1608 : tensor<6304x197xf32>
    %t1610 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1611 = stablehlo.reduce(%t1609 init: %t1610) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1612 = stablehlo.broadcast_in_dim %t1611, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1613 = stablehlo.subtract %t1609, %t1612 : tensor<6304x197xf32>
    %t1614 = stablehlo.exponential %t1613 : tensor<6304x197xf32>
    %t1615 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1616 = stablehlo.reduce(%t1614 init: %t1615) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1617 = stablehlo.broadcast_in_dim %t1616, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1618 = stablehlo.divide %t1614, %t1617 : tensor<6304x197xf32>
    %t1619 = stablehlo.reshape %t1618 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1620 = stablehlo.reshape %t1600 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1621 = stablehlo.dot_general %t1619, %t1620, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1622 = stablehlo.reshape %t1621 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1623 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1624 = "stablehlo.pad"(%t1622, %t1623) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1625 = stablehlo.add %t1570, %t1597 : tensor<6304x192xf32>
    %t1626 = stablehlo.add %t1625, %t1624 : tensor<6304x192xf32>
    %t1627 = stablehlo.dot_general %t1626, %t45, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t1628 = stablehlo.broadcast_in_dim %arg131, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1629 = stablehlo.add %t1627, %t1628 : tensor<6304x192xf32>
    %t1630 = stablehlo.add %t1520, %t1629 : tensor<6304x192xf32>
    %t1631 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1632 = stablehlo.reduce(%t1630 init: %t1631) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1633 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1634 = stablehlo.multiply %t1632, %t1633 : tensor<6304xf32>
    %t1635 = stablehlo.broadcast_in_dim %t1634, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1636 = stablehlo.subtract %t1630, %t1635 : tensor<6304x192xf32>
    %t1637 = stablehlo.multiply %t1636, %t1636 : tensor<6304x192xf32>
    %t1638 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1639 = stablehlo.reduce(%t1637 init: %t1638) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1640 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1641 = stablehlo.multiply %t1639, %t1640 : tensor<6304xf32>
    %t1642 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t1643 = stablehlo.add %t1641, %t1642 : tensor<6304xf32>
    %t1644 = stablehlo.rsqrt %t1643 : tensor<6304xf32>
    %t1645 = stablehlo.broadcast_in_dim %t1644, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1646 = stablehlo.multiply %t1636, %t1645 : tensor<6304x192xf32>
    %t1647 = stablehlo.broadcast_in_dim %arg132, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1648 = stablehlo.multiply %t1646, %t1647 : tensor<6304x192xf32>
    %t1649 = stablehlo.broadcast_in_dim %arg133, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1650 = stablehlo.add %t1648, %t1649 : tensor<6304x192xf32>
    %t1651 = stablehlo.dot_general %t1650, %t46, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t1652 = stablehlo.broadcast_in_dim %arg135, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %t1653 = stablehlo.add %t1651, %t1652 : tensor<6304x768xf32>
    %t1654 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t1655 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t1656 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t1657 = stablehlo.multiply %t1653, %t1656 : tensor<6304x768xf32>
    %t1658 = chlo.erf %t1657 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t1659 = stablehlo.add %t1655, %t1658 : tensor<6304x768xf32>
    %t1660 = stablehlo.multiply %t1654, %t1653 : tensor<6304x768xf32>
    %t1661 = stablehlo.multiply %t1660, %t1659 : tensor<6304x768xf32>
    %t1662 = stablehlo.dot_general %t1661, %t47, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %t1663 = stablehlo.broadcast_in_dim %arg137, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1664 = stablehlo.add %t1662, %t1663 : tensor<6304x192xf32>
    %t1665 = stablehlo.add %t1630, %t1664 : tensor<6304x192xf32>
    %t1666 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1667 = stablehlo.reduce(%t1665 init: %t1666) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1668 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1669 = stablehlo.multiply %t1667, %t1668 : tensor<6304xf32>
    %t1670 = stablehlo.broadcast_in_dim %t1669, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1671 = stablehlo.subtract %t1665, %t1670 : tensor<6304x192xf32>
    %t1672 = stablehlo.multiply %t1671, %t1671 : tensor<6304x192xf32>
    %t1673 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1674 = stablehlo.reduce(%t1672 init: %t1673) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1675 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1676 = stablehlo.multiply %t1674, %t1675 : tensor<6304xf32>
    %t1677 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t1678 = stablehlo.add %t1676, %t1677 : tensor<6304xf32>
    %t1679 = stablehlo.rsqrt %t1678 : tensor<6304xf32>
    %t1680 = stablehlo.broadcast_in_dim %t1679, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1681 = stablehlo.multiply %t1671, %t1680 : tensor<6304x192xf32>
    %t1682 = stablehlo.broadcast_in_dim %arg138, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1683 = stablehlo.multiply %t1681, %t1682 : tensor<6304x192xf32>
    %t1684 = stablehlo.broadcast_in_dim %arg139, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1685 = stablehlo.add %t1683, %t1684 : tensor<6304x192xf32>
    %t1686 = stablehlo.dot_general %t1685, %t48, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t1687 = stablehlo.broadcast_in_dim %arg141, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
    %t1688 = stablehlo.add %t1686, %t1687 : tensor<6304x576xf32>
    %t1689 = "stablehlo.slice"(%t1688) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1690 = "stablehlo.slice"(%t1688) <{start_indices = array<i64: 0, 192>, limit_indices = array<i64: 6304, 256>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1691 = "stablehlo.slice"(%t1688) <{start_indices = array<i64: 0, 384>, limit_indices = array<i64: 6304, 448>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1692 = stablehlo.reshape %t1690 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1693 = stablehlo.transpose %t1692, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1694 = stablehlo.reshape %t1693 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1695 = stablehlo.reshape %t1689 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1696 = stablehlo.reshape %t1694 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1697 = stablehlo.dot_general %t1695, %t1696, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1698 = stablehlo.reshape %t1697 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1699 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1700 = stablehlo.multiply %t1698, %t1699 : tensor<6304x197xf32>
    %t1701 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1702 = stablehlo.reduce(%t1700 init: %t1701) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1703 = stablehlo.broadcast_in_dim %t1702, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1704 = stablehlo.subtract %t1700, %t1703 : tensor<6304x197xf32>
    %t1705 = stablehlo.exponential %t1704 : tensor<6304x197xf32>
    %t1706 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1707 = stablehlo.reduce(%t1705 init: %t1706) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1708 = stablehlo.broadcast_in_dim %t1707, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1709 = stablehlo.divide %t1705, %t1708 : tensor<6304x197xf32>
    %t1710 = stablehlo.reshape %t1709 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1711 = stablehlo.reshape %t1691 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1712 = stablehlo.dot_general %t1710, %t1711, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1713 = stablehlo.reshape %t1712 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1714 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1715 = "stablehlo.pad"(%t1713, %t1714) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1716 = "stablehlo.slice"(%t1688) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1717 = "stablehlo.slice"(%t1688) <{start_indices = array<i64: 0, 256>, limit_indices = array<i64: 6304, 320>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1718 = "stablehlo.slice"(%t1688) <{start_indices = array<i64: 0, 448>, limit_indices = array<i64: 6304, 512>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1719 = stablehlo.reshape %t1717 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1720 = stablehlo.transpose %t1719, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1721 = stablehlo.reshape %t1720 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1722 = stablehlo.reshape %t1716 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1723 = stablehlo.reshape %t1721 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1724 = stablehlo.dot_general %t1722, %t1723, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1725 = stablehlo.reshape %t1724 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1726 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1727 = stablehlo.multiply %t1725, %t1726 : tensor<6304x197xf32>
    %t1728 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1729 = stablehlo.reduce(%t1727 init: %t1728) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1730 = stablehlo.broadcast_in_dim %t1729, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1731 = stablehlo.subtract %t1727, %t1730 : tensor<6304x197xf32>
    %t1732 = stablehlo.exponential %t1731 : tensor<6304x197xf32>
    %t1733 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1734 = stablehlo.reduce(%t1732 init: %t1733) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1735 = stablehlo.broadcast_in_dim %t1734, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1736 = stablehlo.divide %t1732, %t1735 : tensor<6304x197xf32>
    %t1737 = stablehlo.reshape %t1736 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1738 = stablehlo.reshape %t1718 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1739 = stablehlo.dot_general %t1737, %t1738, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1740 = stablehlo.reshape %t1739 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1741 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1742 = "stablehlo.pad"(%t1740, %t1741) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1743 = "stablehlo.slice"(%t1688) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1744 = "stablehlo.slice"(%t1688) <{start_indices = array<i64: 0, 320>, limit_indices = array<i64: 6304, 384>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1745 = "stablehlo.slice"(%t1688) <{start_indices = array<i64: 0, 512>, limit_indices = array<i64: 6304, 576>, strides = array<i64: 1, 1>}> : (tensor<6304x576xf32>) -> tensor<6304x64xf32>
    %t1746 = stablehlo.reshape %t1744 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1747 = stablehlo.transpose %t1746, dims = [0, 2, 1] : (tensor<32x197x64xf32>) -> tensor<32x64x197xf32>
    %t1748 = stablehlo.reshape %t1747 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t1749 = stablehlo.reshape %t1743 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1750 = stablehlo.reshape %t1748 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t1751 = stablehlo.dot_general %t1749, %t1750, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x64xf32>, tensor<32x64x197xf32>) -> tensor<32x197x197xf32>
    %t1752 = stablehlo.reshape %t1751 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1753 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t1754 = stablehlo.multiply %t1752, %t1753 : tensor<6304x197xf32>
    %t1755 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1756 = stablehlo.reduce(%t1754 init: %t1755) applies stablehlo.maximum across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1757 = stablehlo.broadcast_in_dim %t1756, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1758 = stablehlo.subtract %t1754, %t1757 : tensor<6304x197xf32>
    %t1759 = stablehlo.exponential %t1758 : tensor<6304x197xf32>
    %t1760 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1761 = stablehlo.reduce(%t1759 init: %t1760) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1762 = stablehlo.broadcast_in_dim %t1761, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t1763 = stablehlo.divide %t1759, %t1762 : tensor<6304x197xf32>
    %t1764 = stablehlo.reshape %t1763 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1765 = stablehlo.reshape %t1745 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1766 = stablehlo.dot_general %t1764, %t1765, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1767 = stablehlo.reshape %t1766 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1768 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1769 = "stablehlo.pad"(%t1767, %t1768) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x192xf32>
    %t1770 = stablehlo.add %t1715, %t1742 : tensor<6304x192xf32>
    %t1771 = stablehlo.add %t1770, %t1769 : tensor<6304x192xf32>
    %t1772 = stablehlo.dot_general %t1771, %t49, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t1773 = stablehlo.broadcast_in_dim %arg143, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1774 = stablehlo.add %t1772, %t1773 : tensor<6304x192xf32>
    %t1775 = stablehlo.add %t1665, %t1774 : tensor<6304x192xf32>
    %t1776 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1777 = stablehlo.reduce(%t1775 init: %t1776) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1778 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1779 = stablehlo.multiply %t1777, %t1778 : tensor<6304xf32>
    %t1780 = stablehlo.broadcast_in_dim %t1779, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1781 = stablehlo.subtract %t1775, %t1780 : tensor<6304x192xf32>
    %t1782 = stablehlo.multiply %t1781, %t1781 : tensor<6304x192xf32>
    %t1783 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1784 = stablehlo.reduce(%t1782 init: %t1783) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1785 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1786 = stablehlo.multiply %t1784, %t1785 : tensor<6304xf32>
    %t1787 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t1788 = stablehlo.add %t1786, %t1787 : tensor<6304xf32>
    %t1789 = stablehlo.rsqrt %t1788 : tensor<6304xf32>
    %t1790 = stablehlo.broadcast_in_dim %t1789, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1791 = stablehlo.multiply %t1781, %t1790 : tensor<6304x192xf32>
    %t1792 = stablehlo.broadcast_in_dim %arg144, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1793 = stablehlo.multiply %t1791, %t1792 : tensor<6304x192xf32>
    %t1794 = stablehlo.broadcast_in_dim %arg145, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1795 = stablehlo.add %t1793, %t1794 : tensor<6304x192xf32>
    %t1796 = stablehlo.dot_general %t1795, %t50, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t1797 = stablehlo.broadcast_in_dim %arg147, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
    %t1798 = stablehlo.add %t1796, %t1797 : tensor<6304x768xf32>
    %t1799 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t1800 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t1801 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t1802 = stablehlo.multiply %t1798, %t1801 : tensor<6304x768xf32>
    %t1803 = chlo.erf %t1802 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t1804 = stablehlo.add %t1800, %t1803 : tensor<6304x768xf32>
    %t1805 = stablehlo.multiply %t1799, %t1798 : tensor<6304x768xf32>
    %t1806 = stablehlo.multiply %t1805, %t1804 : tensor<6304x768xf32>
    %t1807 = stablehlo.dot_general %t1806, %t51, contracting_dims = [1] x [0] : (tensor<6304x768xf32>, tensor<768x192xf32>) -> tensor<6304x192xf32>
    %t1808 = stablehlo.broadcast_in_dim %arg149, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1809 = stablehlo.add %t1807, %t1808 : tensor<6304x192xf32>
    %t1810 = stablehlo.add %t1775, %t1809 : tensor<6304x192xf32>
    %t1811 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1812 = stablehlo.reduce(%t1810 init: %t1811) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1813 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1814 = stablehlo.multiply %t1812, %t1813 : tensor<6304xf32>
    %t1815 = stablehlo.broadcast_in_dim %t1814, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1816 = stablehlo.subtract %t1810, %t1815 : tensor<6304x192xf32>
    %t1817 = stablehlo.multiply %t1816, %t1816 : tensor<6304x192xf32>
    %t1818 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1819 = stablehlo.reduce(%t1817 init: %t1818) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1820 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1821 = stablehlo.multiply %t1819, %t1820 : tensor<6304xf32>
    %t1822 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t1823 = stablehlo.add %t1821, %t1822 : tensor<6304xf32>
    %t1824 = stablehlo.rsqrt %t1823 : tensor<6304xf32>
    %t1825 = stablehlo.broadcast_in_dim %t1824, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1826 = stablehlo.multiply %t1816, %t1825 : tensor<6304x192xf32>
    %t1827 = stablehlo.broadcast_in_dim %arg150, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1828 = stablehlo.multiply %t1826, %t1827 : tensor<6304x192xf32>
    %t1829 = stablehlo.broadcast_in_dim %arg151, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1830 = stablehlo.add %t1828, %t1829 : tensor<6304x192xf32>
    %t1831 = stablehlo.reshape %t1830 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %t1832 = "stablehlo.slice"(%t1831) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 32, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<32x1x192xf32>
    %t1833 = stablehlo.reshape %t1832 : (tensor<32x1x192xf32>) -> tensor<32x192xf32>
    %t1834 = stablehlo.dot_general %t1833, %t52, contracting_dims = [1] x [0] : (tensor<32x192xf32>, tensor<192x10xf32>) -> tensor<32x10xf32>
    %t1835 = stablehlo.broadcast_in_dim %arg153, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %t1836 = stablehlo.add %t1834, %t1835 : tensor<32x10xf32>
    %t1837 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1838 = stablehlo.reduce(%t1836 init: %t1837) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %t1839 = stablehlo.broadcast_in_dim %t1838, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %t1840 = stablehlo.subtract %t1836, %t1839 : tensor<32x10xf32>
    %t1841 = stablehlo.exponential %t1840 : tensor<32x10xf32>
    %t1842 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1843 = stablehlo.reduce(%t1841 init: %t1842) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %t1844 = stablehlo.log %t1843 : tensor<32xf32>
    %t1845 = stablehlo.add %t1844, %t1838 : tensor<32xf32>
    %t1846 = stablehlo.broadcast_in_dim %t1845, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %t1847 = stablehlo.subtract %t1846, %t1836 : tensor<32x10xf32>
    %t1848 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<32x10xf32>
    %t1849 = stablehlo.multiply %arg1, %t1848 : tensor<32x10xf32>
    %t1850 = stablehlo.constant dense<1.00000000000000002e-2> : tensor<32x10xf32>
    %t1851 = stablehlo.add %t1849, %t1850 : tensor<32x10xf32>
    %t1852 = stablehlo.multiply %t1851, %t1847 : tensor<32x10xf32>
    %t1853 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1854 = stablehlo.reduce(%t1852 init: %t1853) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<f32>
    %t1855 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<f32>
    %t1856 = stablehlo.multiply %t1854, %t1855 : tensor<f32>
    %t1857 = stablehlo.constant dense<1.00000000000000000e0> : tensor<f32>
    %t1858 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %t1859 = stablehlo.reduce(%t1836 init: %t1858) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %t1860 = stablehlo.broadcast_in_dim %t1859, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %t1861 = stablehlo.subtract %t1836, %t1860 : tensor<32x10xf32>
    %t1862 = stablehlo.exponential %t1861 : tensor<32x10xf32>
    %t1863 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1864 = stablehlo.reduce(%t1862 init: %t1863) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %t1865 = stablehlo.broadcast_in_dim %t1864, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %t1866 = stablehlo.divide %t1862, %t1865 : tensor<32x10xf32>
    %t1867 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<32x10xf32>
    %t1868 = stablehlo.multiply %arg1, %t1867 : tensor<32x10xf32>
    %t1869 = stablehlo.constant dense<1.00000000000000002e-2> : tensor<32x10xf32>
    %t1870 = stablehlo.add %t1868, %t1869 : tensor<32x10xf32>
    %t1871 = stablehlo.subtract %t1866, %t1870 : tensor<32x10xf32>
    %t1872 = stablehlo.constant dense<3.12500000000000000e-2> : tensor<f32>
    %t1873 = stablehlo.multiply %t1857, %t1872 : tensor<f32>
    %t1874 = stablehlo.broadcast_in_dim %t1873, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %t1875 = stablehlo.multiply %t1871, %t1874 : tensor<32x10xf32>
    %t1876 = stablehlo.dot_general %t1875, %t52, contracting_dims = [1] x [1] : (tensor<32x10xf32>, tensor<192x10xf32>) -> tensor<32x192xf32>
    %t1877 = stablehlo.dot_general %t1833, %t1875, contracting_dims = [0] x [0] : (tensor<32x192xf32>, tensor<32x10xf32>) -> tensor<192x10xf32>
    %t1878 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1879 = stablehlo.reduce(%t1875 init: %t1878) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %t1880 = stablehlo.reshape %t1876 : (tensor<32x192xf32>) -> tensor<32x1x192xf32>
    %t1881 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1882 = "stablehlo.pad"(%t1880, %t1881) <{edge_padding_low = array<i64: 0, 0, 0>, edge_padding_high = array<i64: 0, 196, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<32x1x192xf32>, tensor<f32>) -> tensor<32x197x192xf32>
    %t1883 = stablehlo.reshape %t1882 : (tensor<32x197x192xf32>) -> tensor<6304x192xf32>
    %t1884 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1885 = stablehlo.reduce(%t1883 init: %t1884) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t1886 = stablehlo.broadcast_in_dim %arg150, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1887 = stablehlo.multiply %t1883, %t1886 : tensor<6304x192xf32>
    %t1888 = stablehlo.multiply %t1883, %t1826 : tensor<6304x192xf32>
    %t1889 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1890 = stablehlo.reduce(%t1888 init: %t1889) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t1891 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1892 = stablehlo.reduce(%t1810 init: %t1891) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1893 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1894 = stablehlo.multiply %t1892, %t1893 : tensor<6304xf32>
    %t1895 = stablehlo.broadcast_in_dim %t1894, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1896 = stablehlo.subtract %t1810, %t1895 : tensor<6304x192xf32>
    %t1897 = stablehlo.multiply %t1896, %t1896 : tensor<6304x192xf32>
    %t1898 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1899 = stablehlo.reduce(%t1897 init: %t1898) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1900 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1901 = stablehlo.multiply %t1899, %t1900 : tensor<6304xf32>
    %t1902 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t1903 = stablehlo.add %t1901, %t1902 : tensor<6304xf32>
    %t1904 = stablehlo.rsqrt %t1903 : tensor<6304xf32>
    %t1905 = stablehlo.broadcast_in_dim %t1904, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1906 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1907 = stablehlo.reduce(%t1887 init: %t1906) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1908 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1909 = stablehlo.multiply %t1907, %t1908 : tensor<6304xf32>
    %t1910 = stablehlo.multiply %t1887, %t1826 : tensor<6304x192xf32>
    %t1911 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1912 = stablehlo.reduce(%t1910 init: %t1911) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1913 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1914 = stablehlo.multiply %t1912, %t1913 : tensor<6304xf32>
    %t1915 = stablehlo.broadcast_in_dim %t1909, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1916 = stablehlo.broadcast_in_dim %t1914, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1917 = stablehlo.multiply %t1826, %t1916 : tensor<6304x192xf32>
    %t1918 = stablehlo.subtract %t1887, %t1915 : tensor<6304x192xf32>
    %t1919 = stablehlo.subtract %t1918, %t1917 : tensor<6304x192xf32>
    %t1920 = stablehlo.multiply %t1905, %t1919 : tensor<6304x192xf32>
    %t1921 = stablehlo.dot_general %t1920, %t51, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %t1922 = stablehlo.dot_general %t1806, %t1920, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %t1923 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1924 = stablehlo.reduce(%t1920 init: %t1923) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t1925 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t1926 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t1927 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t1928 = stablehlo.multiply %t1798, %t1927 : tensor<6304x768xf32>
    %t1929 = chlo.erf %t1928 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t1930 = stablehlo.add %t1926, %t1929 : tensor<6304x768xf32>
    %t1931 = stablehlo.multiply %t1925, %t1930 : tensor<6304x768xf32>
    %t1932 = stablehlo.multiply %t1798, %t1798 : tensor<6304x768xf32>
    %t1933 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %t1934 = stablehlo.multiply %t1933, %t1932 : tensor<6304x768xf32>
    %t1935 = stablehlo.exponential %t1934 : tensor<6304x768xf32>
    %t1936 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %t1937 = stablehlo.multiply %t1936, %t1935 : tensor<6304x768xf32>
    %t1938 = stablehlo.multiply %t1798, %t1937 : tensor<6304x768xf32>
    %t1939 = stablehlo.add %t1931, %t1938 : tensor<6304x768xf32>
    %t1940 = stablehlo.multiply %t1921, %t1939 : tensor<6304x768xf32>
    %t1941 = stablehlo.dot_general %t1940, %t50, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %t1942 = stablehlo.dot_general %t1795, %t1940, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %t1943 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1944 = stablehlo.reduce(%t1940 init: %t1943) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %t1945 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1946 = stablehlo.reduce(%t1941 init: %t1945) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t1947 = stablehlo.broadcast_in_dim %arg144, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1948 = stablehlo.multiply %t1941, %t1947 : tensor<6304x192xf32>
    %t1949 = stablehlo.multiply %t1941, %t1791 : tensor<6304x192xf32>
    %t1950 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1951 = stablehlo.reduce(%t1949 init: %t1950) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t1952 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1953 = stablehlo.reduce(%t1775 init: %t1952) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1954 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1955 = stablehlo.multiply %t1953, %t1954 : tensor<6304xf32>
    %t1956 = stablehlo.broadcast_in_dim %t1955, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1957 = stablehlo.subtract %t1775, %t1956 : tensor<6304x192xf32>
    %t1958 = stablehlo.multiply %t1957, %t1957 : tensor<6304x192xf32>
    %t1959 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1960 = stablehlo.reduce(%t1958 init: %t1959) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1961 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1962 = stablehlo.multiply %t1960, %t1961 : tensor<6304xf32>
    %t1963 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t1964 = stablehlo.add %t1962, %t1963 : tensor<6304xf32>
    %t1965 = stablehlo.rsqrt %t1964 : tensor<6304xf32>
    %t1966 = stablehlo.broadcast_in_dim %t1965, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1967 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1968 = stablehlo.reduce(%t1948 init: %t1967) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1969 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1970 = stablehlo.multiply %t1968, %t1969 : tensor<6304xf32>
    %t1971 = stablehlo.multiply %t1948, %t1791 : tensor<6304x192xf32>
    %t1972 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1973 = stablehlo.reduce(%t1971 init: %t1972) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1974 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t1975 = stablehlo.multiply %t1973, %t1974 : tensor<6304xf32>
    %t1976 = stablehlo.broadcast_in_dim %t1970, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1977 = stablehlo.broadcast_in_dim %t1975, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t1978 = stablehlo.multiply %t1791, %t1977 : tensor<6304x192xf32>
    %t1979 = stablehlo.subtract %t1948, %t1976 : tensor<6304x192xf32>
    %t1980 = stablehlo.subtract %t1979, %t1978 : tensor<6304x192xf32>
    %t1981 = stablehlo.multiply %t1966, %t1980 : tensor<6304x192xf32>
    %t1982 = stablehlo.add %t1920, %t1981 : tensor<6304x192xf32>
    %t1983 = stablehlo.dot_general %t1982, %t49, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t1984 = stablehlo.dot_general %t1771, %t1982, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %t1985 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1986 = stablehlo.reduce(%t1982 init: %t1985) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t1987 = "stablehlo.slice"(%t1983) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t1988 = stablehlo.reshape %t1987 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1989 = stablehlo.reshape %t1691 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1990 = stablehlo.dot_general %t1988, %t1989, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t1991 = stablehlo.reshape %t1990 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t1992 = stablehlo.reshape %t1709 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t1993 = stablehlo.reshape %t1987 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t1994 = stablehlo.dot_general %t1992, %t1993, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t1995 = stablehlo.reshape %t1994 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t1996 = stablehlo.multiply %t1991, %t1709 : tensor<6304x197xf32>
    %t1997 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t1998 = stablehlo.reduce(%t1996 init: %t1997) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t1999 = stablehlo.broadcast_in_dim %t1998, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2000 = stablehlo.subtract %t1991, %t1999 : tensor<6304x197xf32>
    %t2001 = stablehlo.multiply %t1709, %t2000 : tensor<6304x197xf32>
    %t2002 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2003 = stablehlo.multiply %t2001, %t2002 : tensor<6304x197xf32>
    %t2004 = stablehlo.reshape %t2003 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2005 = stablehlo.reshape %t1694 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2006 = stablehlo.dot_general %t2004, %t2005, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2007 = stablehlo.reshape %t2006 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2008 = stablehlo.reshape %t1689 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2009 = stablehlo.reshape %t2003 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2010 = stablehlo.dot_general %t2008, %t2009, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2011 = stablehlo.reshape %t2010 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2012 = stablehlo.reshape %t2011 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2013 = stablehlo.transpose %t2012, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2014 = stablehlo.reshape %t2013 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2015 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2016 = "stablehlo.pad"(%t2007, %t2015) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 512>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2017 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2018 = "stablehlo.pad"(%t2014, %t2017) <{edge_padding_low = array<i64: 0, 192>, edge_padding_high = array<i64: 0, 320>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2019 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2020 = "stablehlo.pad"(%t1995, %t2019) <{edge_padding_low = array<i64: 0, 384>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2021 = "stablehlo.slice"(%t1983) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t2022 = stablehlo.reshape %t2021 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2023 = stablehlo.reshape %t1718 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2024 = stablehlo.dot_general %t2022, %t2023, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t2025 = stablehlo.reshape %t2024 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t2026 = stablehlo.reshape %t1736 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2027 = stablehlo.reshape %t2021 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2028 = stablehlo.dot_general %t2026, %t2027, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t2029 = stablehlo.reshape %t2028 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2030 = stablehlo.multiply %t2025, %t1736 : tensor<6304x197xf32>
    %t2031 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2032 = stablehlo.reduce(%t2030 init: %t2031) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2033 = stablehlo.broadcast_in_dim %t2032, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2034 = stablehlo.subtract %t2025, %t2033 : tensor<6304x197xf32>
    %t2035 = stablehlo.multiply %t1736, %t2034 : tensor<6304x197xf32>
    %t2036 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2037 = stablehlo.multiply %t2035, %t2036 : tensor<6304x197xf32>
    %t2038 = stablehlo.reshape %t2037 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2039 = stablehlo.reshape %t1721 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2040 = stablehlo.dot_general %t2038, %t2039, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2041 = stablehlo.reshape %t2040 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2042 = stablehlo.reshape %t1716 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2043 = stablehlo.reshape %t2037 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2044 = stablehlo.dot_general %t2042, %t2043, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2045 = stablehlo.reshape %t2044 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2046 = stablehlo.reshape %t2045 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2047 = stablehlo.transpose %t2046, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2048 = stablehlo.reshape %t2047 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2049 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2050 = "stablehlo.pad"(%t2041, %t2049) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 448>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2051 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2052 = "stablehlo.pad"(%t2048, %t2051) <{edge_padding_low = array<i64: 0, 256>, edge_padding_high = array<i64: 0, 256>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2053 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2054 = "stablehlo.pad"(%t2029, %t2053) <{edge_padding_low = array<i64: 0, 448>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2055 = "stablehlo.slice"(%t1983) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t2056 = stablehlo.reshape %t2055 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2057 = stablehlo.reshape %t1745 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2058 = stablehlo.dot_general %t2056, %t2057, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t2059 = stablehlo.reshape %t2058 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t2060 = stablehlo.reshape %t1763 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2061 = stablehlo.reshape %t2055 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2062 = stablehlo.dot_general %t2060, %t2061, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t2063 = stablehlo.reshape %t2062 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2064 = stablehlo.multiply %t2059, %t1763 : tensor<6304x197xf32>
    %t2065 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2066 = stablehlo.reduce(%t2064 init: %t2065) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2067 = stablehlo.broadcast_in_dim %t2066, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2068 = stablehlo.subtract %t2059, %t2067 : tensor<6304x197xf32>
    %t2069 = stablehlo.multiply %t1763, %t2068 : tensor<6304x197xf32>
    %t2070 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2071 = stablehlo.multiply %t2069, %t2070 : tensor<6304x197xf32>
    %t2072 = stablehlo.reshape %t2071 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2073 = stablehlo.reshape %t1748 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2074 = stablehlo.dot_general %t2072, %t2073, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2075 = stablehlo.reshape %t2074 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2076 = stablehlo.reshape %t1743 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2077 = stablehlo.reshape %t2071 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2078 = stablehlo.dot_general %t2076, %t2077, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2079 = stablehlo.reshape %t2078 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2080 = stablehlo.reshape %t2079 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2081 = stablehlo.transpose %t2080, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2082 = stablehlo.reshape %t2081 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2083 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2084 = "stablehlo.pad"(%t2075, %t2083) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 384>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2085 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2086 = "stablehlo.pad"(%t2082, %t2085) <{edge_padding_low = array<i64: 0, 320>, edge_padding_high = array<i64: 0, 192>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2087 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2088 = "stablehlo.pad"(%t2063, %t2087) <{edge_padding_low = array<i64: 0, 512>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2089 = stablehlo.add %t2016, %t2018 : tensor<6304x576xf32>
    %t2090 = stablehlo.add %t2089, %t2020 : tensor<6304x576xf32>
    %t2091 = stablehlo.add %t2090, %t2050 : tensor<6304x576xf32>
    %t2092 = stablehlo.add %t2091, %t2052 : tensor<6304x576xf32>
    %t2093 = stablehlo.add %t2092, %t2054 : tensor<6304x576xf32>
    %t2094 = stablehlo.add %t2093, %t2084 : tensor<6304x576xf32>
    %t2095 = stablehlo.add %t2094, %t2086 : tensor<6304x576xf32>
    %t2096 = stablehlo.add %t2095, %t2088 : tensor<6304x576xf32>
    %t2097 = stablehlo.dot_general %t2096, %t48, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %t2098 = stablehlo.dot_general %t1685, %t2096, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %t2099 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2100 = stablehlo.reduce(%t2096 init: %t2099) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %t2101 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2102 = stablehlo.reduce(%t2097 init: %t2101) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2103 = stablehlo.broadcast_in_dim %arg138, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t2104 = stablehlo.multiply %t2097, %t2103 : tensor<6304x192xf32>
    %t2105 = stablehlo.multiply %t2097, %t1681 : tensor<6304x192xf32>
    %t2106 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2107 = stablehlo.reduce(%t2105 init: %t2106) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2108 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2109 = stablehlo.reduce(%t1665 init: %t2108) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2110 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2111 = stablehlo.multiply %t2109, %t2110 : tensor<6304xf32>
    %t2112 = stablehlo.broadcast_in_dim %t2111, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2113 = stablehlo.subtract %t1665, %t2112 : tensor<6304x192xf32>
    %t2114 = stablehlo.multiply %t2113, %t2113 : tensor<6304x192xf32>
    %t2115 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2116 = stablehlo.reduce(%t2114 init: %t2115) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2117 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2118 = stablehlo.multiply %t2116, %t2117 : tensor<6304xf32>
    %t2119 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t2120 = stablehlo.add %t2118, %t2119 : tensor<6304xf32>
    %t2121 = stablehlo.rsqrt %t2120 : tensor<6304xf32>
    %t2122 = stablehlo.broadcast_in_dim %t2121, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2123 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2124 = stablehlo.reduce(%t2104 init: %t2123) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2125 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2126 = stablehlo.multiply %t2124, %t2125 : tensor<6304xf32>
    %t2127 = stablehlo.multiply %t2104, %t1681 : tensor<6304x192xf32>
    %t2128 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2129 = stablehlo.reduce(%t2127 init: %t2128) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2130 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2131 = stablehlo.multiply %t2129, %t2130 : tensor<6304xf32>
    %t2132 = stablehlo.broadcast_in_dim %t2126, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2133 = stablehlo.broadcast_in_dim %t2131, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2134 = stablehlo.multiply %t1681, %t2133 : tensor<6304x192xf32>
    %t2135 = stablehlo.subtract %t2104, %t2132 : tensor<6304x192xf32>
    %t2136 = stablehlo.subtract %t2135, %t2134 : tensor<6304x192xf32>
    %t2137 = stablehlo.multiply %t2122, %t2136 : tensor<6304x192xf32>
    %t2138 = stablehlo.add %t1982, %t2137 : tensor<6304x192xf32>
    %t2139 = stablehlo.dot_general %t2138, %t47, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %t2140 = stablehlo.dot_general %t1661, %t2138, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %t2141 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2142 = stablehlo.reduce(%t2138 init: %t2141) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2143 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t2144 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t2145 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t2146 = stablehlo.multiply %t1653, %t2145 : tensor<6304x768xf32>
    %t2147 = chlo.erf %t2146 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t2148 = stablehlo.add %t2144, %t2147 : tensor<6304x768xf32>
    %t2149 = stablehlo.multiply %t2143, %t2148 : tensor<6304x768xf32>
    %t2150 = stablehlo.multiply %t1653, %t1653 : tensor<6304x768xf32>
    %t2151 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %t2152 = stablehlo.multiply %t2151, %t2150 : tensor<6304x768xf32>
    %t2153 = stablehlo.exponential %t2152 : tensor<6304x768xf32>
    %t2154 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %t2155 = stablehlo.multiply %t2154, %t2153 : tensor<6304x768xf32>
    %t2156 = stablehlo.multiply %t1653, %t2155 : tensor<6304x768xf32>
    %t2157 = stablehlo.add %t2149, %t2156 : tensor<6304x768xf32>
    %t2158 = stablehlo.multiply %t2139, %t2157 : tensor<6304x768xf32>
    %t2159 = stablehlo.dot_general %t2158, %t46, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %t2160 = stablehlo.dot_general %t1650, %t2158, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %t2161 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2162 = stablehlo.reduce(%t2158 init: %t2161) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %t2163 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2164 = stablehlo.reduce(%t2159 init: %t2163) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2165 = stablehlo.broadcast_in_dim %arg132, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t2166 = stablehlo.multiply %t2159, %t2165 : tensor<6304x192xf32>
    %t2167 = stablehlo.multiply %t2159, %t1646 : tensor<6304x192xf32>
    %t2168 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2169 = stablehlo.reduce(%t2167 init: %t2168) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2170 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2171 = stablehlo.reduce(%t1630 init: %t2170) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2172 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2173 = stablehlo.multiply %t2171, %t2172 : tensor<6304xf32>
    %t2174 = stablehlo.broadcast_in_dim %t2173, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2175 = stablehlo.subtract %t1630, %t2174 : tensor<6304x192xf32>
    %t2176 = stablehlo.multiply %t2175, %t2175 : tensor<6304x192xf32>
    %t2177 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2178 = stablehlo.reduce(%t2176 init: %t2177) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2179 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2180 = stablehlo.multiply %t2178, %t2179 : tensor<6304xf32>
    %t2181 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t2182 = stablehlo.add %t2180, %t2181 : tensor<6304xf32>
    %t2183 = stablehlo.rsqrt %t2182 : tensor<6304xf32>
    %t2184 = stablehlo.broadcast_in_dim %t2183, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2185 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2186 = stablehlo.reduce(%t2166 init: %t2185) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2187 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2188 = stablehlo.multiply %t2186, %t2187 : tensor<6304xf32>
    %t2189 = stablehlo.multiply %t2166, %t1646 : tensor<6304x192xf32>
    %t2190 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2191 = stablehlo.reduce(%t2189 init: %t2190) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2192 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2193 = stablehlo.multiply %t2191, %t2192 : tensor<6304xf32>
    %t2194 = stablehlo.broadcast_in_dim %t2188, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2195 = stablehlo.broadcast_in_dim %t2193, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2196 = stablehlo.multiply %t1646, %t2195 : tensor<6304x192xf32>
    %t2197 = stablehlo.subtract %t2166, %t2194 : tensor<6304x192xf32>
    %t2198 = stablehlo.subtract %t2197, %t2196 : tensor<6304x192xf32>
    %t2199 = stablehlo.multiply %t2184, %t2198 : tensor<6304x192xf32>
    %t2200 = stablehlo.add %t2138, %t2199 : tensor<6304x192xf32>
    %t2201 = stablehlo.dot_general %t2200, %t45, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t2202 = stablehlo.dot_general %t1626, %t2200, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %t2203 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2204 = stablehlo.reduce(%t2200 init: %t2203) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2205 = "stablehlo.slice"(%t2201) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t2206 = stablehlo.reshape %t2205 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2207 = stablehlo.reshape %t1546 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2208 = stablehlo.dot_general %t2206, %t2207, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t2209 = stablehlo.reshape %t2208 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t2210 = stablehlo.reshape %t1564 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2211 = stablehlo.reshape %t2205 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2212 = stablehlo.dot_general %t2210, %t2211, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t2213 = stablehlo.reshape %t2212 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2214 = stablehlo.multiply %t2209, %t1564 : tensor<6304x197xf32>
    %t2215 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2216 = stablehlo.reduce(%t2214 init: %t2215) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2217 = stablehlo.broadcast_in_dim %t2216, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2218 = stablehlo.subtract %t2209, %t2217 : tensor<6304x197xf32>
    %t2219 = stablehlo.multiply %t1564, %t2218 : tensor<6304x197xf32>
    %t2220 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2221 = stablehlo.multiply %t2219, %t2220 : tensor<6304x197xf32>
    %t2222 = stablehlo.reshape %t2221 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2223 = stablehlo.reshape %t1549 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2224 = stablehlo.dot_general %t2222, %t2223, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2225 = stablehlo.reshape %t2224 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2226 = stablehlo.reshape %t1544 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2227 = stablehlo.reshape %t2221 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2228 = stablehlo.dot_general %t2226, %t2227, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2229 = stablehlo.reshape %t2228 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2230 = stablehlo.reshape %t2229 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2231 = stablehlo.transpose %t2230, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2232 = stablehlo.reshape %t2231 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2234 = "stablehlo.pad"(%t2225, %t2233) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 512>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2235 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2236 = "stablehlo.pad"(%t2232, %t2235) <{edge_padding_low = array<i64: 0, 192>, edge_padding_high = array<i64: 0, 320>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2237 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2238 = "stablehlo.pad"(%t2213, %t2237) <{edge_padding_low = array<i64: 0, 384>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2239 = "stablehlo.slice"(%t2201) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t2240 = stablehlo.reshape %t2239 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2241 = stablehlo.reshape %t1573 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2242 = stablehlo.dot_general %t2240, %t2241, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t2243 = stablehlo.reshape %t2242 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t2244 = stablehlo.reshape %t1591 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2245 = stablehlo.reshape %t2239 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2246 = stablehlo.dot_general %t2244, %t2245, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t2247 = stablehlo.reshape %t2246 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2248 = stablehlo.multiply %t2243, %t1591 : tensor<6304x197xf32>
    %t2249 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2250 = stablehlo.reduce(%t2248 init: %t2249) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2251 = stablehlo.broadcast_in_dim %t2250, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2252 = stablehlo.subtract %t2243, %t2251 : tensor<6304x197xf32>
    %t2253 = stablehlo.multiply %t1591, %t2252 : tensor<6304x197xf32>
    %t2254 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2255 = stablehlo.multiply %t2253, %t2254 : tensor<6304x197xf32>
    %t2256 = stablehlo.reshape %t2255 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2257 = stablehlo.reshape %t1576 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2258 = stablehlo.dot_general %t2256, %t2257, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2259 = stablehlo.reshape %t2258 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2260 = stablehlo.reshape %t1571 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2261 = stablehlo.reshape %t2255 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2262 = stablehlo.dot_general %t2260, %t2261, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2263 = stablehlo.reshape %t2262 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2264 = stablehlo.reshape %t2263 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2265 = stablehlo.transpose %t2264, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2266 = stablehlo.reshape %t2265 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2267 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2268 = "stablehlo.pad"(%t2259, %t2267) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 448>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2269 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2270 = "stablehlo.pad"(%t2266, %t2269) <{edge_padding_low = array<i64: 0, 256>, edge_padding_high = array<i64: 0, 256>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2271 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2272 = "stablehlo.pad"(%t2247, %t2271) <{edge_padding_low = array<i64: 0, 448>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2273 = "stablehlo.slice"(%t2201) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t2274 = stablehlo.reshape %t2273 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2275 = stablehlo.reshape %t1600 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2276 = stablehlo.dot_general %t2274, %t2275, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t2277 = stablehlo.reshape %t2276 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t2278 = stablehlo.reshape %t1618 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2279 = stablehlo.reshape %t2273 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2280 = stablehlo.dot_general %t2278, %t2279, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t2281 = stablehlo.reshape %t2280 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2282 = stablehlo.multiply %t2277, %t1618 : tensor<6304x197xf32>
    %t2283 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2284 = stablehlo.reduce(%t2282 init: %t2283) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2285 = stablehlo.broadcast_in_dim %t2284, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2286 = stablehlo.subtract %t2277, %t2285 : tensor<6304x197xf32>
    %t2287 = stablehlo.multiply %t1618, %t2286 : tensor<6304x197xf32>
    %t2288 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2289 = stablehlo.multiply %t2287, %t2288 : tensor<6304x197xf32>
    %t2290 = stablehlo.reshape %t2289 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2291 = stablehlo.reshape %t1603 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2292 = stablehlo.dot_general %t2290, %t2291, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2293 = stablehlo.reshape %t2292 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2294 = stablehlo.reshape %t1598 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2295 = stablehlo.reshape %t2289 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2296 = stablehlo.dot_general %t2294, %t2295, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2297 = stablehlo.reshape %t2296 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2298 = stablehlo.reshape %t2297 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2299 = stablehlo.transpose %t2298, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2300 = stablehlo.reshape %t2299 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2301 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2302 = "stablehlo.pad"(%t2293, %t2301) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 384>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2303 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2304 = "stablehlo.pad"(%t2300, %t2303) <{edge_padding_low = array<i64: 0, 320>, edge_padding_high = array<i64: 0, 192>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2305 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2306 = "stablehlo.pad"(%t2281, %t2305) <{edge_padding_low = array<i64: 0, 512>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2307 = stablehlo.add %t2234, %t2236 : tensor<6304x576xf32>
    %t2308 = stablehlo.add %t2307, %t2238 : tensor<6304x576xf32>
    %t2309 = stablehlo.add %t2308, %t2268 : tensor<6304x576xf32>
    %t2310 = stablehlo.add %t2309, %t2270 : tensor<6304x576xf32>
    %t2311 = stablehlo.add %t2310, %t2272 : tensor<6304x576xf32>
    %t2312 = stablehlo.add %t2311, %t2302 : tensor<6304x576xf32>
    %t2313 = stablehlo.add %t2312, %t2304 : tensor<6304x576xf32>
    %t2314 = stablehlo.add %t2313, %t2306 : tensor<6304x576xf32>
    %t2315 = stablehlo.dot_general %t2314, %t44, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %t2316 = stablehlo.dot_general %t1540, %t2314, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %t2317 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2318 = stablehlo.reduce(%t2314 init: %t2317) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %t2319 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2320 = stablehlo.reduce(%t2315 init: %t2319) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2321 = stablehlo.broadcast_in_dim %arg126, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t2322 = stablehlo.multiply %t2315, %t2321 : tensor<6304x192xf32>
    %t2323 = stablehlo.multiply %t2315, %t1536 : tensor<6304x192xf32>
    %t2324 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2325 = stablehlo.reduce(%t2323 init: %t2324) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2326 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2327 = stablehlo.reduce(%t1520 init: %t2326) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2328 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2329 = stablehlo.multiply %t2327, %t2328 : tensor<6304xf32>
    %t2330 = stablehlo.broadcast_in_dim %t2329, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2331 = stablehlo.subtract %t1520, %t2330 : tensor<6304x192xf32>
    %t2332 = stablehlo.multiply %t2331, %t2331 : tensor<6304x192xf32>
    %t2333 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2334 = stablehlo.reduce(%t2332 init: %t2333) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2335 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2336 = stablehlo.multiply %t2334, %t2335 : tensor<6304xf32>
    %t2337 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t2338 = stablehlo.add %t2336, %t2337 : tensor<6304xf32>
    %t2339 = stablehlo.rsqrt %t2338 : tensor<6304xf32>
    %t2340 = stablehlo.broadcast_in_dim %t2339, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2341 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2342 = stablehlo.reduce(%t2322 init: %t2341) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2343 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2344 = stablehlo.multiply %t2342, %t2343 : tensor<6304xf32>
    %t2345 = stablehlo.multiply %t2322, %t1536 : tensor<6304x192xf32>
    %t2346 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2347 = stablehlo.reduce(%t2345 init: %t2346) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2348 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2349 = stablehlo.multiply %t2347, %t2348 : tensor<6304xf32>
    %t2350 = stablehlo.broadcast_in_dim %t2344, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2351 = stablehlo.broadcast_in_dim %t2349, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2352 = stablehlo.multiply %t1536, %t2351 : tensor<6304x192xf32>
    %t2353 = stablehlo.subtract %t2322, %t2350 : tensor<6304x192xf32>
    %t2354 = stablehlo.subtract %t2353, %t2352 : tensor<6304x192xf32>
    %t2355 = stablehlo.multiply %t2340, %t2354 : tensor<6304x192xf32>
    %t2356 = stablehlo.add %t2200, %t2355 : tensor<6304x192xf32>
    %t2357 = stablehlo.dot_general %t2356, %t43, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %t2358 = stablehlo.dot_general %t1516, %t2356, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %t2359 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2360 = stablehlo.reduce(%t2356 init: %t2359) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2361 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t2362 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t2363 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t2364 = stablehlo.multiply %t1508, %t2363 : tensor<6304x768xf32>
    %t2365 = chlo.erf %t2364 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t2366 = stablehlo.add %t2362, %t2365 : tensor<6304x768xf32>
    %t2367 = stablehlo.multiply %t2361, %t2366 : tensor<6304x768xf32>
    %t2368 = stablehlo.multiply %t1508, %t1508 : tensor<6304x768xf32>
    %t2369 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %t2370 = stablehlo.multiply %t2369, %t2368 : tensor<6304x768xf32>
    %t2371 = stablehlo.exponential %t2370 : tensor<6304x768xf32>
    %t2372 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %t2373 = stablehlo.multiply %t2372, %t2371 : tensor<6304x768xf32>
    %t2374 = stablehlo.multiply %t1508, %t2373 : tensor<6304x768xf32>
    %t2375 = stablehlo.add %t2367, %t2374 : tensor<6304x768xf32>
    %t2376 = stablehlo.multiply %t2357, %t2375 : tensor<6304x768xf32>
    %t2377 = stablehlo.dot_general %t2376, %t42, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %t2378 = stablehlo.dot_general %t1505, %t2376, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %t2379 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2380 = stablehlo.reduce(%t2376 init: %t2379) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %t2381 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2382 = stablehlo.reduce(%t2377 init: %t2381) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2383 = stablehlo.broadcast_in_dim %arg120, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t2384 = stablehlo.multiply %t2377, %t2383 : tensor<6304x192xf32>
    %t2385 = stablehlo.multiply %t2377, %t1501 : tensor<6304x192xf32>
    %t2386 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2387 = stablehlo.reduce(%t2385 init: %t2386) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2388 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2389 = stablehlo.reduce(%t1485 init: %t2388) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2390 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2391 = stablehlo.multiply %t2389, %t2390 : tensor<6304xf32>
    %t2392 = stablehlo.broadcast_in_dim %t2391, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2393 = stablehlo.subtract %t1485, %t2392 : tensor<6304x192xf32>
    %t2394 = stablehlo.multiply %t2393, %t2393 : tensor<6304x192xf32>
    %t2395 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2396 = stablehlo.reduce(%t2394 init: %t2395) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2397 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2398 = stablehlo.multiply %t2396, %t2397 : tensor<6304xf32>
    %t2399 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t2400 = stablehlo.add %t2398, %t2399 : tensor<6304xf32>
    %t2401 = stablehlo.rsqrt %t2400 : tensor<6304xf32>
    %t2402 = stablehlo.broadcast_in_dim %t2401, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2403 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2404 = stablehlo.reduce(%t2384 init: %t2403) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2405 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2406 = stablehlo.multiply %t2404, %t2405 : tensor<6304xf32>
    %t2407 = stablehlo.multiply %t2384, %t1501 : tensor<6304x192xf32>
    %t2408 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2409 = stablehlo.reduce(%t2407 init: %t2408) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2410 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2411 = stablehlo.multiply %t2409, %t2410 : tensor<6304xf32>
    %t2412 = stablehlo.broadcast_in_dim %t2406, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2413 = stablehlo.broadcast_in_dim %t2411, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2414 = stablehlo.multiply %t1501, %t2413 : tensor<6304x192xf32>
    %t2415 = stablehlo.subtract %t2384, %t2412 : tensor<6304x192xf32>
    %t2416 = stablehlo.subtract %t2415, %t2414 : tensor<6304x192xf32>
    %t2417 = stablehlo.multiply %t2402, %t2416 : tensor<6304x192xf32>
    %t2418 = stablehlo.add %t2356, %t2417 : tensor<6304x192xf32>
    %t2419 = stablehlo.dot_general %t2418, %t41, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t2420 = stablehlo.dot_general %t1481, %t2418, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %t2421 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2422 = stablehlo.reduce(%t2418 init: %t2421) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2423 = "stablehlo.slice"(%t2419) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t2424 = stablehlo.reshape %t2423 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2425 = stablehlo.reshape %t1401 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2426 = stablehlo.dot_general %t2424, %t2425, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t2427 = stablehlo.reshape %t2426 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t2428 = stablehlo.reshape %t1419 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2429 = stablehlo.reshape %t2423 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2430 = stablehlo.dot_general %t2428, %t2429, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t2431 = stablehlo.reshape %t2430 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2432 = stablehlo.multiply %t2427, %t1419 : tensor<6304x197xf32>
    %t2433 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2434 = stablehlo.reduce(%t2432 init: %t2433) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2435 = stablehlo.broadcast_in_dim %t2434, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2436 = stablehlo.subtract %t2427, %t2435 : tensor<6304x197xf32>
    %t2437 = stablehlo.multiply %t1419, %t2436 : tensor<6304x197xf32>
    %t2438 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2439 = stablehlo.multiply %t2437, %t2438 : tensor<6304x197xf32>
    %t2440 = stablehlo.reshape %t2439 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2441 = stablehlo.reshape %t1404 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2442 = stablehlo.dot_general %t2440, %t2441, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2443 = stablehlo.reshape %t2442 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2444 = stablehlo.reshape %t1399 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2445 = stablehlo.reshape %t2439 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2446 = stablehlo.dot_general %t2444, %t2445, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2447 = stablehlo.reshape %t2446 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2448 = stablehlo.reshape %t2447 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2449 = stablehlo.transpose %t2448, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2450 = stablehlo.reshape %t2449 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2451 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2452 = "stablehlo.pad"(%t2443, %t2451) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 512>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2453 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2454 = "stablehlo.pad"(%t2450, %t2453) <{edge_padding_low = array<i64: 0, 192>, edge_padding_high = array<i64: 0, 320>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2455 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2456 = "stablehlo.pad"(%t2431, %t2455) <{edge_padding_low = array<i64: 0, 384>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2457 = "stablehlo.slice"(%t2419) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t2458 = stablehlo.reshape %t2457 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2459 = stablehlo.reshape %t1428 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2460 = stablehlo.dot_general %t2458, %t2459, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t2461 = stablehlo.reshape %t2460 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t2462 = stablehlo.reshape %t1446 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2463 = stablehlo.reshape %t2457 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2464 = stablehlo.dot_general %t2462, %t2463, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t2465 = stablehlo.reshape %t2464 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2466 = stablehlo.multiply %t2461, %t1446 : tensor<6304x197xf32>
    %t2467 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2468 = stablehlo.reduce(%t2466 init: %t2467) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2469 = stablehlo.broadcast_in_dim %t2468, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2470 = stablehlo.subtract %t2461, %t2469 : tensor<6304x197xf32>
    %t2471 = stablehlo.multiply %t1446, %t2470 : tensor<6304x197xf32>
    %t2472 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2473 = stablehlo.multiply %t2471, %t2472 : tensor<6304x197xf32>
    %t2474 = stablehlo.reshape %t2473 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2475 = stablehlo.reshape %t1431 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2476 = stablehlo.dot_general %t2474, %t2475, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2477 = stablehlo.reshape %t2476 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2478 = stablehlo.reshape %t1426 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2479 = stablehlo.reshape %t2473 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2480 = stablehlo.dot_general %t2478, %t2479, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2481 = stablehlo.reshape %t2480 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2482 = stablehlo.reshape %t2481 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2483 = stablehlo.transpose %t2482, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2484 = stablehlo.reshape %t2483 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2485 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2486 = "stablehlo.pad"(%t2477, %t2485) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 448>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2487 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2488 = "stablehlo.pad"(%t2484, %t2487) <{edge_padding_low = array<i64: 0, 256>, edge_padding_high = array<i64: 0, 256>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2489 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2490 = "stablehlo.pad"(%t2465, %t2489) <{edge_padding_low = array<i64: 0, 448>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2491 = "stablehlo.slice"(%t2419) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t2492 = stablehlo.reshape %t2491 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2493 = stablehlo.reshape %t1455 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2494 = stablehlo.dot_general %t2492, %t2493, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t2495 = stablehlo.reshape %t2494 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t2496 = stablehlo.reshape %t1473 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2497 = stablehlo.reshape %t2491 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2498 = stablehlo.dot_general %t2496, %t2497, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t2499 = stablehlo.reshape %t2498 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2500 = stablehlo.multiply %t2495, %t1473 : tensor<6304x197xf32>
    %t2501 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2502 = stablehlo.reduce(%t2500 init: %t2501) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2503 = stablehlo.broadcast_in_dim %t2502, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2504 = stablehlo.subtract %t2495, %t2503 : tensor<6304x197xf32>
    %t2505 = stablehlo.multiply %t1473, %t2504 : tensor<6304x197xf32>
    %t2506 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2507 = stablehlo.multiply %t2505, %t2506 : tensor<6304x197xf32>
    %t2508 = stablehlo.reshape %t2507 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2509 = stablehlo.reshape %t1458 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2510 = stablehlo.dot_general %t2508, %t2509, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2511 = stablehlo.reshape %t2510 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2512 = stablehlo.reshape %t1453 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2513 = stablehlo.reshape %t2507 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2514 = stablehlo.dot_general %t2512, %t2513, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2515 = stablehlo.reshape %t2514 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2516 = stablehlo.reshape %t2515 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2517 = stablehlo.transpose %t2516, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2518 = stablehlo.reshape %t2517 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2519 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2520 = "stablehlo.pad"(%t2511, %t2519) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 384>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2521 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2522 = "stablehlo.pad"(%t2518, %t2521) <{edge_padding_low = array<i64: 0, 320>, edge_padding_high = array<i64: 0, 192>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2523 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2524 = "stablehlo.pad"(%t2499, %t2523) <{edge_padding_low = array<i64: 0, 512>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2525 = stablehlo.add %t2452, %t2454 : tensor<6304x576xf32>
    %t2526 = stablehlo.add %t2525, %t2456 : tensor<6304x576xf32>
    %t2527 = stablehlo.add %t2526, %t2486 : tensor<6304x576xf32>
    %t2528 = stablehlo.add %t2527, %t2488 : tensor<6304x576xf32>
    %t2529 = stablehlo.add %t2528, %t2490 : tensor<6304x576xf32>
    %t2530 = stablehlo.add %t2529, %t2520 : tensor<6304x576xf32>
    %t2531 = stablehlo.add %t2530, %t2522 : tensor<6304x576xf32>
    %t2532 = stablehlo.add %t2531, %t2524 : tensor<6304x576xf32>
    %t2533 = stablehlo.dot_general %t2532, %t40, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %t2534 = stablehlo.dot_general %t1395, %t2532, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %t2535 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2536 = stablehlo.reduce(%t2532 init: %t2535) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %t2537 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2538 = stablehlo.reduce(%t2533 init: %t2537) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2539 = stablehlo.broadcast_in_dim %arg114, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t2540 = stablehlo.multiply %t2533, %t2539 : tensor<6304x192xf32>
    %t2541 = stablehlo.multiply %t2533, %t1391 : tensor<6304x192xf32>
    %t2542 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2543 = stablehlo.reduce(%t2541 init: %t2542) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2544 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2545 = stablehlo.reduce(%t1375 init: %t2544) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2546 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2547 = stablehlo.multiply %t2545, %t2546 : tensor<6304xf32>
    %t2548 = stablehlo.broadcast_in_dim %t2547, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2549 = stablehlo.subtract %t1375, %t2548 : tensor<6304x192xf32>
    %t2550 = stablehlo.multiply %t2549, %t2549 : tensor<6304x192xf32>
    %t2551 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2552 = stablehlo.reduce(%t2550 init: %t2551) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2553 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2554 = stablehlo.multiply %t2552, %t2553 : tensor<6304xf32>
    %t2555 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t2556 = stablehlo.add %t2554, %t2555 : tensor<6304xf32>
    %t2557 = stablehlo.rsqrt %t2556 : tensor<6304xf32>
    %t2558 = stablehlo.broadcast_in_dim %t2557, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2559 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2560 = stablehlo.reduce(%t2540 init: %t2559) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2561 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2562 = stablehlo.multiply %t2560, %t2561 : tensor<6304xf32>
    %t2563 = stablehlo.multiply %t2540, %t1391 : tensor<6304x192xf32>
    %t2564 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2565 = stablehlo.reduce(%t2563 init: %t2564) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2566 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2567 = stablehlo.multiply %t2565, %t2566 : tensor<6304xf32>
    %t2568 = stablehlo.broadcast_in_dim %t2562, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2569 = stablehlo.broadcast_in_dim %t2567, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2570 = stablehlo.multiply %t1391, %t2569 : tensor<6304x192xf32>
    %t2571 = stablehlo.subtract %t2540, %t2568 : tensor<6304x192xf32>
    %t2572 = stablehlo.subtract %t2571, %t2570 : tensor<6304x192xf32>
    %t2573 = stablehlo.multiply %t2558, %t2572 : tensor<6304x192xf32>
    %t2574 = stablehlo.add %t2418, %t2573 : tensor<6304x192xf32>
    %t2575 = stablehlo.dot_general %t2574, %t39, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %t2576 = stablehlo.dot_general %t1371, %t2574, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %t2577 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2578 = stablehlo.reduce(%t2574 init: %t2577) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2579 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t2580 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t2581 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t2582 = stablehlo.multiply %t1363, %t2581 : tensor<6304x768xf32>
    %t2583 = chlo.erf %t2582 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t2584 = stablehlo.add %t2580, %t2583 : tensor<6304x768xf32>
    %t2585 = stablehlo.multiply %t2579, %t2584 : tensor<6304x768xf32>
    %t2586 = stablehlo.multiply %t1363, %t1363 : tensor<6304x768xf32>
    %t2587 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %t2588 = stablehlo.multiply %t2587, %t2586 : tensor<6304x768xf32>
    %t2589 = stablehlo.exponential %t2588 : tensor<6304x768xf32>
    %t2590 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %t2591 = stablehlo.multiply %t2590, %t2589 : tensor<6304x768xf32>
    %t2592 = stablehlo.multiply %t1363, %t2591 : tensor<6304x768xf32>
    %t2593 = stablehlo.add %t2585, %t2592 : tensor<6304x768xf32>
    %t2594 = stablehlo.multiply %t2575, %t2593 : tensor<6304x768xf32>
    %t2595 = stablehlo.dot_general %t2594, %t38, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %t2596 = stablehlo.dot_general %t1360, %t2594, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %t2597 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2598 = stablehlo.reduce(%t2594 init: %t2597) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %t2599 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2600 = stablehlo.reduce(%t2595 init: %t2599) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2601 = stablehlo.broadcast_in_dim %arg108, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t2602 = stablehlo.multiply %t2595, %t2601 : tensor<6304x192xf32>
    %t2603 = stablehlo.multiply %t2595, %t1356 : tensor<6304x192xf32>
    %t2604 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2605 = stablehlo.reduce(%t2603 init: %t2604) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2606 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2607 = stablehlo.reduce(%t1340 init: %t2606) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2608 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2609 = stablehlo.multiply %t2607, %t2608 : tensor<6304xf32>
    %t2610 = stablehlo.broadcast_in_dim %t2609, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2611 = stablehlo.subtract %t1340, %t2610 : tensor<6304x192xf32>
    %t2612 = stablehlo.multiply %t2611, %t2611 : tensor<6304x192xf32>
    %t2613 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2614 = stablehlo.reduce(%t2612 init: %t2613) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2615 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2616 = stablehlo.multiply %t2614, %t2615 : tensor<6304xf32>
    %t2617 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t2618 = stablehlo.add %t2616, %t2617 : tensor<6304xf32>
    %t2619 = stablehlo.rsqrt %t2618 : tensor<6304xf32>
    %t2620 = stablehlo.broadcast_in_dim %t2619, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2621 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2622 = stablehlo.reduce(%t2602 init: %t2621) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2623 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2624 = stablehlo.multiply %t2622, %t2623 : tensor<6304xf32>
    %t2625 = stablehlo.multiply %t2602, %t1356 : tensor<6304x192xf32>
    %t2626 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2627 = stablehlo.reduce(%t2625 init: %t2626) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2628 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2629 = stablehlo.multiply %t2627, %t2628 : tensor<6304xf32>
    %t2630 = stablehlo.broadcast_in_dim %t2624, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2631 = stablehlo.broadcast_in_dim %t2629, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2632 = stablehlo.multiply %t1356, %t2631 : tensor<6304x192xf32>
    %t2633 = stablehlo.subtract %t2602, %t2630 : tensor<6304x192xf32>
    %t2634 = stablehlo.subtract %t2633, %t2632 : tensor<6304x192xf32>
    %t2635 = stablehlo.multiply %t2620, %t2634 : tensor<6304x192xf32>
    %t2636 = stablehlo.add %t2574, %t2635 : tensor<6304x192xf32>
    %t2637 = stablehlo.dot_general %t2636, %t37, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t2638 = stablehlo.dot_general %t1336, %t2636, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %t2639 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2640 = stablehlo.reduce(%t2636 init: %t2639) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2641 = "stablehlo.slice"(%t2637) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t2642 = stablehlo.reshape %t2641 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2643 = stablehlo.reshape %t1256 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2644 = stablehlo.dot_general %t2642, %t2643, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t2645 = stablehlo.reshape %t2644 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t2646 = stablehlo.reshape %t1274 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2647 = stablehlo.reshape %t2641 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2648 = stablehlo.dot_general %t2646, %t2647, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t2649 = stablehlo.reshape %t2648 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2650 = stablehlo.multiply %t2645, %t1274 : tensor<6304x197xf32>
    %t2651 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2652 = stablehlo.reduce(%t2650 init: %t2651) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2653 = stablehlo.broadcast_in_dim %t2652, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2654 = stablehlo.subtract %t2645, %t2653 : tensor<6304x197xf32>
    %t2655 = stablehlo.multiply %t1274, %t2654 : tensor<6304x197xf32>
    %t2656 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2657 = stablehlo.multiply %t2655, %t2656 : tensor<6304x197xf32>
    %t2658 = stablehlo.reshape %t2657 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2659 = stablehlo.reshape %t1259 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2660 = stablehlo.dot_general %t2658, %t2659, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2661 = stablehlo.reshape %t2660 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2662 = stablehlo.reshape %t1254 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2663 = stablehlo.reshape %t2657 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2664 = stablehlo.dot_general %t2662, %t2663, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2665 = stablehlo.reshape %t2664 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2666 = stablehlo.reshape %t2665 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2667 = stablehlo.transpose %t2666, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2668 = stablehlo.reshape %t2667 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2669 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2670 = "stablehlo.pad"(%t2661, %t2669) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 512>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2671 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2672 = "stablehlo.pad"(%t2668, %t2671) <{edge_padding_low = array<i64: 0, 192>, edge_padding_high = array<i64: 0, 320>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2673 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2674 = "stablehlo.pad"(%t2649, %t2673) <{edge_padding_low = array<i64: 0, 384>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2675 = "stablehlo.slice"(%t2637) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t2676 = stablehlo.reshape %t2675 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2677 = stablehlo.reshape %t1283 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2678 = stablehlo.dot_general %t2676, %t2677, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t2679 = stablehlo.reshape %t2678 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t2680 = stablehlo.reshape %t1301 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2681 = stablehlo.reshape %t2675 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2682 = stablehlo.dot_general %t2680, %t2681, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t2683 = stablehlo.reshape %t2682 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2684 = stablehlo.multiply %t2679, %t1301 : tensor<6304x197xf32>
    %t2685 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2686 = stablehlo.reduce(%t2684 init: %t2685) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2687 = stablehlo.broadcast_in_dim %t2686, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2688 = stablehlo.subtract %t2679, %t2687 : tensor<6304x197xf32>
    %t2689 = stablehlo.multiply %t1301, %t2688 : tensor<6304x197xf32>
    %t2690 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2691 = stablehlo.multiply %t2689, %t2690 : tensor<6304x197xf32>
    %t2692 = stablehlo.reshape %t2691 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2693 = stablehlo.reshape %t1286 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2694 = stablehlo.dot_general %t2692, %t2693, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2695 = stablehlo.reshape %t2694 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2696 = stablehlo.reshape %t1281 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2697 = stablehlo.reshape %t2691 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2698 = stablehlo.dot_general %t2696, %t2697, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2699 = stablehlo.reshape %t2698 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2700 = stablehlo.reshape %t2699 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2701 = stablehlo.transpose %t2700, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2702 = stablehlo.reshape %t2701 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2703 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2704 = "stablehlo.pad"(%t2695, %t2703) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 448>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2705 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2706 = "stablehlo.pad"(%t2702, %t2705) <{edge_padding_low = array<i64: 0, 256>, edge_padding_high = array<i64: 0, 256>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2707 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2708 = "stablehlo.pad"(%t2683, %t2707) <{edge_padding_low = array<i64: 0, 448>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2709 = "stablehlo.slice"(%t2637) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t2710 = stablehlo.reshape %t2709 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2711 = stablehlo.reshape %t1310 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2712 = stablehlo.dot_general %t2710, %t2711, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t2713 = stablehlo.reshape %t2712 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t2714 = stablehlo.reshape %t1328 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2715 = stablehlo.reshape %t2709 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2716 = stablehlo.dot_general %t2714, %t2715, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t2717 = stablehlo.reshape %t2716 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2718 = stablehlo.multiply %t2713, %t1328 : tensor<6304x197xf32>
    %t2719 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2720 = stablehlo.reduce(%t2718 init: %t2719) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2721 = stablehlo.broadcast_in_dim %t2720, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2722 = stablehlo.subtract %t2713, %t2721 : tensor<6304x197xf32>
    %t2723 = stablehlo.multiply %t1328, %t2722 : tensor<6304x197xf32>
    %t2724 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2725 = stablehlo.multiply %t2723, %t2724 : tensor<6304x197xf32>
    %t2726 = stablehlo.reshape %t2725 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2727 = stablehlo.reshape %t1313 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2728 = stablehlo.dot_general %t2726, %t2727, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2729 = stablehlo.reshape %t2728 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2730 = stablehlo.reshape %t1308 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2731 = stablehlo.reshape %t2725 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2732 = stablehlo.dot_general %t2730, %t2731, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2733 = stablehlo.reshape %t2732 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2734 = stablehlo.reshape %t2733 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2735 = stablehlo.transpose %t2734, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2736 = stablehlo.reshape %t2735 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2737 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2738 = "stablehlo.pad"(%t2729, %t2737) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 384>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2739 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2740 = "stablehlo.pad"(%t2736, %t2739) <{edge_padding_low = array<i64: 0, 320>, edge_padding_high = array<i64: 0, 192>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2741 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2742 = "stablehlo.pad"(%t2717, %t2741) <{edge_padding_low = array<i64: 0, 512>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2743 = stablehlo.add %t2670, %t2672 : tensor<6304x576xf32>
    %t2744 = stablehlo.add %t2743, %t2674 : tensor<6304x576xf32>
    %t2745 = stablehlo.add %t2744, %t2704 : tensor<6304x576xf32>
    %t2746 = stablehlo.add %t2745, %t2706 : tensor<6304x576xf32>
    %t2747 = stablehlo.add %t2746, %t2708 : tensor<6304x576xf32>
    %t2748 = stablehlo.add %t2747, %t2738 : tensor<6304x576xf32>
    %t2749 = stablehlo.add %t2748, %t2740 : tensor<6304x576xf32>
    %t2750 = stablehlo.add %t2749, %t2742 : tensor<6304x576xf32>
    %t2751 = stablehlo.dot_general %t2750, %t36, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %t2752 = stablehlo.dot_general %t1250, %t2750, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %t2753 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2754 = stablehlo.reduce(%t2750 init: %t2753) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %t2755 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2756 = stablehlo.reduce(%t2751 init: %t2755) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2757 = stablehlo.broadcast_in_dim %arg102, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t2758 = stablehlo.multiply %t2751, %t2757 : tensor<6304x192xf32>
    %t2759 = stablehlo.multiply %t2751, %t1246 : tensor<6304x192xf32>
    %t2760 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2761 = stablehlo.reduce(%t2759 init: %t2760) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2762 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2763 = stablehlo.reduce(%t1230 init: %t2762) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2764 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2765 = stablehlo.multiply %t2763, %t2764 : tensor<6304xf32>
    %t2766 = stablehlo.broadcast_in_dim %t2765, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2767 = stablehlo.subtract %t1230, %t2766 : tensor<6304x192xf32>
    %t2768 = stablehlo.multiply %t2767, %t2767 : tensor<6304x192xf32>
    %t2769 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2770 = stablehlo.reduce(%t2768 init: %t2769) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2771 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2772 = stablehlo.multiply %t2770, %t2771 : tensor<6304xf32>
    %t2773 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t2774 = stablehlo.add %t2772, %t2773 : tensor<6304xf32>
    %t2775 = stablehlo.rsqrt %t2774 : tensor<6304xf32>
    %t2776 = stablehlo.broadcast_in_dim %t2775, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2777 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2778 = stablehlo.reduce(%t2758 init: %t2777) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2779 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2780 = stablehlo.multiply %t2778, %t2779 : tensor<6304xf32>
    %t2781 = stablehlo.multiply %t2758, %t1246 : tensor<6304x192xf32>
    %t2782 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2783 = stablehlo.reduce(%t2781 init: %t2782) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2784 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2785 = stablehlo.multiply %t2783, %t2784 : tensor<6304xf32>
    %t2786 = stablehlo.broadcast_in_dim %t2780, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2787 = stablehlo.broadcast_in_dim %t2785, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2788 = stablehlo.multiply %t1246, %t2787 : tensor<6304x192xf32>
    %t2789 = stablehlo.subtract %t2758, %t2786 : tensor<6304x192xf32>
    %t2790 = stablehlo.subtract %t2789, %t2788 : tensor<6304x192xf32>
    %t2791 = stablehlo.multiply %t2776, %t2790 : tensor<6304x192xf32>
    %t2792 = stablehlo.add %t2636, %t2791 : tensor<6304x192xf32>
    %t2793 = stablehlo.dot_general %t2792, %t35, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %t2794 = stablehlo.dot_general %t1226, %t2792, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %t2795 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2796 = stablehlo.reduce(%t2792 init: %t2795) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2797 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t2798 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t2799 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t2800 = stablehlo.multiply %t1218, %t2799 : tensor<6304x768xf32>
    %t2801 = chlo.erf %t2800 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t2802 = stablehlo.add %t2798, %t2801 : tensor<6304x768xf32>
    %t2803 = stablehlo.multiply %t2797, %t2802 : tensor<6304x768xf32>
    %t2804 = stablehlo.multiply %t1218, %t1218 : tensor<6304x768xf32>
    %t2805 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %t2806 = stablehlo.multiply %t2805, %t2804 : tensor<6304x768xf32>
    %t2807 = stablehlo.exponential %t2806 : tensor<6304x768xf32>
    %t2808 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %t2809 = stablehlo.multiply %t2808, %t2807 : tensor<6304x768xf32>
    %t2810 = stablehlo.multiply %t1218, %t2809 : tensor<6304x768xf32>
    %t2811 = stablehlo.add %t2803, %t2810 : tensor<6304x768xf32>
    %t2812 = stablehlo.multiply %t2793, %t2811 : tensor<6304x768xf32>
    %t2813 = stablehlo.dot_general %t2812, %t34, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %t2814 = stablehlo.dot_general %t1215, %t2812, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %t2815 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2816 = stablehlo.reduce(%t2812 init: %t2815) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %t2817 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2818 = stablehlo.reduce(%t2813 init: %t2817) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2819 = stablehlo.broadcast_in_dim %arg96, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t2820 = stablehlo.multiply %t2813, %t2819 : tensor<6304x192xf32>
    %t2821 = stablehlo.multiply %t2813, %t1211 : tensor<6304x192xf32>
    %t2822 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2823 = stablehlo.reduce(%t2821 init: %t2822) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2824 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2825 = stablehlo.reduce(%t1195 init: %t2824) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2826 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2827 = stablehlo.multiply %t2825, %t2826 : tensor<6304xf32>
    %t2828 = stablehlo.broadcast_in_dim %t2827, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2829 = stablehlo.subtract %t1195, %t2828 : tensor<6304x192xf32>
    %t2830 = stablehlo.multiply %t2829, %t2829 : tensor<6304x192xf32>
    %t2831 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2832 = stablehlo.reduce(%t2830 init: %t2831) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2833 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2834 = stablehlo.multiply %t2832, %t2833 : tensor<6304xf32>
    %t2835 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t2836 = stablehlo.add %t2834, %t2835 : tensor<6304xf32>
    %t2837 = stablehlo.rsqrt %t2836 : tensor<6304xf32>
    %t2838 = stablehlo.broadcast_in_dim %t2837, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2839 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2840 = stablehlo.reduce(%t2820 init: %t2839) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2841 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2842 = stablehlo.multiply %t2840, %t2841 : tensor<6304xf32>
    %t2843 = stablehlo.multiply %t2820, %t1211 : tensor<6304x192xf32>
    %t2844 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2845 = stablehlo.reduce(%t2843 init: %t2844) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2846 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2847 = stablehlo.multiply %t2845, %t2846 : tensor<6304xf32>
    %t2848 = stablehlo.broadcast_in_dim %t2842, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2849 = stablehlo.broadcast_in_dim %t2847, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2850 = stablehlo.multiply %t1211, %t2849 : tensor<6304x192xf32>
    %t2851 = stablehlo.subtract %t2820, %t2848 : tensor<6304x192xf32>
    %t2852 = stablehlo.subtract %t2851, %t2850 : tensor<6304x192xf32>
    %t2853 = stablehlo.multiply %t2838, %t2852 : tensor<6304x192xf32>
    %t2854 = stablehlo.add %t2792, %t2853 : tensor<6304x192xf32>
    %t2855 = stablehlo.dot_general %t2854, %t33, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t2856 = stablehlo.dot_general %t1191, %t2854, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %t2857 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2858 = stablehlo.reduce(%t2854 init: %t2857) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2859 = "stablehlo.slice"(%t2855) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t2860 = stablehlo.reshape %t2859 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2861 = stablehlo.reshape %t1111 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2862 = stablehlo.dot_general %t2860, %t2861, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t2863 = stablehlo.reshape %t2862 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t2864 = stablehlo.reshape %t1129 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2865 = stablehlo.reshape %t2859 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2866 = stablehlo.dot_general %t2864, %t2865, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t2867 = stablehlo.reshape %t2866 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2868 = stablehlo.multiply %t2863, %t1129 : tensor<6304x197xf32>
    %t2869 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2870 = stablehlo.reduce(%t2868 init: %t2869) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2871 = stablehlo.broadcast_in_dim %t2870, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2872 = stablehlo.subtract %t2863, %t2871 : tensor<6304x197xf32>
    %t2873 = stablehlo.multiply %t1129, %t2872 : tensor<6304x197xf32>
    %t2874 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2875 = stablehlo.multiply %t2873, %t2874 : tensor<6304x197xf32>
    %t2876 = stablehlo.reshape %t2875 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2877 = stablehlo.reshape %t1114 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2878 = stablehlo.dot_general %t2876, %t2877, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2879 = stablehlo.reshape %t2878 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2880 = stablehlo.reshape %t1109 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2881 = stablehlo.reshape %t2875 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2882 = stablehlo.dot_general %t2880, %t2881, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2883 = stablehlo.reshape %t2882 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2884 = stablehlo.reshape %t2883 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2885 = stablehlo.transpose %t2884, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2886 = stablehlo.reshape %t2885 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2887 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2888 = "stablehlo.pad"(%t2879, %t2887) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 512>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2889 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2890 = "stablehlo.pad"(%t2886, %t2889) <{edge_padding_low = array<i64: 0, 192>, edge_padding_high = array<i64: 0, 320>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2891 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2892 = "stablehlo.pad"(%t2867, %t2891) <{edge_padding_low = array<i64: 0, 384>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2893 = "stablehlo.slice"(%t2855) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t2894 = stablehlo.reshape %t2893 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2895 = stablehlo.reshape %t1138 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2896 = stablehlo.dot_general %t2894, %t2895, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t2897 = stablehlo.reshape %t2896 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t2898 = stablehlo.reshape %t1156 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2899 = stablehlo.reshape %t2893 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2900 = stablehlo.dot_general %t2898, %t2899, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t2901 = stablehlo.reshape %t2900 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2902 = stablehlo.multiply %t2897, %t1156 : tensor<6304x197xf32>
    %t2903 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2904 = stablehlo.reduce(%t2902 init: %t2903) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2905 = stablehlo.broadcast_in_dim %t2904, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2906 = stablehlo.subtract %t2897, %t2905 : tensor<6304x197xf32>
    %t2907 = stablehlo.multiply %t1156, %t2906 : tensor<6304x197xf32>
    %t2908 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2909 = stablehlo.multiply %t2907, %t2908 : tensor<6304x197xf32>
    %t2910 = stablehlo.reshape %t2909 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2911 = stablehlo.reshape %t1141 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2912 = stablehlo.dot_general %t2910, %t2911, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2913 = stablehlo.reshape %t2912 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2914 = stablehlo.reshape %t1136 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2915 = stablehlo.reshape %t2909 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2916 = stablehlo.dot_general %t2914, %t2915, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2917 = stablehlo.reshape %t2916 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2918 = stablehlo.reshape %t2917 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2919 = stablehlo.transpose %t2918, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2920 = stablehlo.reshape %t2919 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2921 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2922 = "stablehlo.pad"(%t2913, %t2921) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 448>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2923 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2924 = "stablehlo.pad"(%t2920, %t2923) <{edge_padding_low = array<i64: 0, 256>, edge_padding_high = array<i64: 0, 256>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2925 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2926 = "stablehlo.pad"(%t2901, %t2925) <{edge_padding_low = array<i64: 0, 448>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2927 = "stablehlo.slice"(%t2855) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t2928 = stablehlo.reshape %t2927 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2929 = stablehlo.reshape %t1165 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2930 = stablehlo.dot_general %t2928, %t2929, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t2931 = stablehlo.reshape %t2930 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t2932 = stablehlo.reshape %t1183 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2933 = stablehlo.reshape %t2927 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2934 = stablehlo.dot_general %t2932, %t2933, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t2935 = stablehlo.reshape %t2934 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2936 = stablehlo.multiply %t2931, %t1183 : tensor<6304x197xf32>
    %t2937 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2938 = stablehlo.reduce(%t2936 init: %t2937) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2939 = stablehlo.broadcast_in_dim %t2938, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t2940 = stablehlo.subtract %t2931, %t2939 : tensor<6304x197xf32>
    %t2941 = stablehlo.multiply %t1183, %t2940 : tensor<6304x197xf32>
    %t2942 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t2943 = stablehlo.multiply %t2941, %t2942 : tensor<6304x197xf32>
    %t2944 = stablehlo.reshape %t2943 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2945 = stablehlo.reshape %t1168 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2946 = stablehlo.dot_general %t2944, %t2945, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2947 = stablehlo.reshape %t2946 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2948 = stablehlo.reshape %t1163 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t2949 = stablehlo.reshape %t2943 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t2950 = stablehlo.dot_general %t2948, %t2949, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t2951 = stablehlo.reshape %t2950 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t2952 = stablehlo.reshape %t2951 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t2953 = stablehlo.transpose %t2952, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t2954 = stablehlo.reshape %t2953 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t2955 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2956 = "stablehlo.pad"(%t2947, %t2955) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 384>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2957 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2958 = "stablehlo.pad"(%t2954, %t2957) <{edge_padding_low = array<i64: 0, 320>, edge_padding_high = array<i64: 0, 192>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2959 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2960 = "stablehlo.pad"(%t2935, %t2959) <{edge_padding_low = array<i64: 0, 512>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t2961 = stablehlo.add %t2888, %t2890 : tensor<6304x576xf32>
    %t2962 = stablehlo.add %t2961, %t2892 : tensor<6304x576xf32>
    %t2963 = stablehlo.add %t2962, %t2922 : tensor<6304x576xf32>
    %t2964 = stablehlo.add %t2963, %t2924 : tensor<6304x576xf32>
    %t2965 = stablehlo.add %t2964, %t2926 : tensor<6304x576xf32>
    %t2966 = stablehlo.add %t2965, %t2956 : tensor<6304x576xf32>
    %t2967 = stablehlo.add %t2966, %t2958 : tensor<6304x576xf32>
    %t2968 = stablehlo.add %t2967, %t2960 : tensor<6304x576xf32>
    %t2969 = stablehlo.dot_general %t2968, %t32, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %t2970 = stablehlo.dot_general %t1105, %t2968, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %t2971 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2972 = stablehlo.reduce(%t2968 init: %t2971) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %t2973 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2974 = stablehlo.reduce(%t2969 init: %t2973) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2975 = stablehlo.broadcast_in_dim %arg90, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t2976 = stablehlo.multiply %t2969, %t2975 : tensor<6304x192xf32>
    %t2977 = stablehlo.multiply %t2969, %t1101 : tensor<6304x192xf32>
    %t2978 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2979 = stablehlo.reduce(%t2977 init: %t2978) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t2980 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2981 = stablehlo.reduce(%t1085 init: %t2980) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2982 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2983 = stablehlo.multiply %t2981, %t2982 : tensor<6304xf32>
    %t2984 = stablehlo.broadcast_in_dim %t2983, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2985 = stablehlo.subtract %t1085, %t2984 : tensor<6304x192xf32>
    %t2986 = stablehlo.multiply %t2985, %t2985 : tensor<6304x192xf32>
    %t2987 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2988 = stablehlo.reduce(%t2986 init: %t2987) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2989 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2990 = stablehlo.multiply %t2988, %t2989 : tensor<6304xf32>
    %t2991 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t2992 = stablehlo.add %t2990, %t2991 : tensor<6304xf32>
    %t2993 = stablehlo.rsqrt %t2992 : tensor<6304xf32>
    %t2994 = stablehlo.broadcast_in_dim %t2993, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t2995 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t2996 = stablehlo.reduce(%t2976 init: %t2995) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t2997 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t2998 = stablehlo.multiply %t2996, %t2997 : tensor<6304xf32>
    %t2999 = stablehlo.multiply %t2976, %t1101 : tensor<6304x192xf32>
    %t3000 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3001 = stablehlo.reduce(%t2999 init: %t3000) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3002 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3003 = stablehlo.multiply %t3001, %t3002 : tensor<6304xf32>
    %t3004 = stablehlo.broadcast_in_dim %t2998, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3005 = stablehlo.broadcast_in_dim %t3003, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3006 = stablehlo.multiply %t1101, %t3005 : tensor<6304x192xf32>
    %t3007 = stablehlo.subtract %t2976, %t3004 : tensor<6304x192xf32>
    %t3008 = stablehlo.subtract %t3007, %t3006 : tensor<6304x192xf32>
    %t3009 = stablehlo.multiply %t2994, %t3008 : tensor<6304x192xf32>
    %t3010 = stablehlo.add %t2854, %t3009 : tensor<6304x192xf32>
    %t3011 = stablehlo.dot_general %t3010, %t31, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %t3012 = stablehlo.dot_general %t1081, %t3010, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %t3013 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3014 = stablehlo.reduce(%t3010 init: %t3013) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3015 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t3016 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t3017 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t3018 = stablehlo.multiply %t1073, %t3017 : tensor<6304x768xf32>
    %t3019 = chlo.erf %t3018 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t3020 = stablehlo.add %t3016, %t3019 : tensor<6304x768xf32>
    %t3021 = stablehlo.multiply %t3015, %t3020 : tensor<6304x768xf32>
    %t3022 = stablehlo.multiply %t1073, %t1073 : tensor<6304x768xf32>
    %t3023 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %t3024 = stablehlo.multiply %t3023, %t3022 : tensor<6304x768xf32>
    %t3025 = stablehlo.exponential %t3024 : tensor<6304x768xf32>
    %t3026 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %t3027 = stablehlo.multiply %t3026, %t3025 : tensor<6304x768xf32>
    %t3028 = stablehlo.multiply %t1073, %t3027 : tensor<6304x768xf32>
    %t3029 = stablehlo.add %t3021, %t3028 : tensor<6304x768xf32>
    %t3030 = stablehlo.multiply %t3011, %t3029 : tensor<6304x768xf32>
    %t3031 = stablehlo.dot_general %t3030, %t30, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %t3032 = stablehlo.dot_general %t1070, %t3030, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %t3033 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3034 = stablehlo.reduce(%t3030 init: %t3033) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %t3035 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3036 = stablehlo.reduce(%t3031 init: %t3035) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3037 = stablehlo.broadcast_in_dim %arg84, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t3038 = stablehlo.multiply %t3031, %t3037 : tensor<6304x192xf32>
    %t3039 = stablehlo.multiply %t3031, %t1066 : tensor<6304x192xf32>
    %t3040 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3041 = stablehlo.reduce(%t3039 init: %t3040) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3042 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3043 = stablehlo.reduce(%t1050 init: %t3042) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3044 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3045 = stablehlo.multiply %t3043, %t3044 : tensor<6304xf32>
    %t3046 = stablehlo.broadcast_in_dim %t3045, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3047 = stablehlo.subtract %t1050, %t3046 : tensor<6304x192xf32>
    %t3048 = stablehlo.multiply %t3047, %t3047 : tensor<6304x192xf32>
    %t3049 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3050 = stablehlo.reduce(%t3048 init: %t3049) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3051 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3052 = stablehlo.multiply %t3050, %t3051 : tensor<6304xf32>
    %t3053 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t3054 = stablehlo.add %t3052, %t3053 : tensor<6304xf32>
    %t3055 = stablehlo.rsqrt %t3054 : tensor<6304xf32>
    %t3056 = stablehlo.broadcast_in_dim %t3055, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3057 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3058 = stablehlo.reduce(%t3038 init: %t3057) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3059 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3060 = stablehlo.multiply %t3058, %t3059 : tensor<6304xf32>
    %t3061 = stablehlo.multiply %t3038, %t1066 : tensor<6304x192xf32>
    %t3062 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3063 = stablehlo.reduce(%t3061 init: %t3062) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3064 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3065 = stablehlo.multiply %t3063, %t3064 : tensor<6304xf32>
    %t3066 = stablehlo.broadcast_in_dim %t3060, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3067 = stablehlo.broadcast_in_dim %t3065, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3068 = stablehlo.multiply %t1066, %t3067 : tensor<6304x192xf32>
    %t3069 = stablehlo.subtract %t3038, %t3066 : tensor<6304x192xf32>
    %t3070 = stablehlo.subtract %t3069, %t3068 : tensor<6304x192xf32>
    %t3071 = stablehlo.multiply %t3056, %t3070 : tensor<6304x192xf32>
    %t3072 = stablehlo.add %t3010, %t3071 : tensor<6304x192xf32>
    %t3073 = stablehlo.dot_general %t3072, %t29, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t3074 = stablehlo.dot_general %t1046, %t3072, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %t3075 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3076 = stablehlo.reduce(%t3072 init: %t3075) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3077 = "stablehlo.slice"(%t3073) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t3078 = stablehlo.reshape %t3077 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3079 = stablehlo.reshape %t966 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3080 = stablehlo.dot_general %t3078, %t3079, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t3081 = stablehlo.reshape %t3080 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t3082 = stablehlo.reshape %t984 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3083 = stablehlo.reshape %t3077 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3084 = stablehlo.dot_general %t3082, %t3083, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t3085 = stablehlo.reshape %t3084 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3086 = stablehlo.multiply %t3081, %t984 : tensor<6304x197xf32>
    %t3087 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3088 = stablehlo.reduce(%t3086 init: %t3087) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3089 = stablehlo.broadcast_in_dim %t3088, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t3090 = stablehlo.subtract %t3081, %t3089 : tensor<6304x197xf32>
    %t3091 = stablehlo.multiply %t984, %t3090 : tensor<6304x197xf32>
    %t3092 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t3093 = stablehlo.multiply %t3091, %t3092 : tensor<6304x197xf32>
    %t3094 = stablehlo.reshape %t3093 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3095 = stablehlo.reshape %t969 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3096 = stablehlo.dot_general %t3094, %t3095, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3097 = stablehlo.reshape %t3096 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3098 = stablehlo.reshape %t964 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3099 = stablehlo.reshape %t3093 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3100 = stablehlo.dot_general %t3098, %t3099, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t3101 = stablehlo.reshape %t3100 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t3102 = stablehlo.reshape %t3101 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3103 = stablehlo.transpose %t3102, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3104 = stablehlo.reshape %t3103 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3105 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3106 = "stablehlo.pad"(%t3097, %t3105) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 512>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3107 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3108 = "stablehlo.pad"(%t3104, %t3107) <{edge_padding_low = array<i64: 0, 192>, edge_padding_high = array<i64: 0, 320>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3109 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3110 = "stablehlo.pad"(%t3085, %t3109) <{edge_padding_low = array<i64: 0, 384>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3111 = "stablehlo.slice"(%t3073) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t3112 = stablehlo.reshape %t3111 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3113 = stablehlo.reshape %t993 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3114 = stablehlo.dot_general %t3112, %t3113, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t3115 = stablehlo.reshape %t3114 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t3116 = stablehlo.reshape %t1011 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3117 = stablehlo.reshape %t3111 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3118 = stablehlo.dot_general %t3116, %t3117, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t3119 = stablehlo.reshape %t3118 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3120 = stablehlo.multiply %t3115, %t1011 : tensor<6304x197xf32>
    %t3121 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3122 = stablehlo.reduce(%t3120 init: %t3121) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3123 = stablehlo.broadcast_in_dim %t3122, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t3124 = stablehlo.subtract %t3115, %t3123 : tensor<6304x197xf32>
    %t3125 = stablehlo.multiply %t1011, %t3124 : tensor<6304x197xf32>
    %t3126 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t3127 = stablehlo.multiply %t3125, %t3126 : tensor<6304x197xf32>
    %t3128 = stablehlo.reshape %t3127 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3129 = stablehlo.reshape %t996 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3130 = stablehlo.dot_general %t3128, %t3129, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3131 = stablehlo.reshape %t3130 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3132 = stablehlo.reshape %t991 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3133 = stablehlo.reshape %t3127 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3134 = stablehlo.dot_general %t3132, %t3133, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t3135 = stablehlo.reshape %t3134 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t3136 = stablehlo.reshape %t3135 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3137 = stablehlo.transpose %t3136, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3138 = stablehlo.reshape %t3137 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3139 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3140 = "stablehlo.pad"(%t3131, %t3139) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 448>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3141 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3142 = "stablehlo.pad"(%t3138, %t3141) <{edge_padding_low = array<i64: 0, 256>, edge_padding_high = array<i64: 0, 256>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3143 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3144 = "stablehlo.pad"(%t3119, %t3143) <{edge_padding_low = array<i64: 0, 448>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3145 = "stablehlo.slice"(%t3073) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t3146 = stablehlo.reshape %t3145 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3147 = stablehlo.reshape %t1020 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3148 = stablehlo.dot_general %t3146, %t3147, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t3149 = stablehlo.reshape %t3148 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t3150 = stablehlo.reshape %t1038 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3151 = stablehlo.reshape %t3145 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3152 = stablehlo.dot_general %t3150, %t3151, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t3153 = stablehlo.reshape %t3152 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3154 = stablehlo.multiply %t3149, %t1038 : tensor<6304x197xf32>
    %t3155 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3156 = stablehlo.reduce(%t3154 init: %t3155) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3157 = stablehlo.broadcast_in_dim %t3156, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t3158 = stablehlo.subtract %t3149, %t3157 : tensor<6304x197xf32>
    %t3159 = stablehlo.multiply %t1038, %t3158 : tensor<6304x197xf32>
    %t3160 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t3161 = stablehlo.multiply %t3159, %t3160 : tensor<6304x197xf32>
    %t3162 = stablehlo.reshape %t3161 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3163 = stablehlo.reshape %t1023 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3164 = stablehlo.dot_general %t3162, %t3163, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3165 = stablehlo.reshape %t3164 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3166 = stablehlo.reshape %t1018 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3167 = stablehlo.reshape %t3161 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3168 = stablehlo.dot_general %t3166, %t3167, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t3169 = stablehlo.reshape %t3168 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t3170 = stablehlo.reshape %t3169 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3171 = stablehlo.transpose %t3170, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3172 = stablehlo.reshape %t3171 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3173 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3174 = "stablehlo.pad"(%t3165, %t3173) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 384>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3175 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3176 = "stablehlo.pad"(%t3172, %t3175) <{edge_padding_low = array<i64: 0, 320>, edge_padding_high = array<i64: 0, 192>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3177 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3178 = "stablehlo.pad"(%t3153, %t3177) <{edge_padding_low = array<i64: 0, 512>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3179 = stablehlo.add %t3106, %t3108 : tensor<6304x576xf32>
    %t3180 = stablehlo.add %t3179, %t3110 : tensor<6304x576xf32>
    %t3181 = stablehlo.add %t3180, %t3140 : tensor<6304x576xf32>
    %t3182 = stablehlo.add %t3181, %t3142 : tensor<6304x576xf32>
    %t3183 = stablehlo.add %t3182, %t3144 : tensor<6304x576xf32>
    %t3184 = stablehlo.add %t3183, %t3174 : tensor<6304x576xf32>
    %t3185 = stablehlo.add %t3184, %t3176 : tensor<6304x576xf32>
    %t3186 = stablehlo.add %t3185, %t3178 : tensor<6304x576xf32>
    %t3187 = stablehlo.dot_general %t3186, %t28, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %t3188 = stablehlo.dot_general %t960, %t3186, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %t3189 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3190 = stablehlo.reduce(%t3186 init: %t3189) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %t3191 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3192 = stablehlo.reduce(%t3187 init: %t3191) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3193 = stablehlo.broadcast_in_dim %arg78, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t3194 = stablehlo.multiply %t3187, %t3193 : tensor<6304x192xf32>
    %t3195 = stablehlo.multiply %t3187, %t956 : tensor<6304x192xf32>
    %t3196 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3197 = stablehlo.reduce(%t3195 init: %t3196) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3198 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3199 = stablehlo.reduce(%t940 init: %t3198) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3200 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3201 = stablehlo.multiply %t3199, %t3200 : tensor<6304xf32>
    %t3202 = stablehlo.broadcast_in_dim %t3201, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3203 = stablehlo.subtract %t940, %t3202 : tensor<6304x192xf32>
    %t3204 = stablehlo.multiply %t3203, %t3203 : tensor<6304x192xf32>
    %t3205 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3206 = stablehlo.reduce(%t3204 init: %t3205) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3207 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3208 = stablehlo.multiply %t3206, %t3207 : tensor<6304xf32>
    %t3209 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t3210 = stablehlo.add %t3208, %t3209 : tensor<6304xf32>
    %t3211 = stablehlo.rsqrt %t3210 : tensor<6304xf32>
    %t3212 = stablehlo.broadcast_in_dim %t3211, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3213 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3214 = stablehlo.reduce(%t3194 init: %t3213) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3215 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3216 = stablehlo.multiply %t3214, %t3215 : tensor<6304xf32>
    %t3217 = stablehlo.multiply %t3194, %t956 : tensor<6304x192xf32>
    %t3218 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3219 = stablehlo.reduce(%t3217 init: %t3218) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3220 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3221 = stablehlo.multiply %t3219, %t3220 : tensor<6304xf32>
    %t3222 = stablehlo.broadcast_in_dim %t3216, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3223 = stablehlo.broadcast_in_dim %t3221, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3224 = stablehlo.multiply %t956, %t3223 : tensor<6304x192xf32>
    %t3225 = stablehlo.subtract %t3194, %t3222 : tensor<6304x192xf32>
    %t3226 = stablehlo.subtract %t3225, %t3224 : tensor<6304x192xf32>
    %t3227 = stablehlo.multiply %t3212, %t3226 : tensor<6304x192xf32>
    %t3228 = stablehlo.add %t3072, %t3227 : tensor<6304x192xf32>
    %t3229 = stablehlo.dot_general %t3228, %t27, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %t3230 = stablehlo.dot_general %t936, %t3228, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %t3231 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3232 = stablehlo.reduce(%t3228 init: %t3231) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3233 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t3234 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t3235 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t3236 = stablehlo.multiply %t928, %t3235 : tensor<6304x768xf32>
    %t3237 = chlo.erf %t3236 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t3238 = stablehlo.add %t3234, %t3237 : tensor<6304x768xf32>
    %t3239 = stablehlo.multiply %t3233, %t3238 : tensor<6304x768xf32>
    %t3240 = stablehlo.multiply %t928, %t928 : tensor<6304x768xf32>
    %t3241 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %t3242 = stablehlo.multiply %t3241, %t3240 : tensor<6304x768xf32>
    %t3243 = stablehlo.exponential %t3242 : tensor<6304x768xf32>
    %t3244 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %t3245 = stablehlo.multiply %t3244, %t3243 : tensor<6304x768xf32>
    %t3246 = stablehlo.multiply %t928, %t3245 : tensor<6304x768xf32>
    %t3247 = stablehlo.add %t3239, %t3246 : tensor<6304x768xf32>
    %t3248 = stablehlo.multiply %t3229, %t3247 : tensor<6304x768xf32>
    %t3249 = stablehlo.dot_general %t3248, %t26, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %t3250 = stablehlo.dot_general %t925, %t3248, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %t3251 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3252 = stablehlo.reduce(%t3248 init: %t3251) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %t3253 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3254 = stablehlo.reduce(%t3249 init: %t3253) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3255 = stablehlo.broadcast_in_dim %arg72, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t3256 = stablehlo.multiply %t3249, %t3255 : tensor<6304x192xf32>
    %t3257 = stablehlo.multiply %t3249, %t921 : tensor<6304x192xf32>
    %t3258 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3259 = stablehlo.reduce(%t3257 init: %t3258) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3260 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3261 = stablehlo.reduce(%t905 init: %t3260) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3262 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3263 = stablehlo.multiply %t3261, %t3262 : tensor<6304xf32>
    %t3264 = stablehlo.broadcast_in_dim %t3263, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3265 = stablehlo.subtract %t905, %t3264 : tensor<6304x192xf32>
    %t3266 = stablehlo.multiply %t3265, %t3265 : tensor<6304x192xf32>
    %t3267 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3268 = stablehlo.reduce(%t3266 init: %t3267) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3269 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3270 = stablehlo.multiply %t3268, %t3269 : tensor<6304xf32>
    %t3271 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t3272 = stablehlo.add %t3270, %t3271 : tensor<6304xf32>
    %t3273 = stablehlo.rsqrt %t3272 : tensor<6304xf32>
    %t3274 = stablehlo.broadcast_in_dim %t3273, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3275 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3276 = stablehlo.reduce(%t3256 init: %t3275) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3277 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3278 = stablehlo.multiply %t3276, %t3277 : tensor<6304xf32>
    %t3279 = stablehlo.multiply %t3256, %t921 : tensor<6304x192xf32>
    %t3280 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3281 = stablehlo.reduce(%t3279 init: %t3280) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3282 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3283 = stablehlo.multiply %t3281, %t3282 : tensor<6304xf32>
    %t3284 = stablehlo.broadcast_in_dim %t3278, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3285 = stablehlo.broadcast_in_dim %t3283, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3286 = stablehlo.multiply %t921, %t3285 : tensor<6304x192xf32>
    %t3287 = stablehlo.subtract %t3256, %t3284 : tensor<6304x192xf32>
    %t3288 = stablehlo.subtract %t3287, %t3286 : tensor<6304x192xf32>
    %t3289 = stablehlo.multiply %t3274, %t3288 : tensor<6304x192xf32>
    %t3290 = stablehlo.add %t3228, %t3289 : tensor<6304x192xf32>
    %t3291 = stablehlo.dot_general %t3290, %t25, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t3292 = stablehlo.dot_general %t901, %t3290, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %t3293 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3294 = stablehlo.reduce(%t3290 init: %t3293) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3295 = "stablehlo.slice"(%t3291) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t3296 = stablehlo.reshape %t3295 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3297 = stablehlo.reshape %t821 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3298 = stablehlo.dot_general %t3296, %t3297, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t3299 = stablehlo.reshape %t3298 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t3300 = stablehlo.reshape %t839 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3301 = stablehlo.reshape %t3295 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3302 = stablehlo.dot_general %t3300, %t3301, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t3303 = stablehlo.reshape %t3302 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3304 = stablehlo.multiply %t3299, %t839 : tensor<6304x197xf32>
    %t3305 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3306 = stablehlo.reduce(%t3304 init: %t3305) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3307 = stablehlo.broadcast_in_dim %t3306, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t3308 = stablehlo.subtract %t3299, %t3307 : tensor<6304x197xf32>
    %t3309 = stablehlo.multiply %t839, %t3308 : tensor<6304x197xf32>
    %t3310 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t3311 = stablehlo.multiply %t3309, %t3310 : tensor<6304x197xf32>
    %t3312 = stablehlo.reshape %t3311 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3313 = stablehlo.reshape %t824 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3314 = stablehlo.dot_general %t3312, %t3313, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3315 = stablehlo.reshape %t3314 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3316 = stablehlo.reshape %t819 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3317 = stablehlo.reshape %t3311 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3318 = stablehlo.dot_general %t3316, %t3317, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t3319 = stablehlo.reshape %t3318 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t3320 = stablehlo.reshape %t3319 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3321 = stablehlo.transpose %t3320, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3322 = stablehlo.reshape %t3321 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3323 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3324 = "stablehlo.pad"(%t3315, %t3323) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 512>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3325 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3326 = "stablehlo.pad"(%t3322, %t3325) <{edge_padding_low = array<i64: 0, 192>, edge_padding_high = array<i64: 0, 320>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3327 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3328 = "stablehlo.pad"(%t3303, %t3327) <{edge_padding_low = array<i64: 0, 384>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3329 = "stablehlo.slice"(%t3291) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t3330 = stablehlo.reshape %t3329 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3331 = stablehlo.reshape %t848 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3332 = stablehlo.dot_general %t3330, %t3331, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t3333 = stablehlo.reshape %t3332 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t3334 = stablehlo.reshape %t866 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3335 = stablehlo.reshape %t3329 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3336 = stablehlo.dot_general %t3334, %t3335, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t3337 = stablehlo.reshape %t3336 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3338 = stablehlo.multiply %t3333, %t866 : tensor<6304x197xf32>
    %t3339 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3340 = stablehlo.reduce(%t3338 init: %t3339) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3341 = stablehlo.broadcast_in_dim %t3340, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t3342 = stablehlo.subtract %t3333, %t3341 : tensor<6304x197xf32>
    %t3343 = stablehlo.multiply %t866, %t3342 : tensor<6304x197xf32>
    %t3344 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t3345 = stablehlo.multiply %t3343, %t3344 : tensor<6304x197xf32>
    %t3346 = stablehlo.reshape %t3345 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3347 = stablehlo.reshape %t851 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3348 = stablehlo.dot_general %t3346, %t3347, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3349 = stablehlo.reshape %t3348 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3350 = stablehlo.reshape %t846 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3351 = stablehlo.reshape %t3345 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3352 = stablehlo.dot_general %t3350, %t3351, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t3353 = stablehlo.reshape %t3352 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t3354 = stablehlo.reshape %t3353 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3355 = stablehlo.transpose %t3354, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3356 = stablehlo.reshape %t3355 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3357 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3358 = "stablehlo.pad"(%t3349, %t3357) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 448>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3359 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3360 = "stablehlo.pad"(%t3356, %t3359) <{edge_padding_low = array<i64: 0, 256>, edge_padding_high = array<i64: 0, 256>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3361 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3362 = "stablehlo.pad"(%t3337, %t3361) <{edge_padding_low = array<i64: 0, 448>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3363 = "stablehlo.slice"(%t3291) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t3364 = stablehlo.reshape %t3363 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3365 = stablehlo.reshape %t875 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3366 = stablehlo.dot_general %t3364, %t3365, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t3367 = stablehlo.reshape %t3366 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t3368 = stablehlo.reshape %t893 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3369 = stablehlo.reshape %t3363 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3370 = stablehlo.dot_general %t3368, %t3369, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t3371 = stablehlo.reshape %t3370 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3372 = stablehlo.multiply %t3367, %t893 : tensor<6304x197xf32>
    %t3373 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3374 = stablehlo.reduce(%t3372 init: %t3373) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3375 = stablehlo.broadcast_in_dim %t3374, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t3376 = stablehlo.subtract %t3367, %t3375 : tensor<6304x197xf32>
    %t3377 = stablehlo.multiply %t893, %t3376 : tensor<6304x197xf32>
    %t3378 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t3379 = stablehlo.multiply %t3377, %t3378 : tensor<6304x197xf32>
    %t3380 = stablehlo.reshape %t3379 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3381 = stablehlo.reshape %t878 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3382 = stablehlo.dot_general %t3380, %t3381, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3383 = stablehlo.reshape %t3382 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3384 = stablehlo.reshape %t873 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3385 = stablehlo.reshape %t3379 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3386 = stablehlo.dot_general %t3384, %t3385, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t3387 = stablehlo.reshape %t3386 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t3388 = stablehlo.reshape %t3387 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3389 = stablehlo.transpose %t3388, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3390 = stablehlo.reshape %t3389 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3391 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3392 = "stablehlo.pad"(%t3383, %t3391) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 384>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3393 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3394 = "stablehlo.pad"(%t3390, %t3393) <{edge_padding_low = array<i64: 0, 320>, edge_padding_high = array<i64: 0, 192>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3395 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3396 = "stablehlo.pad"(%t3371, %t3395) <{edge_padding_low = array<i64: 0, 512>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3397 = stablehlo.add %t3324, %t3326 : tensor<6304x576xf32>
    %t3398 = stablehlo.add %t3397, %t3328 : tensor<6304x576xf32>
    %t3399 = stablehlo.add %t3398, %t3358 : tensor<6304x576xf32>
    %t3400 = stablehlo.add %t3399, %t3360 : tensor<6304x576xf32>
    %t3401 = stablehlo.add %t3400, %t3362 : tensor<6304x576xf32>
    %t3402 = stablehlo.add %t3401, %t3392 : tensor<6304x576xf32>
    %t3403 = stablehlo.add %t3402, %t3394 : tensor<6304x576xf32>
    %t3404 = stablehlo.add %t3403, %t3396 : tensor<6304x576xf32>
    %t3405 = stablehlo.dot_general %t3404, %t24, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %t3406 = stablehlo.dot_general %t815, %t3404, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %t3407 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3408 = stablehlo.reduce(%t3404 init: %t3407) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %t3409 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3410 = stablehlo.reduce(%t3405 init: %t3409) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3411 = stablehlo.broadcast_in_dim %arg66, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t3412 = stablehlo.multiply %t3405, %t3411 : tensor<6304x192xf32>
    %t3413 = stablehlo.multiply %t3405, %t811 : tensor<6304x192xf32>
    %t3414 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3415 = stablehlo.reduce(%t3413 init: %t3414) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3416 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3417 = stablehlo.reduce(%t795 init: %t3416) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3418 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3419 = stablehlo.multiply %t3417, %t3418 : tensor<6304xf32>
    %t3420 = stablehlo.broadcast_in_dim %t3419, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3421 = stablehlo.subtract %t795, %t3420 : tensor<6304x192xf32>
    %t3422 = stablehlo.multiply %t3421, %t3421 : tensor<6304x192xf32>
    %t3423 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3424 = stablehlo.reduce(%t3422 init: %t3423) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3425 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3426 = stablehlo.multiply %t3424, %t3425 : tensor<6304xf32>
    %t3427 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t3428 = stablehlo.add %t3426, %t3427 : tensor<6304xf32>
    %t3429 = stablehlo.rsqrt %t3428 : tensor<6304xf32>
    %t3430 = stablehlo.broadcast_in_dim %t3429, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3431 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3432 = stablehlo.reduce(%t3412 init: %t3431) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3433 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3434 = stablehlo.multiply %t3432, %t3433 : tensor<6304xf32>
    %t3435 = stablehlo.multiply %t3412, %t811 : tensor<6304x192xf32>
    %t3436 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3437 = stablehlo.reduce(%t3435 init: %t3436) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3438 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3439 = stablehlo.multiply %t3437, %t3438 : tensor<6304xf32>
    %t3440 = stablehlo.broadcast_in_dim %t3434, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3441 = stablehlo.broadcast_in_dim %t3439, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3442 = stablehlo.multiply %t811, %t3441 : tensor<6304x192xf32>
    %t3443 = stablehlo.subtract %t3412, %t3440 : tensor<6304x192xf32>
    %t3444 = stablehlo.subtract %t3443, %t3442 : tensor<6304x192xf32>
    %t3445 = stablehlo.multiply %t3430, %t3444 : tensor<6304x192xf32>
    %t3446 = stablehlo.add %t3290, %t3445 : tensor<6304x192xf32>
    %t3447 = stablehlo.dot_general %t3446, %t23, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %t3448 = stablehlo.dot_general %t791, %t3446, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %t3449 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3450 = stablehlo.reduce(%t3446 init: %t3449) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3451 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t3452 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t3453 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t3454 = stablehlo.multiply %t783, %t3453 : tensor<6304x768xf32>
    %t3455 = chlo.erf %t3454 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t3456 = stablehlo.add %t3452, %t3455 : tensor<6304x768xf32>
    %t3457 = stablehlo.multiply %t3451, %t3456 : tensor<6304x768xf32>
    %t3458 = stablehlo.multiply %t783, %t783 : tensor<6304x768xf32>
    %t3459 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %t3460 = stablehlo.multiply %t3459, %t3458 : tensor<6304x768xf32>
    %t3461 = stablehlo.exponential %t3460 : tensor<6304x768xf32>
    %t3462 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %t3463 = stablehlo.multiply %t3462, %t3461 : tensor<6304x768xf32>
    %t3464 = stablehlo.multiply %t783, %t3463 : tensor<6304x768xf32>
    %t3465 = stablehlo.add %t3457, %t3464 : tensor<6304x768xf32>
    %t3466 = stablehlo.multiply %t3447, %t3465 : tensor<6304x768xf32>
    %t3467 = stablehlo.dot_general %t3466, %t22, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %t3468 = stablehlo.dot_general %t780, %t3466, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %t3469 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3470 = stablehlo.reduce(%t3466 init: %t3469) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %t3471 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3472 = stablehlo.reduce(%t3467 init: %t3471) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3473 = stablehlo.broadcast_in_dim %arg60, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t3474 = stablehlo.multiply %t3467, %t3473 : tensor<6304x192xf32>
    %t3475 = stablehlo.multiply %t3467, %t776 : tensor<6304x192xf32>
    %t3476 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3477 = stablehlo.reduce(%t3475 init: %t3476) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3478 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3479 = stablehlo.reduce(%t760 init: %t3478) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3480 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3481 = stablehlo.multiply %t3479, %t3480 : tensor<6304xf32>
    %t3482 = stablehlo.broadcast_in_dim %t3481, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3483 = stablehlo.subtract %t760, %t3482 : tensor<6304x192xf32>
    %t3484 = stablehlo.multiply %t3483, %t3483 : tensor<6304x192xf32>
    %t3485 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3486 = stablehlo.reduce(%t3484 init: %t3485) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3487 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3488 = stablehlo.multiply %t3486, %t3487 : tensor<6304xf32>
    %t3489 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t3490 = stablehlo.add %t3488, %t3489 : tensor<6304xf32>
    %t3491 = stablehlo.rsqrt %t3490 : tensor<6304xf32>
    %t3492 = stablehlo.broadcast_in_dim %t3491, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3493 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3494 = stablehlo.reduce(%t3474 init: %t3493) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3495 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3496 = stablehlo.multiply %t3494, %t3495 : tensor<6304xf32>
    %t3497 = stablehlo.multiply %t3474, %t776 : tensor<6304x192xf32>
    %t3498 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3499 = stablehlo.reduce(%t3497 init: %t3498) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3500 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3501 = stablehlo.multiply %t3499, %t3500 : tensor<6304xf32>
    %t3502 = stablehlo.broadcast_in_dim %t3496, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3503 = stablehlo.broadcast_in_dim %t3501, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3504 = stablehlo.multiply %t776, %t3503 : tensor<6304x192xf32>
    %t3505 = stablehlo.subtract %t3474, %t3502 : tensor<6304x192xf32>
    %t3506 = stablehlo.subtract %t3505, %t3504 : tensor<6304x192xf32>
    %t3507 = stablehlo.multiply %t3492, %t3506 : tensor<6304x192xf32>
    %t3508 = stablehlo.add %t3446, %t3507 : tensor<6304x192xf32>
    %t3509 = stablehlo.dot_general %t3508, %t21, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t3510 = stablehlo.dot_general %t756, %t3508, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %t3511 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3512 = stablehlo.reduce(%t3508 init: %t3511) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3513 = "stablehlo.slice"(%t3509) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t3514 = stablehlo.reshape %t3513 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3515 = stablehlo.reshape %t676 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3516 = stablehlo.dot_general %t3514, %t3515, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t3517 = stablehlo.reshape %t3516 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t3518 = stablehlo.reshape %t694 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3519 = stablehlo.reshape %t3513 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3520 = stablehlo.dot_general %t3518, %t3519, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t3521 = stablehlo.reshape %t3520 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3522 = stablehlo.multiply %t3517, %t694 : tensor<6304x197xf32>
    %t3523 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3524 = stablehlo.reduce(%t3522 init: %t3523) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3525 = stablehlo.broadcast_in_dim %t3524, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t3526 = stablehlo.subtract %t3517, %t3525 : tensor<6304x197xf32>
    %t3527 = stablehlo.multiply %t694, %t3526 : tensor<6304x197xf32>
    %t3528 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t3529 = stablehlo.multiply %t3527, %t3528 : tensor<6304x197xf32>
    %t3530 = stablehlo.reshape %t3529 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3531 = stablehlo.reshape %t679 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3532 = stablehlo.dot_general %t3530, %t3531, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3533 = stablehlo.reshape %t3532 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3534 = stablehlo.reshape %t674 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3535 = stablehlo.reshape %t3529 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3536 = stablehlo.dot_general %t3534, %t3535, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t3537 = stablehlo.reshape %t3536 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t3538 = stablehlo.reshape %t3537 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3539 = stablehlo.transpose %t3538, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3540 = stablehlo.reshape %t3539 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3541 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3542 = "stablehlo.pad"(%t3533, %t3541) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 512>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3543 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3544 = "stablehlo.pad"(%t3540, %t3543) <{edge_padding_low = array<i64: 0, 192>, edge_padding_high = array<i64: 0, 320>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3545 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3546 = "stablehlo.pad"(%t3521, %t3545) <{edge_padding_low = array<i64: 0, 384>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3547 = "stablehlo.slice"(%t3509) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t3548 = stablehlo.reshape %t3547 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3549 = stablehlo.reshape %t703 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3550 = stablehlo.dot_general %t3548, %t3549, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t3551 = stablehlo.reshape %t3550 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t3552 = stablehlo.reshape %t721 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3553 = stablehlo.reshape %t3547 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3554 = stablehlo.dot_general %t3552, %t3553, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t3555 = stablehlo.reshape %t3554 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3556 = stablehlo.multiply %t3551, %t721 : tensor<6304x197xf32>
    %t3557 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3558 = stablehlo.reduce(%t3556 init: %t3557) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3559 = stablehlo.broadcast_in_dim %t3558, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t3560 = stablehlo.subtract %t3551, %t3559 : tensor<6304x197xf32>
    %t3561 = stablehlo.multiply %t721, %t3560 : tensor<6304x197xf32>
    %t3562 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t3563 = stablehlo.multiply %t3561, %t3562 : tensor<6304x197xf32>
    %t3564 = stablehlo.reshape %t3563 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3565 = stablehlo.reshape %t706 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3566 = stablehlo.dot_general %t3564, %t3565, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3567 = stablehlo.reshape %t3566 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3568 = stablehlo.reshape %t701 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3569 = stablehlo.reshape %t3563 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3570 = stablehlo.dot_general %t3568, %t3569, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t3571 = stablehlo.reshape %t3570 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t3572 = stablehlo.reshape %t3571 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3573 = stablehlo.transpose %t3572, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3574 = stablehlo.reshape %t3573 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3575 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3576 = "stablehlo.pad"(%t3567, %t3575) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 448>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3577 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3578 = "stablehlo.pad"(%t3574, %t3577) <{edge_padding_low = array<i64: 0, 256>, edge_padding_high = array<i64: 0, 256>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3579 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3580 = "stablehlo.pad"(%t3555, %t3579) <{edge_padding_low = array<i64: 0, 448>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3581 = "stablehlo.slice"(%t3509) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t3582 = stablehlo.reshape %t3581 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3583 = stablehlo.reshape %t730 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3584 = stablehlo.dot_general %t3582, %t3583, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t3585 = stablehlo.reshape %t3584 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t3586 = stablehlo.reshape %t748 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3587 = stablehlo.reshape %t3581 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3588 = stablehlo.dot_general %t3586, %t3587, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t3589 = stablehlo.reshape %t3588 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3590 = stablehlo.multiply %t3585, %t748 : tensor<6304x197xf32>
    %t3591 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3592 = stablehlo.reduce(%t3590 init: %t3591) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3593 = stablehlo.broadcast_in_dim %t3592, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t3594 = stablehlo.subtract %t3585, %t3593 : tensor<6304x197xf32>
    %t3595 = stablehlo.multiply %t748, %t3594 : tensor<6304x197xf32>
    %t3596 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t3597 = stablehlo.multiply %t3595, %t3596 : tensor<6304x197xf32>
    %t3598 = stablehlo.reshape %t3597 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3599 = stablehlo.reshape %t733 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3600 = stablehlo.dot_general %t3598, %t3599, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3601 = stablehlo.reshape %t3600 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3602 = stablehlo.reshape %t728 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3603 = stablehlo.reshape %t3597 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3604 = stablehlo.dot_general %t3602, %t3603, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t3605 = stablehlo.reshape %t3604 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t3606 = stablehlo.reshape %t3605 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3607 = stablehlo.transpose %t3606, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3608 = stablehlo.reshape %t3607 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3609 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3610 = "stablehlo.pad"(%t3601, %t3609) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 384>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3611 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3612 = "stablehlo.pad"(%t3608, %t3611) <{edge_padding_low = array<i64: 0, 320>, edge_padding_high = array<i64: 0, 192>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3613 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3614 = "stablehlo.pad"(%t3589, %t3613) <{edge_padding_low = array<i64: 0, 512>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3615 = stablehlo.add %t3542, %t3544 : tensor<6304x576xf32>
    %t3616 = stablehlo.add %t3615, %t3546 : tensor<6304x576xf32>
    %t3617 = stablehlo.add %t3616, %t3576 : tensor<6304x576xf32>
    %t3618 = stablehlo.add %t3617, %t3578 : tensor<6304x576xf32>
    %t3619 = stablehlo.add %t3618, %t3580 : tensor<6304x576xf32>
    %t3620 = stablehlo.add %t3619, %t3610 : tensor<6304x576xf32>
    %t3621 = stablehlo.add %t3620, %t3612 : tensor<6304x576xf32>
    %t3622 = stablehlo.add %t3621, %t3614 : tensor<6304x576xf32>
    %t3623 = stablehlo.dot_general %t3622, %t20, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %t3624 = stablehlo.dot_general %t670, %t3622, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %t3625 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3626 = stablehlo.reduce(%t3622 init: %t3625) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %t3627 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3628 = stablehlo.reduce(%t3623 init: %t3627) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3629 = stablehlo.broadcast_in_dim %arg54, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t3630 = stablehlo.multiply %t3623, %t3629 : tensor<6304x192xf32>
    %t3631 = stablehlo.multiply %t3623, %t666 : tensor<6304x192xf32>
    %t3632 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3633 = stablehlo.reduce(%t3631 init: %t3632) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3634 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3635 = stablehlo.reduce(%t650 init: %t3634) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3636 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3637 = stablehlo.multiply %t3635, %t3636 : tensor<6304xf32>
    %t3638 = stablehlo.broadcast_in_dim %t3637, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3639 = stablehlo.subtract %t650, %t3638 : tensor<6304x192xf32>
    %t3640 = stablehlo.multiply %t3639, %t3639 : tensor<6304x192xf32>
    %t3641 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3642 = stablehlo.reduce(%t3640 init: %t3641) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3643 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3644 = stablehlo.multiply %t3642, %t3643 : tensor<6304xf32>
    %t3645 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t3646 = stablehlo.add %t3644, %t3645 : tensor<6304xf32>
    %t3647 = stablehlo.rsqrt %t3646 : tensor<6304xf32>
    %t3648 = stablehlo.broadcast_in_dim %t3647, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3649 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3650 = stablehlo.reduce(%t3630 init: %t3649) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3651 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3652 = stablehlo.multiply %t3650, %t3651 : tensor<6304xf32>
    %t3653 = stablehlo.multiply %t3630, %t666 : tensor<6304x192xf32>
    %t3654 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3655 = stablehlo.reduce(%t3653 init: %t3654) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3656 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3657 = stablehlo.multiply %t3655, %t3656 : tensor<6304xf32>
    %t3658 = stablehlo.broadcast_in_dim %t3652, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3659 = stablehlo.broadcast_in_dim %t3657, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3660 = stablehlo.multiply %t666, %t3659 : tensor<6304x192xf32>
    %t3661 = stablehlo.subtract %t3630, %t3658 : tensor<6304x192xf32>
    %t3662 = stablehlo.subtract %t3661, %t3660 : tensor<6304x192xf32>
    %t3663 = stablehlo.multiply %t3648, %t3662 : tensor<6304x192xf32>
    %t3664 = stablehlo.add %t3508, %t3663 : tensor<6304x192xf32>
    %t3665 = stablehlo.dot_general %t3664, %t19, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %t3666 = stablehlo.dot_general %t646, %t3664, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %t3667 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3668 = stablehlo.reduce(%t3664 init: %t3667) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3669 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t3670 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t3671 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t3672 = stablehlo.multiply %t638, %t3671 : tensor<6304x768xf32>
    %t3673 = chlo.erf %t3672 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t3674 = stablehlo.add %t3670, %t3673 : tensor<6304x768xf32>
    %t3675 = stablehlo.multiply %t3669, %t3674 : tensor<6304x768xf32>
    %t3676 = stablehlo.multiply %t638, %t638 : tensor<6304x768xf32>
    %t3677 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %t3678 = stablehlo.multiply %t3677, %t3676 : tensor<6304x768xf32>
    %t3679 = stablehlo.exponential %t3678 : tensor<6304x768xf32>
    %t3680 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %t3681 = stablehlo.multiply %t3680, %t3679 : tensor<6304x768xf32>
    %t3682 = stablehlo.multiply %t638, %t3681 : tensor<6304x768xf32>
    %t3683 = stablehlo.add %t3675, %t3682 : tensor<6304x768xf32>
    %t3684 = stablehlo.multiply %t3665, %t3683 : tensor<6304x768xf32>
    %t3685 = stablehlo.dot_general %t3684, %t18, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %t3686 = stablehlo.dot_general %t635, %t3684, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %t3687 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3688 = stablehlo.reduce(%t3684 init: %t3687) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %t3689 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3690 = stablehlo.reduce(%t3685 init: %t3689) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3691 = stablehlo.broadcast_in_dim %arg48, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t3692 = stablehlo.multiply %t3685, %t3691 : tensor<6304x192xf32>
    %t3693 = stablehlo.multiply %t3685, %t631 : tensor<6304x192xf32>
    %t3694 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3695 = stablehlo.reduce(%t3693 init: %t3694) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3696 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3697 = stablehlo.reduce(%t615 init: %t3696) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3698 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3699 = stablehlo.multiply %t3697, %t3698 : tensor<6304xf32>
    %t3700 = stablehlo.broadcast_in_dim %t3699, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3701 = stablehlo.subtract %t615, %t3700 : tensor<6304x192xf32>
    %t3702 = stablehlo.multiply %t3701, %t3701 : tensor<6304x192xf32>
    %t3703 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3704 = stablehlo.reduce(%t3702 init: %t3703) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3705 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3706 = stablehlo.multiply %t3704, %t3705 : tensor<6304xf32>
    %t3707 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t3708 = stablehlo.add %t3706, %t3707 : tensor<6304xf32>
    %t3709 = stablehlo.rsqrt %t3708 : tensor<6304xf32>
    %t3710 = stablehlo.broadcast_in_dim %t3709, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3711 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3712 = stablehlo.reduce(%t3692 init: %t3711) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3713 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3714 = stablehlo.multiply %t3712, %t3713 : tensor<6304xf32>
    %t3715 = stablehlo.multiply %t3692, %t631 : tensor<6304x192xf32>
    %t3716 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3717 = stablehlo.reduce(%t3715 init: %t3716) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3718 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3719 = stablehlo.multiply %t3717, %t3718 : tensor<6304xf32>
    %t3720 = stablehlo.broadcast_in_dim %t3714, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3721 = stablehlo.broadcast_in_dim %t3719, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3722 = stablehlo.multiply %t631, %t3721 : tensor<6304x192xf32>
    %t3723 = stablehlo.subtract %t3692, %t3720 : tensor<6304x192xf32>
    %t3724 = stablehlo.subtract %t3723, %t3722 : tensor<6304x192xf32>
    %t3725 = stablehlo.multiply %t3710, %t3724 : tensor<6304x192xf32>
    %t3726 = stablehlo.add %t3664, %t3725 : tensor<6304x192xf32>
    %t3727 = stablehlo.dot_general %t3726, %t17, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t3728 = stablehlo.dot_general %t611, %t3726, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %t3729 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3730 = stablehlo.reduce(%t3726 init: %t3729) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3731 = "stablehlo.slice"(%t3727) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t3732 = stablehlo.reshape %t3731 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3733 = stablehlo.reshape %t531 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3734 = stablehlo.dot_general %t3732, %t3733, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t3735 = stablehlo.reshape %t3734 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t3736 = stablehlo.reshape %t549 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3737 = stablehlo.reshape %t3731 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3738 = stablehlo.dot_general %t3736, %t3737, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t3739 = stablehlo.reshape %t3738 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3740 = stablehlo.multiply %t3735, %t549 : tensor<6304x197xf32>
    %t3741 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3742 = stablehlo.reduce(%t3740 init: %t3741) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3743 = stablehlo.broadcast_in_dim %t3742, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t3744 = stablehlo.subtract %t3735, %t3743 : tensor<6304x197xf32>
    %t3745 = stablehlo.multiply %t549, %t3744 : tensor<6304x197xf32>
    %t3746 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t3747 = stablehlo.multiply %t3745, %t3746 : tensor<6304x197xf32>
    %t3748 = stablehlo.reshape %t3747 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3749 = stablehlo.reshape %t534 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3750 = stablehlo.dot_general %t3748, %t3749, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3751 = stablehlo.reshape %t3750 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3752 = stablehlo.reshape %t529 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3753 = stablehlo.reshape %t3747 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3754 = stablehlo.dot_general %t3752, %t3753, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t3755 = stablehlo.reshape %t3754 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t3756 = stablehlo.reshape %t3755 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3757 = stablehlo.transpose %t3756, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3758 = stablehlo.reshape %t3757 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3759 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3760 = "stablehlo.pad"(%t3751, %t3759) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 512>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3761 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3762 = "stablehlo.pad"(%t3758, %t3761) <{edge_padding_low = array<i64: 0, 192>, edge_padding_high = array<i64: 0, 320>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3763 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3764 = "stablehlo.pad"(%t3739, %t3763) <{edge_padding_low = array<i64: 0, 384>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3765 = "stablehlo.slice"(%t3727) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t3766 = stablehlo.reshape %t3765 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3767 = stablehlo.reshape %t558 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3768 = stablehlo.dot_general %t3766, %t3767, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t3769 = stablehlo.reshape %t3768 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t3770 = stablehlo.reshape %t576 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3771 = stablehlo.reshape %t3765 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3772 = stablehlo.dot_general %t3770, %t3771, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t3773 = stablehlo.reshape %t3772 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3774 = stablehlo.multiply %t3769, %t576 : tensor<6304x197xf32>
    %t3775 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3776 = stablehlo.reduce(%t3774 init: %t3775) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3777 = stablehlo.broadcast_in_dim %t3776, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t3778 = stablehlo.subtract %t3769, %t3777 : tensor<6304x197xf32>
    %t3779 = stablehlo.multiply %t576, %t3778 : tensor<6304x197xf32>
    %t3780 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t3781 = stablehlo.multiply %t3779, %t3780 : tensor<6304x197xf32>
    %t3782 = stablehlo.reshape %t3781 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3783 = stablehlo.reshape %t561 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3784 = stablehlo.dot_general %t3782, %t3783, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3785 = stablehlo.reshape %t3784 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3786 = stablehlo.reshape %t556 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3787 = stablehlo.reshape %t3781 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3788 = stablehlo.dot_general %t3786, %t3787, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t3789 = stablehlo.reshape %t3788 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t3790 = stablehlo.reshape %t3789 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3791 = stablehlo.transpose %t3790, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3792 = stablehlo.reshape %t3791 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3793 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3794 = "stablehlo.pad"(%t3785, %t3793) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 448>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3795 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3796 = "stablehlo.pad"(%t3792, %t3795) <{edge_padding_low = array<i64: 0, 256>, edge_padding_high = array<i64: 0, 256>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3797 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3798 = "stablehlo.pad"(%t3773, %t3797) <{edge_padding_low = array<i64: 0, 448>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3799 = "stablehlo.slice"(%t3727) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t3800 = stablehlo.reshape %t3799 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3801 = stablehlo.reshape %t585 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3802 = stablehlo.dot_general %t3800, %t3801, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t3803 = stablehlo.reshape %t3802 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t3804 = stablehlo.reshape %t603 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3805 = stablehlo.reshape %t3799 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3806 = stablehlo.dot_general %t3804, %t3805, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t3807 = stablehlo.reshape %t3806 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3808 = stablehlo.multiply %t3803, %t603 : tensor<6304x197xf32>
    %t3809 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3810 = stablehlo.reduce(%t3808 init: %t3809) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3811 = stablehlo.broadcast_in_dim %t3810, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t3812 = stablehlo.subtract %t3803, %t3811 : tensor<6304x197xf32>
    %t3813 = stablehlo.multiply %t603, %t3812 : tensor<6304x197xf32>
    %t3814 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t3815 = stablehlo.multiply %t3813, %t3814 : tensor<6304x197xf32>
    %t3816 = stablehlo.reshape %t3815 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3817 = stablehlo.reshape %t588 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3818 = stablehlo.dot_general %t3816, %t3817, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3819 = stablehlo.reshape %t3818 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3820 = stablehlo.reshape %t583 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3821 = stablehlo.reshape %t3815 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3822 = stablehlo.dot_general %t3820, %t3821, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t3823 = stablehlo.reshape %t3822 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t3824 = stablehlo.reshape %t3823 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3825 = stablehlo.transpose %t3824, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3826 = stablehlo.reshape %t3825 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3827 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3828 = "stablehlo.pad"(%t3819, %t3827) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 384>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3829 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3830 = "stablehlo.pad"(%t3826, %t3829) <{edge_padding_low = array<i64: 0, 320>, edge_padding_high = array<i64: 0, 192>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3831 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3832 = "stablehlo.pad"(%t3807, %t3831) <{edge_padding_low = array<i64: 0, 512>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3833 = stablehlo.add %t3760, %t3762 : tensor<6304x576xf32>
    %t3834 = stablehlo.add %t3833, %t3764 : tensor<6304x576xf32>
    %t3835 = stablehlo.add %t3834, %t3794 : tensor<6304x576xf32>
    %t3836 = stablehlo.add %t3835, %t3796 : tensor<6304x576xf32>
    %t3837 = stablehlo.add %t3836, %t3798 : tensor<6304x576xf32>
    %t3838 = stablehlo.add %t3837, %t3828 : tensor<6304x576xf32>
    %t3839 = stablehlo.add %t3838, %t3830 : tensor<6304x576xf32>
    %t3840 = stablehlo.add %t3839, %t3832 : tensor<6304x576xf32>
    %t3841 = stablehlo.dot_general %t3840, %t16, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %t3842 = stablehlo.dot_general %t525, %t3840, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %t3843 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3844 = stablehlo.reduce(%t3840 init: %t3843) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %t3845 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3846 = stablehlo.reduce(%t3841 init: %t3845) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3847 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t3848 = stablehlo.multiply %t3841, %t3847 : tensor<6304x192xf32>
    %t3849 = stablehlo.multiply %t3841, %t521 : tensor<6304x192xf32>
    %t3850 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3851 = stablehlo.reduce(%t3849 init: %t3850) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3852 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3853 = stablehlo.reduce(%t505 init: %t3852) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3854 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3855 = stablehlo.multiply %t3853, %t3854 : tensor<6304xf32>
    %t3856 = stablehlo.broadcast_in_dim %t3855, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3857 = stablehlo.subtract %t505, %t3856 : tensor<6304x192xf32>
    %t3858 = stablehlo.multiply %t3857, %t3857 : tensor<6304x192xf32>
    %t3859 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3860 = stablehlo.reduce(%t3858 init: %t3859) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3861 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3862 = stablehlo.multiply %t3860, %t3861 : tensor<6304xf32>
    %t3863 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t3864 = stablehlo.add %t3862, %t3863 : tensor<6304xf32>
    %t3865 = stablehlo.rsqrt %t3864 : tensor<6304xf32>
    %t3866 = stablehlo.broadcast_in_dim %t3865, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3867 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3868 = stablehlo.reduce(%t3848 init: %t3867) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3869 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3870 = stablehlo.multiply %t3868, %t3869 : tensor<6304xf32>
    %t3871 = stablehlo.multiply %t3848, %t521 : tensor<6304x192xf32>
    %t3872 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3873 = stablehlo.reduce(%t3871 init: %t3872) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3874 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3875 = stablehlo.multiply %t3873, %t3874 : tensor<6304xf32>
    %t3876 = stablehlo.broadcast_in_dim %t3870, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3877 = stablehlo.broadcast_in_dim %t3875, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3878 = stablehlo.multiply %t521, %t3877 : tensor<6304x192xf32>
    %t3879 = stablehlo.subtract %t3848, %t3876 : tensor<6304x192xf32>
    %t3880 = stablehlo.subtract %t3879, %t3878 : tensor<6304x192xf32>
    %t3881 = stablehlo.multiply %t3866, %t3880 : tensor<6304x192xf32>
    %t3882 = stablehlo.add %t3726, %t3881 : tensor<6304x192xf32>
    %t3883 = stablehlo.dot_general %t3882, %t15, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %t3884 = stablehlo.dot_general %t501, %t3882, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %t3885 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3886 = stablehlo.reduce(%t3882 init: %t3885) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3887 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t3888 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t3889 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t3890 = stablehlo.multiply %t493, %t3889 : tensor<6304x768xf32>
    %t3891 = chlo.erf %t3890 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t3892 = stablehlo.add %t3888, %t3891 : tensor<6304x768xf32>
    %t3893 = stablehlo.multiply %t3887, %t3892 : tensor<6304x768xf32>
    %t3894 = stablehlo.multiply %t493, %t493 : tensor<6304x768xf32>
    %t3895 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %t3896 = stablehlo.multiply %t3895, %t3894 : tensor<6304x768xf32>
    %t3897 = stablehlo.exponential %t3896 : tensor<6304x768xf32>
    %t3898 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %t3899 = stablehlo.multiply %t3898, %t3897 : tensor<6304x768xf32>
    %t3900 = stablehlo.multiply %t493, %t3899 : tensor<6304x768xf32>
    %t3901 = stablehlo.add %t3893, %t3900 : tensor<6304x768xf32>
    %t3902 = stablehlo.multiply %t3883, %t3901 : tensor<6304x768xf32>
    %t3903 = stablehlo.dot_general %t3902, %t14, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %t3904 = stablehlo.dot_general %t490, %t3902, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %t3905 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3906 = stablehlo.reduce(%t3902 init: %t3905) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %t3907 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3908 = stablehlo.reduce(%t3903 init: %t3907) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3909 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t3910 = stablehlo.multiply %t3903, %t3909 : tensor<6304x192xf32>
    %t3911 = stablehlo.multiply %t3903, %t486 : tensor<6304x192xf32>
    %t3912 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3913 = stablehlo.reduce(%t3911 init: %t3912) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3914 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3915 = stablehlo.reduce(%t470 init: %t3914) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3916 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3917 = stablehlo.multiply %t3915, %t3916 : tensor<6304xf32>
    %t3918 = stablehlo.broadcast_in_dim %t3917, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3919 = stablehlo.subtract %t470, %t3918 : tensor<6304x192xf32>
    %t3920 = stablehlo.multiply %t3919, %t3919 : tensor<6304x192xf32>
    %t3921 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3922 = stablehlo.reduce(%t3920 init: %t3921) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3923 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3924 = stablehlo.multiply %t3922, %t3923 : tensor<6304xf32>
    %t3925 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t3926 = stablehlo.add %t3924, %t3925 : tensor<6304xf32>
    %t3927 = stablehlo.rsqrt %t3926 : tensor<6304xf32>
    %t3928 = stablehlo.broadcast_in_dim %t3927, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3929 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3930 = stablehlo.reduce(%t3910 init: %t3929) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3931 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3932 = stablehlo.multiply %t3930, %t3931 : tensor<6304xf32>
    %t3933 = stablehlo.multiply %t3910, %t486 : tensor<6304x192xf32>
    %t3934 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3935 = stablehlo.reduce(%t3933 init: %t3934) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3936 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t3937 = stablehlo.multiply %t3935, %t3936 : tensor<6304xf32>
    %t3938 = stablehlo.broadcast_in_dim %t3932, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3939 = stablehlo.broadcast_in_dim %t3937, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t3940 = stablehlo.multiply %t486, %t3939 : tensor<6304x192xf32>
    %t3941 = stablehlo.subtract %t3910, %t3938 : tensor<6304x192xf32>
    %t3942 = stablehlo.subtract %t3941, %t3940 : tensor<6304x192xf32>
    %t3943 = stablehlo.multiply %t3928, %t3942 : tensor<6304x192xf32>
    %t3944 = stablehlo.add %t3882, %t3943 : tensor<6304x192xf32>
    %t3945 = stablehlo.dot_general %t3944, %t13, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t3946 = stablehlo.dot_general %t466, %t3944, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %t3947 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3948 = stablehlo.reduce(%t3944 init: %t3947) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t3949 = "stablehlo.slice"(%t3945) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t3950 = stablehlo.reshape %t3949 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3951 = stablehlo.reshape %t386 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3952 = stablehlo.dot_general %t3950, %t3951, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t3953 = stablehlo.reshape %t3952 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t3954 = stablehlo.reshape %t404 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3955 = stablehlo.reshape %t3949 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3956 = stablehlo.dot_general %t3954, %t3955, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t3957 = stablehlo.reshape %t3956 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3958 = stablehlo.multiply %t3953, %t404 : tensor<6304x197xf32>
    %t3959 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3960 = stablehlo.reduce(%t3958 init: %t3959) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3961 = stablehlo.broadcast_in_dim %t3960, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t3962 = stablehlo.subtract %t3953, %t3961 : tensor<6304x197xf32>
    %t3963 = stablehlo.multiply %t404, %t3962 : tensor<6304x197xf32>
    %t3964 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t3965 = stablehlo.multiply %t3963, %t3964 : tensor<6304x197xf32>
    %t3966 = stablehlo.reshape %t3965 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3967 = stablehlo.reshape %t389 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3968 = stablehlo.dot_general %t3966, %t3967, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3969 = stablehlo.reshape %t3968 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3970 = stablehlo.reshape %t384 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3971 = stablehlo.reshape %t3965 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3972 = stablehlo.dot_general %t3970, %t3971, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t3973 = stablehlo.reshape %t3972 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t3974 = stablehlo.reshape %t3973 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t3975 = stablehlo.transpose %t3974, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t3976 = stablehlo.reshape %t3975 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3977 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3978 = "stablehlo.pad"(%t3969, %t3977) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 512>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3979 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3980 = "stablehlo.pad"(%t3976, %t3979) <{edge_padding_low = array<i64: 0, 192>, edge_padding_high = array<i64: 0, 320>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3981 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3982 = "stablehlo.pad"(%t3957, %t3981) <{edge_padding_low = array<i64: 0, 384>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t3983 = "stablehlo.slice"(%t3945) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t3984 = stablehlo.reshape %t3983 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3985 = stablehlo.reshape %t413 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3986 = stablehlo.dot_general %t3984, %t3985, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t3987 = stablehlo.reshape %t3986 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t3988 = stablehlo.reshape %t431 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t3989 = stablehlo.reshape %t3983 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t3990 = stablehlo.dot_general %t3988, %t3989, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t3991 = stablehlo.reshape %t3990 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t3992 = stablehlo.multiply %t3987, %t431 : tensor<6304x197xf32>
    %t3993 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t3994 = stablehlo.reduce(%t3992 init: %t3993) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t3995 = stablehlo.broadcast_in_dim %t3994, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t3996 = stablehlo.subtract %t3987, %t3995 : tensor<6304x197xf32>
    %t3997 = stablehlo.multiply %t431, %t3996 : tensor<6304x197xf32>
    %t3998 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t3999 = stablehlo.multiply %t3997, %t3998 : tensor<6304x197xf32>
    %t4000 = stablehlo.reshape %t3999 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4001 = stablehlo.reshape %t416 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4002 = stablehlo.dot_general %t4000, %t4001, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4003 = stablehlo.reshape %t4002 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4004 = stablehlo.reshape %t411 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4005 = stablehlo.reshape %t3999 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4006 = stablehlo.dot_general %t4004, %t4005, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t4007 = stablehlo.reshape %t4006 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t4008 = stablehlo.reshape %t4007 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4009 = stablehlo.transpose %t4008, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4010 = stablehlo.reshape %t4009 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4011 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4012 = "stablehlo.pad"(%t4003, %t4011) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 448>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4013 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4014 = "stablehlo.pad"(%t4010, %t4013) <{edge_padding_low = array<i64: 0, 256>, edge_padding_high = array<i64: 0, 256>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4015 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4016 = "stablehlo.pad"(%t3991, %t4015) <{edge_padding_low = array<i64: 0, 448>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4017 = "stablehlo.slice"(%t3945) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t4018 = stablehlo.reshape %t4017 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4019 = stablehlo.reshape %t440 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4020 = stablehlo.dot_general %t4018, %t4019, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t4021 = stablehlo.reshape %t4020 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t4022 = stablehlo.reshape %t458 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4023 = stablehlo.reshape %t4017 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4024 = stablehlo.dot_general %t4022, %t4023, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t4025 = stablehlo.reshape %t4024 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4026 = stablehlo.multiply %t4021, %t458 : tensor<6304x197xf32>
    %t4027 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4028 = stablehlo.reduce(%t4026 init: %t4027) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4029 = stablehlo.broadcast_in_dim %t4028, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t4030 = stablehlo.subtract %t4021, %t4029 : tensor<6304x197xf32>
    %t4031 = stablehlo.multiply %t458, %t4030 : tensor<6304x197xf32>
    %t4032 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t4033 = stablehlo.multiply %t4031, %t4032 : tensor<6304x197xf32>
    %t4034 = stablehlo.reshape %t4033 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4035 = stablehlo.reshape %t443 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4036 = stablehlo.dot_general %t4034, %t4035, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4037 = stablehlo.reshape %t4036 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4038 = stablehlo.reshape %t438 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4039 = stablehlo.reshape %t4033 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4040 = stablehlo.dot_general %t4038, %t4039, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t4041 = stablehlo.reshape %t4040 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t4042 = stablehlo.reshape %t4041 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4043 = stablehlo.transpose %t4042, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4044 = stablehlo.reshape %t4043 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4045 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4046 = "stablehlo.pad"(%t4037, %t4045) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 384>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4047 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4048 = "stablehlo.pad"(%t4044, %t4047) <{edge_padding_low = array<i64: 0, 320>, edge_padding_high = array<i64: 0, 192>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4049 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4050 = "stablehlo.pad"(%t4025, %t4049) <{edge_padding_low = array<i64: 0, 512>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4051 = stablehlo.add %t3978, %t3980 : tensor<6304x576xf32>
    %t4052 = stablehlo.add %t4051, %t3982 : tensor<6304x576xf32>
    %t4053 = stablehlo.add %t4052, %t4012 : tensor<6304x576xf32>
    %t4054 = stablehlo.add %t4053, %t4014 : tensor<6304x576xf32>
    %t4055 = stablehlo.add %t4054, %t4016 : tensor<6304x576xf32>
    %t4056 = stablehlo.add %t4055, %t4046 : tensor<6304x576xf32>
    %t4057 = stablehlo.add %t4056, %t4048 : tensor<6304x576xf32>
    %t4058 = stablehlo.add %t4057, %t4050 : tensor<6304x576xf32>
    %t4059 = stablehlo.dot_general %t4058, %t12, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %t4060 = stablehlo.dot_general %t380, %t4058, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %t4061 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4062 = stablehlo.reduce(%t4058 init: %t4061) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %t4063 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4064 = stablehlo.reduce(%t4059 init: %t4063) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4065 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t4066 = stablehlo.multiply %t4059, %t4065 : tensor<6304x192xf32>
    %t4067 = stablehlo.multiply %t4059, %t376 : tensor<6304x192xf32>
    %t4068 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4069 = stablehlo.reduce(%t4067 init: %t4068) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4070 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4071 = stablehlo.reduce(%t360 init: %t4070) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4072 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4073 = stablehlo.multiply %t4071, %t4072 : tensor<6304xf32>
    %t4074 = stablehlo.broadcast_in_dim %t4073, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4075 = stablehlo.subtract %t360, %t4074 : tensor<6304x192xf32>
    %t4076 = stablehlo.multiply %t4075, %t4075 : tensor<6304x192xf32>
    %t4077 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4078 = stablehlo.reduce(%t4076 init: %t4077) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4079 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4080 = stablehlo.multiply %t4078, %t4079 : tensor<6304xf32>
    %t4081 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t4082 = stablehlo.add %t4080, %t4081 : tensor<6304xf32>
    %t4083 = stablehlo.rsqrt %t4082 : tensor<6304xf32>
    %t4084 = stablehlo.broadcast_in_dim %t4083, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4085 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4086 = stablehlo.reduce(%t4066 init: %t4085) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4087 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4088 = stablehlo.multiply %t4086, %t4087 : tensor<6304xf32>
    %t4089 = stablehlo.multiply %t4066, %t376 : tensor<6304x192xf32>
    %t4090 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4091 = stablehlo.reduce(%t4089 init: %t4090) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4092 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4093 = stablehlo.multiply %t4091, %t4092 : tensor<6304xf32>
    %t4094 = stablehlo.broadcast_in_dim %t4088, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4095 = stablehlo.broadcast_in_dim %t4093, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4096 = stablehlo.multiply %t376, %t4095 : tensor<6304x192xf32>
    %t4097 = stablehlo.subtract %t4066, %t4094 : tensor<6304x192xf32>
    %t4098 = stablehlo.subtract %t4097, %t4096 : tensor<6304x192xf32>
    %t4099 = stablehlo.multiply %t4084, %t4098 : tensor<6304x192xf32>
    %t4100 = stablehlo.add %t3944, %t4099 : tensor<6304x192xf32>
    %t4101 = stablehlo.dot_general %t4100, %t11, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %t4102 = stablehlo.dot_general %t356, %t4100, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %t4103 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4104 = stablehlo.reduce(%t4100 init: %t4103) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4105 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t4106 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t4107 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t4108 = stablehlo.multiply %t348, %t4107 : tensor<6304x768xf32>
    %t4109 = chlo.erf %t4108 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t4110 = stablehlo.add %t4106, %t4109 : tensor<6304x768xf32>
    %t4111 = stablehlo.multiply %t4105, %t4110 : tensor<6304x768xf32>
    %t4112 = stablehlo.multiply %t348, %t348 : tensor<6304x768xf32>
    %t4113 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %t4114 = stablehlo.multiply %t4113, %t4112 : tensor<6304x768xf32>
    %t4115 = stablehlo.exponential %t4114 : tensor<6304x768xf32>
    %t4116 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %t4117 = stablehlo.multiply %t4116, %t4115 : tensor<6304x768xf32>
    %t4118 = stablehlo.multiply %t348, %t4117 : tensor<6304x768xf32>
    %t4119 = stablehlo.add %t4111, %t4118 : tensor<6304x768xf32>
    %t4120 = stablehlo.multiply %t4101, %t4119 : tensor<6304x768xf32>
    %t4121 = stablehlo.dot_general %t4120, %t10, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %t4122 = stablehlo.dot_general %t345, %t4120, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %t4123 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4124 = stablehlo.reduce(%t4120 init: %t4123) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %t4125 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4126 = stablehlo.reduce(%t4121 init: %t4125) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4127 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t4128 = stablehlo.multiply %t4121, %t4127 : tensor<6304x192xf32>
    %t4129 = stablehlo.multiply %t4121, %t341 : tensor<6304x192xf32>
    %t4130 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4131 = stablehlo.reduce(%t4129 init: %t4130) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4132 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4133 = stablehlo.reduce(%t325 init: %t4132) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4134 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4135 = stablehlo.multiply %t4133, %t4134 : tensor<6304xf32>
    %t4136 = stablehlo.broadcast_in_dim %t4135, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4137 = stablehlo.subtract %t325, %t4136 : tensor<6304x192xf32>
    %t4138 = stablehlo.multiply %t4137, %t4137 : tensor<6304x192xf32>
    %t4139 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4140 = stablehlo.reduce(%t4138 init: %t4139) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4141 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4142 = stablehlo.multiply %t4140, %t4141 : tensor<6304xf32>
    %t4143 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t4144 = stablehlo.add %t4142, %t4143 : tensor<6304xf32>
    %t4145 = stablehlo.rsqrt %t4144 : tensor<6304xf32>
    %t4146 = stablehlo.broadcast_in_dim %t4145, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4147 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4148 = stablehlo.reduce(%t4128 init: %t4147) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4149 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4150 = stablehlo.multiply %t4148, %t4149 : tensor<6304xf32>
    %t4151 = stablehlo.multiply %t4128, %t341 : tensor<6304x192xf32>
    %t4152 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4153 = stablehlo.reduce(%t4151 init: %t4152) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4154 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4155 = stablehlo.multiply %t4153, %t4154 : tensor<6304xf32>
    %t4156 = stablehlo.broadcast_in_dim %t4150, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4157 = stablehlo.broadcast_in_dim %t4155, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4158 = stablehlo.multiply %t341, %t4157 : tensor<6304x192xf32>
    %t4159 = stablehlo.subtract %t4128, %t4156 : tensor<6304x192xf32>
    %t4160 = stablehlo.subtract %t4159, %t4158 : tensor<6304x192xf32>
    %t4161 = stablehlo.multiply %t4146, %t4160 : tensor<6304x192xf32>
    %t4162 = stablehlo.add %t4100, %t4161 : tensor<6304x192xf32>
    %t4163 = stablehlo.dot_general %t4162, %t9, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t4164 = stablehlo.dot_general %t321, %t4162, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %t4165 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4166 = stablehlo.reduce(%t4162 init: %t4165) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4167 = "stablehlo.slice"(%t4163) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t4168 = stablehlo.reshape %t4167 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4169 = stablehlo.reshape %t241 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4170 = stablehlo.dot_general %t4168, %t4169, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t4171 = stablehlo.reshape %t4170 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t4172 = stablehlo.reshape %t259 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4173 = stablehlo.reshape %t4167 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4174 = stablehlo.dot_general %t4172, %t4173, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t4175 = stablehlo.reshape %t4174 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4176 = stablehlo.multiply %t4171, %t259 : tensor<6304x197xf32>
    %t4177 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4178 = stablehlo.reduce(%t4176 init: %t4177) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4179 = stablehlo.broadcast_in_dim %t4178, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t4180 = stablehlo.subtract %t4171, %t4179 : tensor<6304x197xf32>
    %t4181 = stablehlo.multiply %t259, %t4180 : tensor<6304x197xf32>
    %t4182 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t4183 = stablehlo.multiply %t4181, %t4182 : tensor<6304x197xf32>
    %t4184 = stablehlo.reshape %t4183 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4185 = stablehlo.reshape %t244 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4186 = stablehlo.dot_general %t4184, %t4185, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4187 = stablehlo.reshape %t4186 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4188 = stablehlo.reshape %t239 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4189 = stablehlo.reshape %t4183 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4190 = stablehlo.dot_general %t4188, %t4189, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t4191 = stablehlo.reshape %t4190 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t4192 = stablehlo.reshape %t4191 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4193 = stablehlo.transpose %t4192, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4194 = stablehlo.reshape %t4193 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4195 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4196 = "stablehlo.pad"(%t4187, %t4195) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 512>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4197 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4198 = "stablehlo.pad"(%t4194, %t4197) <{edge_padding_low = array<i64: 0, 192>, edge_padding_high = array<i64: 0, 320>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4199 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4200 = "stablehlo.pad"(%t4175, %t4199) <{edge_padding_low = array<i64: 0, 384>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4201 = "stablehlo.slice"(%t4163) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t4202 = stablehlo.reshape %t4201 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4203 = stablehlo.reshape %t268 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4204 = stablehlo.dot_general %t4202, %t4203, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t4205 = stablehlo.reshape %t4204 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t4206 = stablehlo.reshape %t286 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4207 = stablehlo.reshape %t4201 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4208 = stablehlo.dot_general %t4206, %t4207, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t4209 = stablehlo.reshape %t4208 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4210 = stablehlo.multiply %t4205, %t286 : tensor<6304x197xf32>
    %t4211 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4212 = stablehlo.reduce(%t4210 init: %t4211) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4213 = stablehlo.broadcast_in_dim %t4212, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t4214 = stablehlo.subtract %t4205, %t4213 : tensor<6304x197xf32>
    %t4215 = stablehlo.multiply %t286, %t4214 : tensor<6304x197xf32>
    %t4216 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t4217 = stablehlo.multiply %t4215, %t4216 : tensor<6304x197xf32>
    %t4218 = stablehlo.reshape %t4217 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4219 = stablehlo.reshape %t271 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4220 = stablehlo.dot_general %t4218, %t4219, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4221 = stablehlo.reshape %t4220 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4222 = stablehlo.reshape %t266 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4223 = stablehlo.reshape %t4217 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4224 = stablehlo.dot_general %t4222, %t4223, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t4225 = stablehlo.reshape %t4224 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t4226 = stablehlo.reshape %t4225 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4227 = stablehlo.transpose %t4226, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4228 = stablehlo.reshape %t4227 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4229 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4230 = "stablehlo.pad"(%t4221, %t4229) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 448>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4231 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4232 = "stablehlo.pad"(%t4228, %t4231) <{edge_padding_low = array<i64: 0, 256>, edge_padding_high = array<i64: 0, 256>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4233 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4234 = "stablehlo.pad"(%t4209, %t4233) <{edge_padding_low = array<i64: 0, 448>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4235 = "stablehlo.slice"(%t4163) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t4236 = stablehlo.reshape %t4235 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4237 = stablehlo.reshape %t295 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4238 = stablehlo.dot_general %t4236, %t4237, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t4239 = stablehlo.reshape %t4238 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t4240 = stablehlo.reshape %t313 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4241 = stablehlo.reshape %t4235 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4242 = stablehlo.dot_general %t4240, %t4241, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t4243 = stablehlo.reshape %t4242 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4244 = stablehlo.multiply %t4239, %t313 : tensor<6304x197xf32>
    %t4245 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4246 = stablehlo.reduce(%t4244 init: %t4245) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4247 = stablehlo.broadcast_in_dim %t4246, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t4248 = stablehlo.subtract %t4239, %t4247 : tensor<6304x197xf32>
    %t4249 = stablehlo.multiply %t313, %t4248 : tensor<6304x197xf32>
    %t4250 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t4251 = stablehlo.multiply %t4249, %t4250 : tensor<6304x197xf32>
    %t4252 = stablehlo.reshape %t4251 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4253 = stablehlo.reshape %t298 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4254 = stablehlo.dot_general %t4252, %t4253, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4255 = stablehlo.reshape %t4254 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4256 = stablehlo.reshape %t293 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4257 = stablehlo.reshape %t4251 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4258 = stablehlo.dot_general %t4256, %t4257, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t4259 = stablehlo.reshape %t4258 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t4260 = stablehlo.reshape %t4259 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4261 = stablehlo.transpose %t4260, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4262 = stablehlo.reshape %t4261 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4263 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4264 = "stablehlo.pad"(%t4255, %t4263) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 384>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4265 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4266 = "stablehlo.pad"(%t4262, %t4265) <{edge_padding_low = array<i64: 0, 320>, edge_padding_high = array<i64: 0, 192>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4267 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4268 = "stablehlo.pad"(%t4243, %t4267) <{edge_padding_low = array<i64: 0, 512>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4269 = stablehlo.add %t4196, %t4198 : tensor<6304x576xf32>
    %t4270 = stablehlo.add %t4269, %t4200 : tensor<6304x576xf32>
    %t4271 = stablehlo.add %t4270, %t4230 : tensor<6304x576xf32>
    %t4272 = stablehlo.add %t4271, %t4232 : tensor<6304x576xf32>
    %t4273 = stablehlo.add %t4272, %t4234 : tensor<6304x576xf32>
    %t4274 = stablehlo.add %t4273, %t4264 : tensor<6304x576xf32>
    %t4275 = stablehlo.add %t4274, %t4266 : tensor<6304x576xf32>
    %t4276 = stablehlo.add %t4275, %t4268 : tensor<6304x576xf32>
    %t4277 = stablehlo.dot_general %t4276, %t8, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %t4278 = stablehlo.dot_general %t235, %t4276, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %t4279 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4280 = stablehlo.reduce(%t4276 init: %t4279) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %t4281 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4282 = stablehlo.reduce(%t4277 init: %t4281) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4283 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t4284 = stablehlo.multiply %t4277, %t4283 : tensor<6304x192xf32>
    %t4285 = stablehlo.multiply %t4277, %t231 : tensor<6304x192xf32>
    %t4286 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4287 = stablehlo.reduce(%t4285 init: %t4286) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4288 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4289 = stablehlo.reduce(%t215 init: %t4288) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4290 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4291 = stablehlo.multiply %t4289, %t4290 : tensor<6304xf32>
    %t4292 = stablehlo.broadcast_in_dim %t4291, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4293 = stablehlo.subtract %t215, %t4292 : tensor<6304x192xf32>
    %t4294 = stablehlo.multiply %t4293, %t4293 : tensor<6304x192xf32>
    %t4295 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4296 = stablehlo.reduce(%t4294 init: %t4295) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4297 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4298 = stablehlo.multiply %t4296, %t4297 : tensor<6304xf32>
    %t4299 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t4300 = stablehlo.add %t4298, %t4299 : tensor<6304xf32>
    %t4301 = stablehlo.rsqrt %t4300 : tensor<6304xf32>
    %t4302 = stablehlo.broadcast_in_dim %t4301, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4303 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4304 = stablehlo.reduce(%t4284 init: %t4303) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4305 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4306 = stablehlo.multiply %t4304, %t4305 : tensor<6304xf32>
    %t4307 = stablehlo.multiply %t4284, %t231 : tensor<6304x192xf32>
    %t4308 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4309 = stablehlo.reduce(%t4307 init: %t4308) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4310 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4311 = stablehlo.multiply %t4309, %t4310 : tensor<6304xf32>
    %t4312 = stablehlo.broadcast_in_dim %t4306, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4313 = stablehlo.broadcast_in_dim %t4311, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4314 = stablehlo.multiply %t231, %t4313 : tensor<6304x192xf32>
    %t4315 = stablehlo.subtract %t4284, %t4312 : tensor<6304x192xf32>
    %t4316 = stablehlo.subtract %t4315, %t4314 : tensor<6304x192xf32>
    %t4317 = stablehlo.multiply %t4302, %t4316 : tensor<6304x192xf32>
    %t4318 = stablehlo.add %t4162, %t4317 : tensor<6304x192xf32>
    %t4319 = stablehlo.dot_general %t4318, %t7, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<768x192xf32>) -> tensor<6304x768xf32>
    %t4320 = stablehlo.dot_general %t211, %t4318, contracting_dims = [0] x [0] : (tensor<6304x768xf32>, tensor<6304x192xf32>) -> tensor<768x192xf32>
    %t4321 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4322 = stablehlo.reduce(%t4318 init: %t4321) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4323 = stablehlo.constant dense<5.00000000000000000e-1> : tensor<6304x768xf32>
    %t4324 = stablehlo.constant dense<1.00000000000000000e0> : tensor<6304x768xf32>
    %t4325 = stablehlo.constant dense<7.07106781186547573e-1> : tensor<6304x768xf32>
    %t4326 = stablehlo.multiply %t203, %t4325 : tensor<6304x768xf32>
    %t4327 = chlo.erf %t4326 : tensor<6304x768xf32> -> tensor<6304x768xf32>
    %t4328 = stablehlo.add %t4324, %t4327 : tensor<6304x768xf32>
    %t4329 = stablehlo.multiply %t4323, %t4328 : tensor<6304x768xf32>
    %t4330 = stablehlo.multiply %t203, %t203 : tensor<6304x768xf32>
    %t4331 = stablehlo.constant dense<-5.00000000000000000e-1> : tensor<6304x768xf32>
    %t4332 = stablehlo.multiply %t4331, %t4330 : tensor<6304x768xf32>
    %t4333 = stablehlo.exponential %t4332 : tensor<6304x768xf32>
    %t4334 = stablehlo.constant dense<3.98942280401432703e-1> : tensor<6304x768xf32>
    %t4335 = stablehlo.multiply %t4334, %t4333 : tensor<6304x768xf32>
    %t4336 = stablehlo.multiply %t203, %t4335 : tensor<6304x768xf32>
    %t4337 = stablehlo.add %t4329, %t4336 : tensor<6304x768xf32>
    %t4338 = stablehlo.multiply %t4319, %t4337 : tensor<6304x768xf32>
    %t4339 = stablehlo.dot_general %t4338, %t6, contracting_dims = [1] x [1] : (tensor<6304x768xf32>, tensor<192x768xf32>) -> tensor<6304x192xf32>
    %t4340 = stablehlo.dot_general %t200, %t4338, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x768xf32>) -> tensor<192x768xf32>
    %t4341 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4342 = stablehlo.reduce(%t4338 init: %t4341) applies stablehlo.add across dimensions = [0] : (tensor<6304x768xf32>, tensor<f32>) -> tensor<768xf32>
    %t4343 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4344 = stablehlo.reduce(%t4339 init: %t4343) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4345 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t4346 = stablehlo.multiply %t4339, %t4345 : tensor<6304x192xf32>
    %t4347 = stablehlo.multiply %t4339, %t196 : tensor<6304x192xf32>
    %t4348 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4349 = stablehlo.reduce(%t4347 init: %t4348) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4350 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4351 = stablehlo.reduce(%t180 init: %t4350) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4352 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4353 = stablehlo.multiply %t4351, %t4352 : tensor<6304xf32>
    %t4354 = stablehlo.broadcast_in_dim %t4353, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4355 = stablehlo.subtract %t180, %t4354 : tensor<6304x192xf32>
    %t4356 = stablehlo.multiply %t4355, %t4355 : tensor<6304x192xf32>
    %t4357 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4358 = stablehlo.reduce(%t4356 init: %t4357) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4359 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4360 = stablehlo.multiply %t4358, %t4359 : tensor<6304xf32>
    %t4361 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t4362 = stablehlo.add %t4360, %t4361 : tensor<6304xf32>
    %t4363 = stablehlo.rsqrt %t4362 : tensor<6304xf32>
    %t4364 = stablehlo.broadcast_in_dim %t4363, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4365 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4366 = stablehlo.reduce(%t4346 init: %t4365) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4367 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4368 = stablehlo.multiply %t4366, %t4367 : tensor<6304xf32>
    %t4369 = stablehlo.multiply %t4346, %t196 : tensor<6304x192xf32>
    %t4370 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4371 = stablehlo.reduce(%t4369 init: %t4370) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4372 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4373 = stablehlo.multiply %t4371, %t4372 : tensor<6304xf32>
    %t4374 = stablehlo.broadcast_in_dim %t4368, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4375 = stablehlo.broadcast_in_dim %t4373, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4376 = stablehlo.multiply %t196, %t4375 : tensor<6304x192xf32>
    %t4377 = stablehlo.subtract %t4346, %t4374 : tensor<6304x192xf32>
    %t4378 = stablehlo.subtract %t4377, %t4376 : tensor<6304x192xf32>
    %t4379 = stablehlo.multiply %t4364, %t4378 : tensor<6304x192xf32>
    %t4380 = stablehlo.add %t4318, %t4379 : tensor<6304x192xf32>
    %t4381 = stablehlo.dot_general %t4380, %t5, contracting_dims = [1] x [1] : (tensor<6304x192xf32>, tensor<192x192xf32>) -> tensor<6304x192xf32>
    %t4382 = stablehlo.dot_general %t176, %t4380, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x192xf32>) -> tensor<192x192xf32>
    %t4383 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4384 = stablehlo.reduce(%t4380 init: %t4383) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4385 = "stablehlo.slice"(%t4381) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 6304, 64>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t4386 = stablehlo.reshape %t4385 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4387 = stablehlo.reshape %t96 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4388 = stablehlo.dot_general %t4386, %t4387, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t4389 = stablehlo.reshape %t4388 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t4390 = stablehlo.reshape %t114 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4391 = stablehlo.reshape %t4385 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4392 = stablehlo.dot_general %t4390, %t4391, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t4393 = stablehlo.reshape %t4392 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4394 = stablehlo.multiply %t4389, %t114 : tensor<6304x197xf32>
    %t4395 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4396 = stablehlo.reduce(%t4394 init: %t4395) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4397 = stablehlo.broadcast_in_dim %t4396, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t4398 = stablehlo.subtract %t4389, %t4397 : tensor<6304x197xf32>
    %t4399 = stablehlo.multiply %t114, %t4398 : tensor<6304x197xf32>
    %t4400 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t4401 = stablehlo.multiply %t4399, %t4400 : tensor<6304x197xf32>
    %t4402 = stablehlo.reshape %t4401 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4403 = stablehlo.reshape %t99 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4404 = stablehlo.dot_general %t4402, %t4403, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4405 = stablehlo.reshape %t4404 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4406 = stablehlo.reshape %t94 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4407 = stablehlo.reshape %t4401 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4408 = stablehlo.dot_general %t4406, %t4407, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t4409 = stablehlo.reshape %t4408 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t4410 = stablehlo.reshape %t4409 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4411 = stablehlo.transpose %t4410, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4412 = stablehlo.reshape %t4411 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4413 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4414 = "stablehlo.pad"(%t4405, %t4413) <{edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 512>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4415 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4416 = "stablehlo.pad"(%t4412, %t4415) <{edge_padding_low = array<i64: 0, 192>, edge_padding_high = array<i64: 0, 320>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4417 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4418 = "stablehlo.pad"(%t4393, %t4417) <{edge_padding_low = array<i64: 0, 384>, edge_padding_high = array<i64: 0, 128>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4419 = "stablehlo.slice"(%t4381) <{start_indices = array<i64: 0, 64>, limit_indices = array<i64: 6304, 128>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t4420 = stablehlo.reshape %t4419 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4421 = stablehlo.reshape %t123 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4422 = stablehlo.dot_general %t4420, %t4421, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t4423 = stablehlo.reshape %t4422 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t4424 = stablehlo.reshape %t141 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4425 = stablehlo.reshape %t4419 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4426 = stablehlo.dot_general %t4424, %t4425, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t4427 = stablehlo.reshape %t4426 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4428 = stablehlo.multiply %t4423, %t141 : tensor<6304x197xf32>
    %t4429 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4430 = stablehlo.reduce(%t4428 init: %t4429) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4431 = stablehlo.broadcast_in_dim %t4430, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t4432 = stablehlo.subtract %t4423, %t4431 : tensor<6304x197xf32>
    %t4433 = stablehlo.multiply %t141, %t4432 : tensor<6304x197xf32>
    %t4434 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t4435 = stablehlo.multiply %t4433, %t4434 : tensor<6304x197xf32>
    %t4436 = stablehlo.reshape %t4435 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4437 = stablehlo.reshape %t126 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4438 = stablehlo.dot_general %t4436, %t4437, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4439 = stablehlo.reshape %t4438 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4440 = stablehlo.reshape %t121 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4441 = stablehlo.reshape %t4435 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4442 = stablehlo.dot_general %t4440, %t4441, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t4443 = stablehlo.reshape %t4442 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t4444 = stablehlo.reshape %t4443 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4445 = stablehlo.transpose %t4444, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4446 = stablehlo.reshape %t4445 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4447 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4448 = "stablehlo.pad"(%t4439, %t4447) <{edge_padding_low = array<i64: 0, 64>, edge_padding_high = array<i64: 0, 448>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4449 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4450 = "stablehlo.pad"(%t4446, %t4449) <{edge_padding_low = array<i64: 0, 256>, edge_padding_high = array<i64: 0, 256>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4451 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4452 = "stablehlo.pad"(%t4427, %t4451) <{edge_padding_low = array<i64: 0, 448>, edge_padding_high = array<i64: 0, 64>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4453 = "stablehlo.slice"(%t4381) <{start_indices = array<i64: 0, 128>, limit_indices = array<i64: 6304, 192>, strides = array<i64: 1, 1>}> : (tensor<6304x192xf32>) -> tensor<6304x64xf32>
    %t4454 = stablehlo.reshape %t4453 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4455 = stablehlo.reshape %t150 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4456 = stablehlo.dot_general %t4454, %t4455, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x64xf32>, tensor<32x197x64xf32>) -> tensor<32x197x197xf32>
    %t4457 = stablehlo.reshape %t4456 : (tensor<32x197x197xf32>) -> tensor<6304x197xf32>
    %t4458 = stablehlo.reshape %t168 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4459 = stablehlo.reshape %t4453 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4460 = stablehlo.dot_general %t4458, %t4459, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x197xf32>, tensor<32x197x64xf32>) -> tensor<32x197x64xf32>
    %t4461 = stablehlo.reshape %t4460 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4462 = stablehlo.multiply %t4457, %t168 : tensor<6304x197xf32>
    %t4463 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4464 = stablehlo.reduce(%t4462 init: %t4463) applies stablehlo.add across dimensions = [1] : (tensor<6304x197xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4465 = stablehlo.broadcast_in_dim %t4464, dims = [0] : (tensor<6304xf32>) -> tensor<6304x197xf32>
    %t4466 = stablehlo.subtract %t4457, %t4465 : tensor<6304x197xf32>
    %t4467 = stablehlo.multiply %t168, %t4466 : tensor<6304x197xf32>
    %t4468 = stablehlo.constant dense<1.25000000000000000e-1> : tensor<6304x197xf32>
    %t4469 = stablehlo.multiply %t4467, %t4468 : tensor<6304x197xf32>
    %t4470 = stablehlo.reshape %t4469 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4471 = stablehlo.reshape %t153 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4472 = stablehlo.dot_general %t4470, %t4471, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<32x197x197xf32>, tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4473 = stablehlo.reshape %t4472 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4474 = stablehlo.reshape %t148 : (tensor<6304x64xf32>) -> tensor<32x197x64xf32>
    %t4475 = stablehlo.reshape %t4469 : (tensor<6304x197xf32>) -> tensor<32x197x197xf32>
    %t4476 = stablehlo.dot_general %t4474, %t4475, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<32x197x64xf32>, tensor<32x197x197xf32>) -> tensor<32x64x197xf32>
    %t4477 = stablehlo.reshape %t4476 : (tensor<32x64x197xf32>) -> tensor<2048x197xf32>
    %t4478 = stablehlo.reshape %t4477 : (tensor<2048x197xf32>) -> tensor<32x64x197xf32>
    %t4479 = stablehlo.transpose %t4478, dims = [0, 2, 1] : (tensor<32x64x197xf32>) -> tensor<32x197x64xf32>
    %t4480 = stablehlo.reshape %t4479 : (tensor<32x197x64xf32>) -> tensor<6304x64xf32>
    %t4481 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4482 = "stablehlo.pad"(%t4473, %t4481) <{edge_padding_low = array<i64: 0, 128>, edge_padding_high = array<i64: 0, 384>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4483 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4484 = "stablehlo.pad"(%t4480, %t4483) <{edge_padding_low = array<i64: 0, 320>, edge_padding_high = array<i64: 0, 192>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4485 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4486 = "stablehlo.pad"(%t4461, %t4485) <{edge_padding_low = array<i64: 0, 512>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6304x64xf32>, tensor<f32>) -> tensor<6304x576xf32>
    %t4487 = stablehlo.add %t4414, %t4416 : tensor<6304x576xf32>
    %t4488 = stablehlo.add %t4487, %t4418 : tensor<6304x576xf32>
    %t4489 = stablehlo.add %t4488, %t4448 : tensor<6304x576xf32>
    %t4490 = stablehlo.add %t4489, %t4450 : tensor<6304x576xf32>
    %t4491 = stablehlo.add %t4490, %t4452 : tensor<6304x576xf32>
    %t4492 = stablehlo.add %t4491, %t4482 : tensor<6304x576xf32>
    %t4493 = stablehlo.add %t4492, %t4484 : tensor<6304x576xf32>
    %t4494 = stablehlo.add %t4493, %t4486 : tensor<6304x576xf32>
    %t4495 = stablehlo.dot_general %t4494, %t4, contracting_dims = [1] x [1] : (tensor<6304x576xf32>, tensor<192x576xf32>) -> tensor<6304x192xf32>
    %t4496 = stablehlo.dot_general %t90, %t4494, contracting_dims = [0] x [0] : (tensor<6304x192xf32>, tensor<6304x576xf32>) -> tensor<192x576xf32>
    %t4497 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4498 = stablehlo.reduce(%t4494 init: %t4497) applies stablehlo.add across dimensions = [0] : (tensor<6304x576xf32>, tensor<f32>) -> tensor<576xf32>
    %t4499 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4500 = stablehlo.reduce(%t4495 init: %t4499) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4501 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t4502 = stablehlo.multiply %t4495, %t4501 : tensor<6304x192xf32>
    %t4503 = stablehlo.multiply %t4495, %t86 : tensor<6304x192xf32>
    %t4504 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4505 = stablehlo.reduce(%t4503 init: %t4504) applies stablehlo.add across dimensions = [0] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4506 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4507 = stablehlo.reduce(%t70 init: %t4506) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4508 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4509 = stablehlo.multiply %t4507, %t4508 : tensor<6304xf32>
    %t4510 = stablehlo.broadcast_in_dim %t4509, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4511 = stablehlo.subtract %t70, %t4510 : tensor<6304x192xf32>
    %t4512 = stablehlo.multiply %t4511, %t4511 : tensor<6304x192xf32>
    %t4513 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4514 = stablehlo.reduce(%t4512 init: %t4513) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4515 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4516 = stablehlo.multiply %t4514, %t4515 : tensor<6304xf32>
    %t4517 = stablehlo.constant dense<9.99999999999999955e-7> : tensor<6304xf32>
    %t4518 = stablehlo.add %t4516, %t4517 : tensor<6304xf32>
    %t4519 = stablehlo.rsqrt %t4518 : tensor<6304xf32>
    %t4520 = stablehlo.broadcast_in_dim %t4519, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4521 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4522 = stablehlo.reduce(%t4502 init: %t4521) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4523 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4524 = stablehlo.multiply %t4522, %t4523 : tensor<6304xf32>
    %t4525 = stablehlo.multiply %t4502, %t86 : tensor<6304x192xf32>
    %t4526 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4527 = stablehlo.reduce(%t4525 init: %t4526) applies stablehlo.add across dimensions = [1] : (tensor<6304x192xf32>, tensor<f32>) -> tensor<6304xf32>
    %t4528 = stablehlo.constant dense<5.20833333333333304e-3> : tensor<6304xf32>
    %t4529 = stablehlo.multiply %t4527, %t4528 : tensor<6304xf32>
    %t4530 = stablehlo.broadcast_in_dim %t4524, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4531 = stablehlo.broadcast_in_dim %t4529, dims = [0] : (tensor<6304xf32>) -> tensor<6304x192xf32>
    %t4532 = stablehlo.multiply %t86, %t4531 : tensor<6304x192xf32>
    %t4533 = stablehlo.subtract %t4502, %t4530 : tensor<6304x192xf32>
    %t4534 = stablehlo.subtract %t4533, %t4532 : tensor<6304x192xf32>
    %t4535 = stablehlo.multiply %t4520, %t4534 : tensor<6304x192xf32>
    %t4536 = stablehlo.add %t4380, %t4535 : tensor<6304x192xf32>
    %t4537 = stablehlo.reshape %t4536 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %t4538 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4539 = stablehlo.reduce(%t4537 init: %t4538) applies stablehlo.add across dimensions = [0] : (tensor<32x197x192xf32>, tensor<f32>) -> tensor<197x192xf32>
    %t4540 = stablehlo.reshape %t4539 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %t4541 = "stablehlo.slice"(%t4540) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 1, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<1x197x192xf32>) -> tensor<1x1x192xf32>
    %t4542 = stablehlo.reshape %t4541 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %t4543 = stablehlo.reshape %t4536 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %t4544 = "stablehlo.slice"(%t4543) <{start_indices = array<i64: 0, 1, 0>, limit_indices = array<i64: 32, 197, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<32x196x192xf32>
    %t4545 = stablehlo.reshape %t4544 : (tensor<32x196x192xf32>) -> tensor<6272x192xf32>
    %t4546 = stablehlo.reshape %arg0 : (tensor<32x3x224x224xf32>) -> tensor<32x3x14x16x14x16xf32>
    %t4547 = stablehlo.transpose %t4546, dims = [0, 2, 4, 1, 3, 5] : (tensor<32x3x14x16x14x16xf32>) -> tensor<32x14x14x3x16x16xf32>
    %t4548 = stablehlo.reshape %t4547 : (tensor<32x14x14x3x16x16xf32>) -> tensor<6272x768xf32>
    %t4549 = stablehlo.dot_general %t4545, %t4548, contracting_dims = [0] x [0] : (tensor<6272x192xf32>, tensor<6272x768xf32>) -> tensor<192x768xf32>
    %t4550 = stablehlo.constant dense<0.00000000000000000e0> : tensor<f32>
    %t4551 = stablehlo.reduce(%t4545 init: %t4550) applies stablehlo.add across dimensions = [0] : (tensor<6272x192xf32>, tensor<f32>) -> tensor<192xf32>
    %t4552 = stablehlo.reshape %t4549 : (tensor<192x768xf32>) -> tensor<192x3x16x16xf32>
    %t4553 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x3x16x16xf32>
    %t4554 = stablehlo.multiply %t4553, %arg154 : tensor<192x3x16x16xf32>
    %t4555 = stablehlo.add %t4554, %t4552 : tensor<192x3x16x16xf32>
    %t4556 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x3x16x16xf32>
    %t4557 = stablehlo.multiply %t4556, %t4555 : tensor<192x3x16x16xf32>
    %t4558 = stablehlo.subtract %arg2, %t4557 : tensor<192x3x16x16xf32>
    %t4559 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4560 = stablehlo.multiply %t4559, %arg155 : tensor<192xf32>
    %t4561 = stablehlo.add %t4560, %t4551 : tensor<192xf32>
    %t4562 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4563 = stablehlo.multiply %t4562, %t4561 : tensor<192xf32>
    %t4564 = stablehlo.subtract %arg3, %t4563 : tensor<192xf32>
    %t4565 = stablehlo.reshape %t4542 : (tensor<1x192xf32>) -> tensor<1x1x192xf32>
    %t4566 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<1x1x192xf32>
    %t4567 = stablehlo.multiply %t4566, %arg156 : tensor<1x1x192xf32>
    %t4568 = stablehlo.add %t4567, %t4565 : tensor<1x1x192xf32>
    %t4569 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<1x1x192xf32>
    %t4570 = stablehlo.multiply %t4569, %t4568 : tensor<1x1x192xf32>
    %t4571 = stablehlo.subtract %arg4, %t4570 : tensor<1x1x192xf32>
    %t4572 = stablehlo.reshape %t4539 : (tensor<197x192xf32>) -> tensor<1x197x192xf32>
    %t4573 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<1x197x192xf32>
    %t4574 = stablehlo.multiply %t4573, %arg157 : tensor<1x197x192xf32>
    %t4575 = stablehlo.add %t4574, %t4572 : tensor<1x197x192xf32>
    %t4576 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<1x197x192xf32>
    %t4577 = stablehlo.multiply %t4576, %t4575 : tensor<1x197x192xf32>
    %t4578 = stablehlo.subtract %arg5, %t4577 : tensor<1x197x192xf32>
    %t4579 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4580 = stablehlo.multiply %t4579, %arg158 : tensor<192xf32>
    %t4581 = stablehlo.add %t4580, %t4505 : tensor<192xf32>
    %t4582 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4583 = stablehlo.multiply %t4582, %t4581 : tensor<192xf32>
    %t4584 = stablehlo.subtract %arg6, %t4583 : tensor<192xf32>
    %t4585 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4586 = stablehlo.multiply %t4585, %arg159 : tensor<192xf32>
    %t4587 = stablehlo.add %t4586, %t4500 : tensor<192xf32>
    %t4588 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4589 = stablehlo.multiply %t4588, %t4587 : tensor<192xf32>
    %t4590 = stablehlo.subtract %arg7, %t4589 : tensor<192xf32>
    %t4591 = stablehlo.transpose %t4496, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %t4592 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %t4593 = stablehlo.multiply %t4592, %arg160 : tensor<576x192xf32>
    %t4594 = stablehlo.add %t4593, %t4591 : tensor<576x192xf32>
    %t4595 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %t4596 = stablehlo.multiply %t4595, %t4594 : tensor<576x192xf32>
    %t4597 = stablehlo.subtract %arg8, %t4596 : tensor<576x192xf32>
    %t4598 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %t4599 = stablehlo.multiply %t4598, %arg161 : tensor<576xf32>
    %t4600 = stablehlo.add %t4599, %t4498 : tensor<576xf32>
    %t4601 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %t4602 = stablehlo.multiply %t4601, %t4600 : tensor<576xf32>
    %t4603 = stablehlo.subtract %arg9, %t4602 : tensor<576xf32>
    %t4604 = stablehlo.transpose %t4382, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t4605 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %t4606 = stablehlo.multiply %t4605, %arg162 : tensor<192x192xf32>
    %t4607 = stablehlo.add %t4606, %t4604 : tensor<192x192xf32>
    %t4608 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %t4609 = stablehlo.multiply %t4608, %t4607 : tensor<192x192xf32>
    %t4610 = stablehlo.subtract %arg10, %t4609 : tensor<192x192xf32>
    %t4611 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4612 = stablehlo.multiply %t4611, %arg163 : tensor<192xf32>
    %t4613 = stablehlo.add %t4612, %t4384 : tensor<192xf32>
    %t4614 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4615 = stablehlo.multiply %t4614, %t4613 : tensor<192xf32>
    %t4616 = stablehlo.subtract %arg11, %t4615 : tensor<192xf32>
    %t4617 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4618 = stablehlo.multiply %t4617, %arg164 : tensor<192xf32>
    %t4619 = stablehlo.add %t4618, %t4349 : tensor<192xf32>
    %t4620 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4621 = stablehlo.multiply %t4620, %t4619 : tensor<192xf32>
    %t4622 = stablehlo.subtract %arg12, %t4621 : tensor<192xf32>
    %t4623 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4624 = stablehlo.multiply %t4623, %arg165 : tensor<192xf32>
    %t4625 = stablehlo.add %t4624, %t4344 : tensor<192xf32>
    %t4626 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4627 = stablehlo.multiply %t4626, %t4625 : tensor<192xf32>
    %t4628 = stablehlo.subtract %arg13, %t4627 : tensor<192xf32>
    %t4629 = stablehlo.transpose %t4340, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t4630 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %t4631 = stablehlo.multiply %t4630, %arg166 : tensor<768x192xf32>
    %t4632 = stablehlo.add %t4631, %t4629 : tensor<768x192xf32>
    %t4633 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %t4634 = stablehlo.multiply %t4633, %t4632 : tensor<768x192xf32>
    %t4635 = stablehlo.subtract %arg14, %t4634 : tensor<768x192xf32>
    %t4636 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %t4637 = stablehlo.multiply %t4636, %arg167 : tensor<768xf32>
    %t4638 = stablehlo.add %t4637, %t4342 : tensor<768xf32>
    %t4639 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %t4640 = stablehlo.multiply %t4639, %t4638 : tensor<768xf32>
    %t4641 = stablehlo.subtract %arg15, %t4640 : tensor<768xf32>
    %t4642 = stablehlo.transpose %t4320, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t4643 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %t4644 = stablehlo.multiply %t4643, %arg168 : tensor<192x768xf32>
    %t4645 = stablehlo.add %t4644, %t4642 : tensor<192x768xf32>
    %t4646 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %t4647 = stablehlo.multiply %t4646, %t4645 : tensor<192x768xf32>
    %t4648 = stablehlo.subtract %arg16, %t4647 : tensor<192x768xf32>
    %t4649 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4650 = stablehlo.multiply %t4649, %arg169 : tensor<192xf32>
    %t4651 = stablehlo.add %t4650, %t4322 : tensor<192xf32>
    %t4652 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4653 = stablehlo.multiply %t4652, %t4651 : tensor<192xf32>
    %t4654 = stablehlo.subtract %arg17, %t4653 : tensor<192xf32>
    %t4655 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4656 = stablehlo.multiply %t4655, %arg170 : tensor<192xf32>
    %t4657 = stablehlo.add %t4656, %t4287 : tensor<192xf32>
    %t4658 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4659 = stablehlo.multiply %t4658, %t4657 : tensor<192xf32>
    %t4660 = stablehlo.subtract %arg18, %t4659 : tensor<192xf32>
    %t4661 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4662 = stablehlo.multiply %t4661, %arg171 : tensor<192xf32>
    %t4663 = stablehlo.add %t4662, %t4282 : tensor<192xf32>
    %t4664 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4665 = stablehlo.multiply %t4664, %t4663 : tensor<192xf32>
    %t4666 = stablehlo.subtract %arg19, %t4665 : tensor<192xf32>
    %t4667 = stablehlo.transpose %t4278, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %t4668 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %t4669 = stablehlo.multiply %t4668, %arg172 : tensor<576x192xf32>
    %t4670 = stablehlo.add %t4669, %t4667 : tensor<576x192xf32>
    %t4671 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %t4672 = stablehlo.multiply %t4671, %t4670 : tensor<576x192xf32>
    %t4673 = stablehlo.subtract %arg20, %t4672 : tensor<576x192xf32>
    %t4674 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %t4675 = stablehlo.multiply %t4674, %arg173 : tensor<576xf32>
    %t4676 = stablehlo.add %t4675, %t4280 : tensor<576xf32>
    %t4677 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %t4678 = stablehlo.multiply %t4677, %t4676 : tensor<576xf32>
    %t4679 = stablehlo.subtract %arg21, %t4678 : tensor<576xf32>
    %t4680 = stablehlo.transpose %t4164, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t4681 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %t4682 = stablehlo.multiply %t4681, %arg174 : tensor<192x192xf32>
    %t4683 = stablehlo.add %t4682, %t4680 : tensor<192x192xf32>
    %t4684 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %t4685 = stablehlo.multiply %t4684, %t4683 : tensor<192x192xf32>
    %t4686 = stablehlo.subtract %arg22, %t4685 : tensor<192x192xf32>
    %t4687 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4688 = stablehlo.multiply %t4687, %arg175 : tensor<192xf32>
    %t4689 = stablehlo.add %t4688, %t4166 : tensor<192xf32>
    %t4690 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4691 = stablehlo.multiply %t4690, %t4689 : tensor<192xf32>
    %t4692 = stablehlo.subtract %arg23, %t4691 : tensor<192xf32>
    %t4693 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4694 = stablehlo.multiply %t4693, %arg176 : tensor<192xf32>
    %t4695 = stablehlo.add %t4694, %t4131 : tensor<192xf32>
    %t4696 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4697 = stablehlo.multiply %t4696, %t4695 : tensor<192xf32>
    %t4698 = stablehlo.subtract %arg24, %t4697 : tensor<192xf32>
    %t4699 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4700 = stablehlo.multiply %t4699, %arg177 : tensor<192xf32>
    %t4701 = stablehlo.add %t4700, %t4126 : tensor<192xf32>
    %t4702 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4703 = stablehlo.multiply %t4702, %t4701 : tensor<192xf32>
    %t4704 = stablehlo.subtract %arg25, %t4703 : tensor<192xf32>
    %t4705 = stablehlo.transpose %t4122, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t4706 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %t4707 = stablehlo.multiply %t4706, %arg178 : tensor<768x192xf32>
    %t4708 = stablehlo.add %t4707, %t4705 : tensor<768x192xf32>
    %t4709 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %t4710 = stablehlo.multiply %t4709, %t4708 : tensor<768x192xf32>
    %t4711 = stablehlo.subtract %arg26, %t4710 : tensor<768x192xf32>
    %t4712 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %t4713 = stablehlo.multiply %t4712, %arg179 : tensor<768xf32>
    %t4714 = stablehlo.add %t4713, %t4124 : tensor<768xf32>
    %t4715 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %t4716 = stablehlo.multiply %t4715, %t4714 : tensor<768xf32>
    %t4717 = stablehlo.subtract %arg27, %t4716 : tensor<768xf32>
    %t4718 = stablehlo.transpose %t4102, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t4719 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %t4720 = stablehlo.multiply %t4719, %arg180 : tensor<192x768xf32>
    %t4721 = stablehlo.add %t4720, %t4718 : tensor<192x768xf32>
    %t4722 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %t4723 = stablehlo.multiply %t4722, %t4721 : tensor<192x768xf32>
    %t4724 = stablehlo.subtract %arg28, %t4723 : tensor<192x768xf32>
    %t4725 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4726 = stablehlo.multiply %t4725, %arg181 : tensor<192xf32>
    %t4727 = stablehlo.add %t4726, %t4104 : tensor<192xf32>
    %t4728 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4729 = stablehlo.multiply %t4728, %t4727 : tensor<192xf32>
    %t4730 = stablehlo.subtract %arg29, %t4729 : tensor<192xf32>
    %t4731 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4732 = stablehlo.multiply %t4731, %arg182 : tensor<192xf32>
    %t4733 = stablehlo.add %t4732, %t4069 : tensor<192xf32>
    %t4734 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4735 = stablehlo.multiply %t4734, %t4733 : tensor<192xf32>
    %t4736 = stablehlo.subtract %arg30, %t4735 : tensor<192xf32>
    %t4737 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4738 = stablehlo.multiply %t4737, %arg183 : tensor<192xf32>
    %t4739 = stablehlo.add %t4738, %t4064 : tensor<192xf32>
    %t4740 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4741 = stablehlo.multiply %t4740, %t4739 : tensor<192xf32>
    %t4742 = stablehlo.subtract %arg31, %t4741 : tensor<192xf32>
    %t4743 = stablehlo.transpose %t4060, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %t4744 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %t4745 = stablehlo.multiply %t4744, %arg184 : tensor<576x192xf32>
    %t4746 = stablehlo.add %t4745, %t4743 : tensor<576x192xf32>
    %t4747 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %t4748 = stablehlo.multiply %t4747, %t4746 : tensor<576x192xf32>
    %t4749 = stablehlo.subtract %arg32, %t4748 : tensor<576x192xf32>
    %t4750 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %t4751 = stablehlo.multiply %t4750, %arg185 : tensor<576xf32>
    %t4752 = stablehlo.add %t4751, %t4062 : tensor<576xf32>
    %t4753 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %t4754 = stablehlo.multiply %t4753, %t4752 : tensor<576xf32>
    %t4755 = stablehlo.subtract %arg33, %t4754 : tensor<576xf32>
    %t4756 = stablehlo.transpose %t3946, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t4757 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %t4758 = stablehlo.multiply %t4757, %arg186 : tensor<192x192xf32>
    %t4759 = stablehlo.add %t4758, %t4756 : tensor<192x192xf32>
    %t4760 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %t4761 = stablehlo.multiply %t4760, %t4759 : tensor<192x192xf32>
    %t4762 = stablehlo.subtract %arg34, %t4761 : tensor<192x192xf32>
    %t4763 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4764 = stablehlo.multiply %t4763, %arg187 : tensor<192xf32>
    %t4765 = stablehlo.add %t4764, %t3948 : tensor<192xf32>
    %t4766 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4767 = stablehlo.multiply %t4766, %t4765 : tensor<192xf32>
    %t4768 = stablehlo.subtract %arg35, %t4767 : tensor<192xf32>
    %t4769 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4770 = stablehlo.multiply %t4769, %arg188 : tensor<192xf32>
    %t4771 = stablehlo.add %t4770, %t3913 : tensor<192xf32>
    %t4772 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4773 = stablehlo.multiply %t4772, %t4771 : tensor<192xf32>
    %t4774 = stablehlo.subtract %arg36, %t4773 : tensor<192xf32>
    %t4775 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4776 = stablehlo.multiply %t4775, %arg189 : tensor<192xf32>
    %t4777 = stablehlo.add %t4776, %t3908 : tensor<192xf32>
    %t4778 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4779 = stablehlo.multiply %t4778, %t4777 : tensor<192xf32>
    %t4780 = stablehlo.subtract %arg37, %t4779 : tensor<192xf32>
    %t4781 = stablehlo.transpose %t3904, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t4782 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %t4783 = stablehlo.multiply %t4782, %arg190 : tensor<768x192xf32>
    %t4784 = stablehlo.add %t4783, %t4781 : tensor<768x192xf32>
    %t4785 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %t4786 = stablehlo.multiply %t4785, %t4784 : tensor<768x192xf32>
    %t4787 = stablehlo.subtract %arg38, %t4786 : tensor<768x192xf32>
    %t4788 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %t4789 = stablehlo.multiply %t4788, %arg191 : tensor<768xf32>
    %t4790 = stablehlo.add %t4789, %t3906 : tensor<768xf32>
    %t4791 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %t4792 = stablehlo.multiply %t4791, %t4790 : tensor<768xf32>
    %t4793 = stablehlo.subtract %arg39, %t4792 : tensor<768xf32>
    %t4794 = stablehlo.transpose %t3884, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t4795 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %t4796 = stablehlo.multiply %t4795, %arg192 : tensor<192x768xf32>
    %t4797 = stablehlo.add %t4796, %t4794 : tensor<192x768xf32>
    %t4798 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %t4799 = stablehlo.multiply %t4798, %t4797 : tensor<192x768xf32>
    %t4800 = stablehlo.subtract %arg40, %t4799 : tensor<192x768xf32>
    %t4801 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4802 = stablehlo.multiply %t4801, %arg193 : tensor<192xf32>
    %t4803 = stablehlo.add %t4802, %t3886 : tensor<192xf32>
    %t4804 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4805 = stablehlo.multiply %t4804, %t4803 : tensor<192xf32>
    %t4806 = stablehlo.subtract %arg41, %t4805 : tensor<192xf32>
    %t4807 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4808 = stablehlo.multiply %t4807, %arg194 : tensor<192xf32>
    %t4809 = stablehlo.add %t4808, %t3851 : tensor<192xf32>
    %t4810 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4811 = stablehlo.multiply %t4810, %t4809 : tensor<192xf32>
    %t4812 = stablehlo.subtract %arg42, %t4811 : tensor<192xf32>
    %t4813 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4814 = stablehlo.multiply %t4813, %arg195 : tensor<192xf32>
    %t4815 = stablehlo.add %t4814, %t3846 : tensor<192xf32>
    %t4816 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4817 = stablehlo.multiply %t4816, %t4815 : tensor<192xf32>
    %t4818 = stablehlo.subtract %arg43, %t4817 : tensor<192xf32>
    %t4819 = stablehlo.transpose %t3842, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %t4820 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %t4821 = stablehlo.multiply %t4820, %arg196 : tensor<576x192xf32>
    %t4822 = stablehlo.add %t4821, %t4819 : tensor<576x192xf32>
    %t4823 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %t4824 = stablehlo.multiply %t4823, %t4822 : tensor<576x192xf32>
    %t4825 = stablehlo.subtract %arg44, %t4824 : tensor<576x192xf32>
    %t4826 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %t4827 = stablehlo.multiply %t4826, %arg197 : tensor<576xf32>
    %t4828 = stablehlo.add %t4827, %t3844 : tensor<576xf32>
    %t4829 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %t4830 = stablehlo.multiply %t4829, %t4828 : tensor<576xf32>
    %t4831 = stablehlo.subtract %arg45, %t4830 : tensor<576xf32>
    %t4832 = stablehlo.transpose %t3728, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t4833 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %t4834 = stablehlo.multiply %t4833, %arg198 : tensor<192x192xf32>
    %t4835 = stablehlo.add %t4834, %t4832 : tensor<192x192xf32>
    %t4836 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %t4837 = stablehlo.multiply %t4836, %t4835 : tensor<192x192xf32>
    %t4838 = stablehlo.subtract %arg46, %t4837 : tensor<192x192xf32>
    %t4839 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4840 = stablehlo.multiply %t4839, %arg199 : tensor<192xf32>
    %t4841 = stablehlo.add %t4840, %t3730 : tensor<192xf32>
    %t4842 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4843 = stablehlo.multiply %t4842, %t4841 : tensor<192xf32>
    %t4844 = stablehlo.subtract %arg47, %t4843 : tensor<192xf32>
    %t4845 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4846 = stablehlo.multiply %t4845, %arg200 : tensor<192xf32>
    %t4847 = stablehlo.add %t4846, %t3695 : tensor<192xf32>
    %t4848 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4849 = stablehlo.multiply %t4848, %t4847 : tensor<192xf32>
    %t4850 = stablehlo.subtract %arg48, %t4849 : tensor<192xf32>
    %t4851 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4852 = stablehlo.multiply %t4851, %arg201 : tensor<192xf32>
    %t4853 = stablehlo.add %t4852, %t3690 : tensor<192xf32>
    %t4854 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4855 = stablehlo.multiply %t4854, %t4853 : tensor<192xf32>
    %t4856 = stablehlo.subtract %arg49, %t4855 : tensor<192xf32>
    %t4857 = stablehlo.transpose %t3686, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t4858 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %t4859 = stablehlo.multiply %t4858, %arg202 : tensor<768x192xf32>
    %t4860 = stablehlo.add %t4859, %t4857 : tensor<768x192xf32>
    %t4861 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %t4862 = stablehlo.multiply %t4861, %t4860 : tensor<768x192xf32>
    %t4863 = stablehlo.subtract %arg50, %t4862 : tensor<768x192xf32>
    %t4864 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %t4865 = stablehlo.multiply %t4864, %arg203 : tensor<768xf32>
    %t4866 = stablehlo.add %t4865, %t3688 : tensor<768xf32>
    %t4867 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %t4868 = stablehlo.multiply %t4867, %t4866 : tensor<768xf32>
    %t4869 = stablehlo.subtract %arg51, %t4868 : tensor<768xf32>
    %t4870 = stablehlo.transpose %t3666, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t4871 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %t4872 = stablehlo.multiply %t4871, %arg204 : tensor<192x768xf32>
    %t4873 = stablehlo.add %t4872, %t4870 : tensor<192x768xf32>
    %t4874 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %t4875 = stablehlo.multiply %t4874, %t4873 : tensor<192x768xf32>
    %t4876 = stablehlo.subtract %arg52, %t4875 : tensor<192x768xf32>
    %t4877 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4878 = stablehlo.multiply %t4877, %arg205 : tensor<192xf32>
    %t4879 = stablehlo.add %t4878, %t3668 : tensor<192xf32>
    %t4880 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4881 = stablehlo.multiply %t4880, %t4879 : tensor<192xf32>
    %t4882 = stablehlo.subtract %arg53, %t4881 : tensor<192xf32>
    %t4883 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4884 = stablehlo.multiply %t4883, %arg206 : tensor<192xf32>
    %t4885 = stablehlo.add %t4884, %t3633 : tensor<192xf32>
    %t4886 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4887 = stablehlo.multiply %t4886, %t4885 : tensor<192xf32>
    %t4888 = stablehlo.subtract %arg54, %t4887 : tensor<192xf32>
    %t4889 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4890 = stablehlo.multiply %t4889, %arg207 : tensor<192xf32>
    %t4891 = stablehlo.add %t4890, %t3628 : tensor<192xf32>
    %t4892 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4893 = stablehlo.multiply %t4892, %t4891 : tensor<192xf32>
    %t4894 = stablehlo.subtract %arg55, %t4893 : tensor<192xf32>
    %t4895 = stablehlo.transpose %t3624, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %t4896 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %t4897 = stablehlo.multiply %t4896, %arg208 : tensor<576x192xf32>
    %t4898 = stablehlo.add %t4897, %t4895 : tensor<576x192xf32>
    %t4899 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %t4900 = stablehlo.multiply %t4899, %t4898 : tensor<576x192xf32>
    %t4901 = stablehlo.subtract %arg56, %t4900 : tensor<576x192xf32>
    %t4902 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %t4903 = stablehlo.multiply %t4902, %arg209 : tensor<576xf32>
    %t4904 = stablehlo.add %t4903, %t3626 : tensor<576xf32>
    %t4905 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %t4906 = stablehlo.multiply %t4905, %t4904 : tensor<576xf32>
    %t4907 = stablehlo.subtract %arg57, %t4906 : tensor<576xf32>
    %t4908 = stablehlo.transpose %t3510, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t4909 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %t4910 = stablehlo.multiply %t4909, %arg210 : tensor<192x192xf32>
    %t4911 = stablehlo.add %t4910, %t4908 : tensor<192x192xf32>
    %t4912 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %t4913 = stablehlo.multiply %t4912, %t4911 : tensor<192x192xf32>
    %t4914 = stablehlo.subtract %arg58, %t4913 : tensor<192x192xf32>
    %t4915 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4916 = stablehlo.multiply %t4915, %arg211 : tensor<192xf32>
    %t4917 = stablehlo.add %t4916, %t3512 : tensor<192xf32>
    %t4918 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4919 = stablehlo.multiply %t4918, %t4917 : tensor<192xf32>
    %t4920 = stablehlo.subtract %arg59, %t4919 : tensor<192xf32>
    %t4921 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4922 = stablehlo.multiply %t4921, %arg212 : tensor<192xf32>
    %t4923 = stablehlo.add %t4922, %t3477 : tensor<192xf32>
    %t4924 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4925 = stablehlo.multiply %t4924, %t4923 : tensor<192xf32>
    %t4926 = stablehlo.subtract %arg60, %t4925 : tensor<192xf32>
    %t4927 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4928 = stablehlo.multiply %t4927, %arg213 : tensor<192xf32>
    %t4929 = stablehlo.add %t4928, %t3472 : tensor<192xf32>
    %t4930 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4931 = stablehlo.multiply %t4930, %t4929 : tensor<192xf32>
    %t4932 = stablehlo.subtract %arg61, %t4931 : tensor<192xf32>
    %t4933 = stablehlo.transpose %t3468, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t4934 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %t4935 = stablehlo.multiply %t4934, %arg214 : tensor<768x192xf32>
    %t4936 = stablehlo.add %t4935, %t4933 : tensor<768x192xf32>
    %t4937 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %t4938 = stablehlo.multiply %t4937, %t4936 : tensor<768x192xf32>
    %t4939 = stablehlo.subtract %arg62, %t4938 : tensor<768x192xf32>
    %t4940 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %t4941 = stablehlo.multiply %t4940, %arg215 : tensor<768xf32>
    %t4942 = stablehlo.add %t4941, %t3470 : tensor<768xf32>
    %t4943 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %t4944 = stablehlo.multiply %t4943, %t4942 : tensor<768xf32>
    %t4945 = stablehlo.subtract %arg63, %t4944 : tensor<768xf32>
    %t4946 = stablehlo.transpose %t3448, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t4947 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %t4948 = stablehlo.multiply %t4947, %arg216 : tensor<192x768xf32>
    %t4949 = stablehlo.add %t4948, %t4946 : tensor<192x768xf32>
    %t4950 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %t4951 = stablehlo.multiply %t4950, %t4949 : tensor<192x768xf32>
    %t4952 = stablehlo.subtract %arg64, %t4951 : tensor<192x768xf32>
    %t4953 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4954 = stablehlo.multiply %t4953, %arg217 : tensor<192xf32>
    %t4955 = stablehlo.add %t4954, %t3450 : tensor<192xf32>
    %t4956 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4957 = stablehlo.multiply %t4956, %t4955 : tensor<192xf32>
    %t4958 = stablehlo.subtract %arg65, %t4957 : tensor<192xf32>
    %t4959 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4960 = stablehlo.multiply %t4959, %arg218 : tensor<192xf32>
    %t4961 = stablehlo.add %t4960, %t3415 : tensor<192xf32>
    %t4962 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4963 = stablehlo.multiply %t4962, %t4961 : tensor<192xf32>
    %t4964 = stablehlo.subtract %arg66, %t4963 : tensor<192xf32>
    %t4965 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4966 = stablehlo.multiply %t4965, %arg219 : tensor<192xf32>
    %t4967 = stablehlo.add %t4966, %t3410 : tensor<192xf32>
    %t4968 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4969 = stablehlo.multiply %t4968, %t4967 : tensor<192xf32>
    %t4970 = stablehlo.subtract %arg67, %t4969 : tensor<192xf32>
    %t4971 = stablehlo.transpose %t3406, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %t4972 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %t4973 = stablehlo.multiply %t4972, %arg220 : tensor<576x192xf32>
    %t4974 = stablehlo.add %t4973, %t4971 : tensor<576x192xf32>
    %t4975 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %t4976 = stablehlo.multiply %t4975, %t4974 : tensor<576x192xf32>
    %t4977 = stablehlo.subtract %arg68, %t4976 : tensor<576x192xf32>
    %t4978 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %t4979 = stablehlo.multiply %t4978, %arg221 : tensor<576xf32>
    %t4980 = stablehlo.add %t4979, %t3408 : tensor<576xf32>
    %t4981 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %t4982 = stablehlo.multiply %t4981, %t4980 : tensor<576xf32>
    %t4983 = stablehlo.subtract %arg69, %t4982 : tensor<576xf32>
    %t4984 = stablehlo.transpose %t3292, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t4985 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %t4986 = stablehlo.multiply %t4985, %arg222 : tensor<192x192xf32>
    %t4987 = stablehlo.add %t4986, %t4984 : tensor<192x192xf32>
    %t4988 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %t4989 = stablehlo.multiply %t4988, %t4987 : tensor<192x192xf32>
    %t4990 = stablehlo.subtract %arg70, %t4989 : tensor<192x192xf32>
    %t4991 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4992 = stablehlo.multiply %t4991, %arg223 : tensor<192xf32>
    %t4993 = stablehlo.add %t4992, %t3294 : tensor<192xf32>
    %t4994 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t4995 = stablehlo.multiply %t4994, %t4993 : tensor<192xf32>
    %t4996 = stablehlo.subtract %arg71, %t4995 : tensor<192xf32>
    %t4997 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t4998 = stablehlo.multiply %t4997, %arg224 : tensor<192xf32>
    %t4999 = stablehlo.add %t4998, %t3259 : tensor<192xf32>
    %t5000 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5001 = stablehlo.multiply %t5000, %t4999 : tensor<192xf32>
    %t5002 = stablehlo.subtract %arg72, %t5001 : tensor<192xf32>
    %t5003 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5004 = stablehlo.multiply %t5003, %arg225 : tensor<192xf32>
    %t5005 = stablehlo.add %t5004, %t3254 : tensor<192xf32>
    %t5006 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5007 = stablehlo.multiply %t5006, %t5005 : tensor<192xf32>
    %t5008 = stablehlo.subtract %arg73, %t5007 : tensor<192xf32>
    %t5009 = stablehlo.transpose %t3250, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t5010 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %t5011 = stablehlo.multiply %t5010, %arg226 : tensor<768x192xf32>
    %t5012 = stablehlo.add %t5011, %t5009 : tensor<768x192xf32>
    %t5013 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %t5014 = stablehlo.multiply %t5013, %t5012 : tensor<768x192xf32>
    %t5015 = stablehlo.subtract %arg74, %t5014 : tensor<768x192xf32>
    %t5016 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %t5017 = stablehlo.multiply %t5016, %arg227 : tensor<768xf32>
    %t5018 = stablehlo.add %t5017, %t3252 : tensor<768xf32>
    %t5019 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %t5020 = stablehlo.multiply %t5019, %t5018 : tensor<768xf32>
    %t5021 = stablehlo.subtract %arg75, %t5020 : tensor<768xf32>
    %t5022 = stablehlo.transpose %t3230, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t5023 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %t5024 = stablehlo.multiply %t5023, %arg228 : tensor<192x768xf32>
    %t5025 = stablehlo.add %t5024, %t5022 : tensor<192x768xf32>
    %t5026 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %t5027 = stablehlo.multiply %t5026, %t5025 : tensor<192x768xf32>
    %t5028 = stablehlo.subtract %arg76, %t5027 : tensor<192x768xf32>
    %t5029 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5030 = stablehlo.multiply %t5029, %arg229 : tensor<192xf32>
    %t5031 = stablehlo.add %t5030, %t3232 : tensor<192xf32>
    %t5032 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5033 = stablehlo.multiply %t5032, %t5031 : tensor<192xf32>
    %t5034 = stablehlo.subtract %arg77, %t5033 : tensor<192xf32>
    %t5035 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5036 = stablehlo.multiply %t5035, %arg230 : tensor<192xf32>
    %t5037 = stablehlo.add %t5036, %t3197 : tensor<192xf32>
    %t5038 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5039 = stablehlo.multiply %t5038, %t5037 : tensor<192xf32>
    %t5040 = stablehlo.subtract %arg78, %t5039 : tensor<192xf32>
    %t5041 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5042 = stablehlo.multiply %t5041, %arg231 : tensor<192xf32>
    %t5043 = stablehlo.add %t5042, %t3192 : tensor<192xf32>
    %t5044 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5045 = stablehlo.multiply %t5044, %t5043 : tensor<192xf32>
    %t5046 = stablehlo.subtract %arg79, %t5045 : tensor<192xf32>
    %t5047 = stablehlo.transpose %t3188, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %t5048 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %t5049 = stablehlo.multiply %t5048, %arg232 : tensor<576x192xf32>
    %t5050 = stablehlo.add %t5049, %t5047 : tensor<576x192xf32>
    %t5051 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %t5052 = stablehlo.multiply %t5051, %t5050 : tensor<576x192xf32>
    %t5053 = stablehlo.subtract %arg80, %t5052 : tensor<576x192xf32>
    %t5054 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %t5055 = stablehlo.multiply %t5054, %arg233 : tensor<576xf32>
    %t5056 = stablehlo.add %t5055, %t3190 : tensor<576xf32>
    %t5057 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %t5058 = stablehlo.multiply %t5057, %t5056 : tensor<576xf32>
    %t5059 = stablehlo.subtract %arg81, %t5058 : tensor<576xf32>
    %t5060 = stablehlo.transpose %t3074, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t5061 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %t5062 = stablehlo.multiply %t5061, %arg234 : tensor<192x192xf32>
    %t5063 = stablehlo.add %t5062, %t5060 : tensor<192x192xf32>
    %t5064 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %t5065 = stablehlo.multiply %t5064, %t5063 : tensor<192x192xf32>
    %t5066 = stablehlo.subtract %arg82, %t5065 : tensor<192x192xf32>
    %t5067 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5068 = stablehlo.multiply %t5067, %arg235 : tensor<192xf32>
    %t5069 = stablehlo.add %t5068, %t3076 : tensor<192xf32>
    %t5070 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5071 = stablehlo.multiply %t5070, %t5069 : tensor<192xf32>
    %t5072 = stablehlo.subtract %arg83, %t5071 : tensor<192xf32>
    %t5073 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5074 = stablehlo.multiply %t5073, %arg236 : tensor<192xf32>
    %t5075 = stablehlo.add %t5074, %t3041 : tensor<192xf32>
    %t5076 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5077 = stablehlo.multiply %t5076, %t5075 : tensor<192xf32>
    %t5078 = stablehlo.subtract %arg84, %t5077 : tensor<192xf32>
    %t5079 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5080 = stablehlo.multiply %t5079, %arg237 : tensor<192xf32>
    %t5081 = stablehlo.add %t5080, %t3036 : tensor<192xf32>
    %t5082 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5083 = stablehlo.multiply %t5082, %t5081 : tensor<192xf32>
    %t5084 = stablehlo.subtract %arg85, %t5083 : tensor<192xf32>
    %t5085 = stablehlo.transpose %t3032, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t5086 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %t5087 = stablehlo.multiply %t5086, %arg238 : tensor<768x192xf32>
    %t5088 = stablehlo.add %t5087, %t5085 : tensor<768x192xf32>
    %t5089 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %t5090 = stablehlo.multiply %t5089, %t5088 : tensor<768x192xf32>
    %t5091 = stablehlo.subtract %arg86, %t5090 : tensor<768x192xf32>
    %t5092 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %t5093 = stablehlo.multiply %t5092, %arg239 : tensor<768xf32>
    %t5094 = stablehlo.add %t5093, %t3034 : tensor<768xf32>
    %t5095 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %t5096 = stablehlo.multiply %t5095, %t5094 : tensor<768xf32>
    %t5097 = stablehlo.subtract %arg87, %t5096 : tensor<768xf32>
    %t5098 = stablehlo.transpose %t3012, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t5099 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %t5100 = stablehlo.multiply %t5099, %arg240 : tensor<192x768xf32>
    %t5101 = stablehlo.add %t5100, %t5098 : tensor<192x768xf32>
    %t5102 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %t5103 = stablehlo.multiply %t5102, %t5101 : tensor<192x768xf32>
    %t5104 = stablehlo.subtract %arg88, %t5103 : tensor<192x768xf32>
    %t5105 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5106 = stablehlo.multiply %t5105, %arg241 : tensor<192xf32>
    %t5107 = stablehlo.add %t5106, %t3014 : tensor<192xf32>
    %t5108 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5109 = stablehlo.multiply %t5108, %t5107 : tensor<192xf32>
    %t5110 = stablehlo.subtract %arg89, %t5109 : tensor<192xf32>
    %t5111 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5112 = stablehlo.multiply %t5111, %arg242 : tensor<192xf32>
    %t5113 = stablehlo.add %t5112, %t2979 : tensor<192xf32>
    %t5114 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5115 = stablehlo.multiply %t5114, %t5113 : tensor<192xf32>
    %t5116 = stablehlo.subtract %arg90, %t5115 : tensor<192xf32>
    %t5117 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5118 = stablehlo.multiply %t5117, %arg243 : tensor<192xf32>
    %t5119 = stablehlo.add %t5118, %t2974 : tensor<192xf32>
    %t5120 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5121 = stablehlo.multiply %t5120, %t5119 : tensor<192xf32>
    %t5122 = stablehlo.subtract %arg91, %t5121 : tensor<192xf32>
    %t5123 = stablehlo.transpose %t2970, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %t5124 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %t5125 = stablehlo.multiply %t5124, %arg244 : tensor<576x192xf32>
    %t5126 = stablehlo.add %t5125, %t5123 : tensor<576x192xf32>
    %t5127 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %t5128 = stablehlo.multiply %t5127, %t5126 : tensor<576x192xf32>
    %t5129 = stablehlo.subtract %arg92, %t5128 : tensor<576x192xf32>
    %t5130 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %t5131 = stablehlo.multiply %t5130, %arg245 : tensor<576xf32>
    %t5132 = stablehlo.add %t5131, %t2972 : tensor<576xf32>
    %t5133 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %t5134 = stablehlo.multiply %t5133, %t5132 : tensor<576xf32>
    %t5135 = stablehlo.subtract %arg93, %t5134 : tensor<576xf32>
    %t5136 = stablehlo.transpose %t2856, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t5137 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %t5138 = stablehlo.multiply %t5137, %arg246 : tensor<192x192xf32>
    %t5139 = stablehlo.add %t5138, %t5136 : tensor<192x192xf32>
    %t5140 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %t5141 = stablehlo.multiply %t5140, %t5139 : tensor<192x192xf32>
    %t5142 = stablehlo.subtract %arg94, %t5141 : tensor<192x192xf32>
    %t5143 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5144 = stablehlo.multiply %t5143, %arg247 : tensor<192xf32>
    %t5145 = stablehlo.add %t5144, %t2858 : tensor<192xf32>
    %t5146 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5147 = stablehlo.multiply %t5146, %t5145 : tensor<192xf32>
    %t5148 = stablehlo.subtract %arg95, %t5147 : tensor<192xf32>
    %t5149 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5150 = stablehlo.multiply %t5149, %arg248 : tensor<192xf32>
    %t5151 = stablehlo.add %t5150, %t2823 : tensor<192xf32>
    %t5152 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5153 = stablehlo.multiply %t5152, %t5151 : tensor<192xf32>
    %t5154 = stablehlo.subtract %arg96, %t5153 : tensor<192xf32>
    %t5155 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5156 = stablehlo.multiply %t5155, %arg249 : tensor<192xf32>
    %t5157 = stablehlo.add %t5156, %t2818 : tensor<192xf32>
    %t5158 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5159 = stablehlo.multiply %t5158, %t5157 : tensor<192xf32>
    %t5160 = stablehlo.subtract %arg97, %t5159 : tensor<192xf32>
    %t5161 = stablehlo.transpose %t2814, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t5162 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %t5163 = stablehlo.multiply %t5162, %arg250 : tensor<768x192xf32>
    %t5164 = stablehlo.add %t5163, %t5161 : tensor<768x192xf32>
    %t5165 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %t5166 = stablehlo.multiply %t5165, %t5164 : tensor<768x192xf32>
    %t5167 = stablehlo.subtract %arg98, %t5166 : tensor<768x192xf32>
    %t5168 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %t5169 = stablehlo.multiply %t5168, %arg251 : tensor<768xf32>
    %t5170 = stablehlo.add %t5169, %t2816 : tensor<768xf32>
    %t5171 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %t5172 = stablehlo.multiply %t5171, %t5170 : tensor<768xf32>
    %t5173 = stablehlo.subtract %arg99, %t5172 : tensor<768xf32>
    %t5174 = stablehlo.transpose %t2794, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t5175 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %t5176 = stablehlo.multiply %t5175, %arg252 : tensor<192x768xf32>
    %t5177 = stablehlo.add %t5176, %t5174 : tensor<192x768xf32>
    %t5178 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %t5179 = stablehlo.multiply %t5178, %t5177 : tensor<192x768xf32>
    %t5180 = stablehlo.subtract %arg100, %t5179 : tensor<192x768xf32>
    %t5181 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5182 = stablehlo.multiply %t5181, %arg253 : tensor<192xf32>
    %t5183 = stablehlo.add %t5182, %t2796 : tensor<192xf32>
    %t5184 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5185 = stablehlo.multiply %t5184, %t5183 : tensor<192xf32>
    %t5186 = stablehlo.subtract %arg101, %t5185 : tensor<192xf32>
    %t5187 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5188 = stablehlo.multiply %t5187, %arg254 : tensor<192xf32>
    %t5189 = stablehlo.add %t5188, %t2761 : tensor<192xf32>
    %t5190 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5191 = stablehlo.multiply %t5190, %t5189 : tensor<192xf32>
    %t5192 = stablehlo.subtract %arg102, %t5191 : tensor<192xf32>
    %t5193 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5194 = stablehlo.multiply %t5193, %arg255 : tensor<192xf32>
    %t5195 = stablehlo.add %t5194, %t2756 : tensor<192xf32>
    %t5196 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5197 = stablehlo.multiply %t5196, %t5195 : tensor<192xf32>
    %t5198 = stablehlo.subtract %arg103, %t5197 : tensor<192xf32>
    %t5199 = stablehlo.transpose %t2752, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %t5200 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %t5201 = stablehlo.multiply %t5200, %arg256 : tensor<576x192xf32>
    %t5202 = stablehlo.add %t5201, %t5199 : tensor<576x192xf32>
    %t5203 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %t5204 = stablehlo.multiply %t5203, %t5202 : tensor<576x192xf32>
    %t5205 = stablehlo.subtract %arg104, %t5204 : tensor<576x192xf32>
    %t5206 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %t5207 = stablehlo.multiply %t5206, %arg257 : tensor<576xf32>
    %t5208 = stablehlo.add %t5207, %t2754 : tensor<576xf32>
    %t5209 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %t5210 = stablehlo.multiply %t5209, %t5208 : tensor<576xf32>
    %t5211 = stablehlo.subtract %arg105, %t5210 : tensor<576xf32>
    %t5212 = stablehlo.transpose %t2638, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t5213 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %t5214 = stablehlo.multiply %t5213, %arg258 : tensor<192x192xf32>
    %t5215 = stablehlo.add %t5214, %t5212 : tensor<192x192xf32>
    %t5216 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %t5217 = stablehlo.multiply %t5216, %t5215 : tensor<192x192xf32>
    %t5218 = stablehlo.subtract %arg106, %t5217 : tensor<192x192xf32>
    %t5219 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5220 = stablehlo.multiply %t5219, %arg259 : tensor<192xf32>
    %t5221 = stablehlo.add %t5220, %t2640 : tensor<192xf32>
    %t5222 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5223 = stablehlo.multiply %t5222, %t5221 : tensor<192xf32>
    %t5224 = stablehlo.subtract %arg107, %t5223 : tensor<192xf32>
    %t5225 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5226 = stablehlo.multiply %t5225, %arg260 : tensor<192xf32>
    %t5227 = stablehlo.add %t5226, %t2605 : tensor<192xf32>
    %t5228 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5229 = stablehlo.multiply %t5228, %t5227 : tensor<192xf32>
    %t5230 = stablehlo.subtract %arg108, %t5229 : tensor<192xf32>
    %t5231 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5232 = stablehlo.multiply %t5231, %arg261 : tensor<192xf32>
    %t5233 = stablehlo.add %t5232, %t2600 : tensor<192xf32>
    %t5234 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5235 = stablehlo.multiply %t5234, %t5233 : tensor<192xf32>
    %t5236 = stablehlo.subtract %arg109, %t5235 : tensor<192xf32>
    %t5237 = stablehlo.transpose %t2596, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t5238 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %t5239 = stablehlo.multiply %t5238, %arg262 : tensor<768x192xf32>
    %t5240 = stablehlo.add %t5239, %t5237 : tensor<768x192xf32>
    %t5241 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %t5242 = stablehlo.multiply %t5241, %t5240 : tensor<768x192xf32>
    %t5243 = stablehlo.subtract %arg110, %t5242 : tensor<768x192xf32>
    %t5244 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %t5245 = stablehlo.multiply %t5244, %arg263 : tensor<768xf32>
    %t5246 = stablehlo.add %t5245, %t2598 : tensor<768xf32>
    %t5247 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %t5248 = stablehlo.multiply %t5247, %t5246 : tensor<768xf32>
    %t5249 = stablehlo.subtract %arg111, %t5248 : tensor<768xf32>
    %t5250 = stablehlo.transpose %t2576, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t5251 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %t5252 = stablehlo.multiply %t5251, %arg264 : tensor<192x768xf32>
    %t5253 = stablehlo.add %t5252, %t5250 : tensor<192x768xf32>
    %t5254 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %t5255 = stablehlo.multiply %t5254, %t5253 : tensor<192x768xf32>
    %t5256 = stablehlo.subtract %arg112, %t5255 : tensor<192x768xf32>
    %t5257 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5258 = stablehlo.multiply %t5257, %arg265 : tensor<192xf32>
    %t5259 = stablehlo.add %t5258, %t2578 : tensor<192xf32>
    %t5260 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5261 = stablehlo.multiply %t5260, %t5259 : tensor<192xf32>
    %t5262 = stablehlo.subtract %arg113, %t5261 : tensor<192xf32>
    %t5263 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5264 = stablehlo.multiply %t5263, %arg266 : tensor<192xf32>
    %t5265 = stablehlo.add %t5264, %t2543 : tensor<192xf32>
    %t5266 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5267 = stablehlo.multiply %t5266, %t5265 : tensor<192xf32>
    %t5268 = stablehlo.subtract %arg114, %t5267 : tensor<192xf32>
    %t5269 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5270 = stablehlo.multiply %t5269, %arg267 : tensor<192xf32>
    %t5271 = stablehlo.add %t5270, %t2538 : tensor<192xf32>
    %t5272 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5273 = stablehlo.multiply %t5272, %t5271 : tensor<192xf32>
    %t5274 = stablehlo.subtract %arg115, %t5273 : tensor<192xf32>
    %t5275 = stablehlo.transpose %t2534, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %t5276 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %t5277 = stablehlo.multiply %t5276, %arg268 : tensor<576x192xf32>
    %t5278 = stablehlo.add %t5277, %t5275 : tensor<576x192xf32>
    %t5279 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %t5280 = stablehlo.multiply %t5279, %t5278 : tensor<576x192xf32>
    %t5281 = stablehlo.subtract %arg116, %t5280 : tensor<576x192xf32>
    %t5282 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %t5283 = stablehlo.multiply %t5282, %arg269 : tensor<576xf32>
    %t5284 = stablehlo.add %t5283, %t2536 : tensor<576xf32>
    %t5285 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %t5286 = stablehlo.multiply %t5285, %t5284 : tensor<576xf32>
    %t5287 = stablehlo.subtract %arg117, %t5286 : tensor<576xf32>
    %t5288 = stablehlo.transpose %t2420, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t5289 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %t5290 = stablehlo.multiply %t5289, %arg270 : tensor<192x192xf32>
    %t5291 = stablehlo.add %t5290, %t5288 : tensor<192x192xf32>
    %t5292 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %t5293 = stablehlo.multiply %t5292, %t5291 : tensor<192x192xf32>
    %t5294 = stablehlo.subtract %arg118, %t5293 : tensor<192x192xf32>
    %t5295 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5296 = stablehlo.multiply %t5295, %arg271 : tensor<192xf32>
    %t5297 = stablehlo.add %t5296, %t2422 : tensor<192xf32>
    %t5298 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5299 = stablehlo.multiply %t5298, %t5297 : tensor<192xf32>
    %t5300 = stablehlo.subtract %arg119, %t5299 : tensor<192xf32>
    %t5301 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5302 = stablehlo.multiply %t5301, %arg272 : tensor<192xf32>
    %t5303 = stablehlo.add %t5302, %t2387 : tensor<192xf32>
    %t5304 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5305 = stablehlo.multiply %t5304, %t5303 : tensor<192xf32>
    %t5306 = stablehlo.subtract %arg120, %t5305 : tensor<192xf32>
    %t5307 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5308 = stablehlo.multiply %t5307, %arg273 : tensor<192xf32>
    %t5309 = stablehlo.add %t5308, %t2382 : tensor<192xf32>
    %t5310 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5311 = stablehlo.multiply %t5310, %t5309 : tensor<192xf32>
    %t5312 = stablehlo.subtract %arg121, %t5311 : tensor<192xf32>
    %t5313 = stablehlo.transpose %t2378, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t5314 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %t5315 = stablehlo.multiply %t5314, %arg274 : tensor<768x192xf32>
    %t5316 = stablehlo.add %t5315, %t5313 : tensor<768x192xf32>
    %t5317 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %t5318 = stablehlo.multiply %t5317, %t5316 : tensor<768x192xf32>
    %t5319 = stablehlo.subtract %arg122, %t5318 : tensor<768x192xf32>
    %t5320 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %t5321 = stablehlo.multiply %t5320, %arg275 : tensor<768xf32>
    %t5322 = stablehlo.add %t5321, %t2380 : tensor<768xf32>
    %t5323 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %t5324 = stablehlo.multiply %t5323, %t5322 : tensor<768xf32>
    %t5325 = stablehlo.subtract %arg123, %t5324 : tensor<768xf32>
    %t5326 = stablehlo.transpose %t2358, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t5327 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %t5328 = stablehlo.multiply %t5327, %arg276 : tensor<192x768xf32>
    %t5329 = stablehlo.add %t5328, %t5326 : tensor<192x768xf32>
    %t5330 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %t5331 = stablehlo.multiply %t5330, %t5329 : tensor<192x768xf32>
    %t5332 = stablehlo.subtract %arg124, %t5331 : tensor<192x768xf32>
    %t5333 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5334 = stablehlo.multiply %t5333, %arg277 : tensor<192xf32>
    %t5335 = stablehlo.add %t5334, %t2360 : tensor<192xf32>
    %t5336 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5337 = stablehlo.multiply %t5336, %t5335 : tensor<192xf32>
    %t5338 = stablehlo.subtract %arg125, %t5337 : tensor<192xf32>
    %t5339 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5340 = stablehlo.multiply %t5339, %arg278 : tensor<192xf32>
    %t5341 = stablehlo.add %t5340, %t2325 : tensor<192xf32>
    %t5342 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5343 = stablehlo.multiply %t5342, %t5341 : tensor<192xf32>
    %t5344 = stablehlo.subtract %arg126, %t5343 : tensor<192xf32>
    %t5345 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5346 = stablehlo.multiply %t5345, %arg279 : tensor<192xf32>
    %t5347 = stablehlo.add %t5346, %t2320 : tensor<192xf32>
    %t5348 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5349 = stablehlo.multiply %t5348, %t5347 : tensor<192xf32>
    %t5350 = stablehlo.subtract %arg127, %t5349 : tensor<192xf32>
    %t5351 = stablehlo.transpose %t2316, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %t5352 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %t5353 = stablehlo.multiply %t5352, %arg280 : tensor<576x192xf32>
    %t5354 = stablehlo.add %t5353, %t5351 : tensor<576x192xf32>
    %t5355 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %t5356 = stablehlo.multiply %t5355, %t5354 : tensor<576x192xf32>
    %t5357 = stablehlo.subtract %arg128, %t5356 : tensor<576x192xf32>
    %t5358 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %t5359 = stablehlo.multiply %t5358, %arg281 : tensor<576xf32>
    %t5360 = stablehlo.add %t5359, %t2318 : tensor<576xf32>
    %t5361 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %t5362 = stablehlo.multiply %t5361, %t5360 : tensor<576xf32>
    %t5363 = stablehlo.subtract %arg129, %t5362 : tensor<576xf32>
    %t5364 = stablehlo.transpose %t2202, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t5365 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %t5366 = stablehlo.multiply %t5365, %arg282 : tensor<192x192xf32>
    %t5367 = stablehlo.add %t5366, %t5364 : tensor<192x192xf32>
    %t5368 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %t5369 = stablehlo.multiply %t5368, %t5367 : tensor<192x192xf32>
    %t5370 = stablehlo.subtract %arg130, %t5369 : tensor<192x192xf32>
    %t5371 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5372 = stablehlo.multiply %t5371, %arg283 : tensor<192xf32>
    %t5373 = stablehlo.add %t5372, %t2204 : tensor<192xf32>
    %t5374 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5375 = stablehlo.multiply %t5374, %t5373 : tensor<192xf32>
    %t5376 = stablehlo.subtract %arg131, %t5375 : tensor<192xf32>
    %t5377 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5378 = stablehlo.multiply %t5377, %arg284 : tensor<192xf32>
    %t5379 = stablehlo.add %t5378, %t2169 : tensor<192xf32>
    %t5380 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5381 = stablehlo.multiply %t5380, %t5379 : tensor<192xf32>
    %t5382 = stablehlo.subtract %arg132, %t5381 : tensor<192xf32>
    %t5383 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5384 = stablehlo.multiply %t5383, %arg285 : tensor<192xf32>
    %t5385 = stablehlo.add %t5384, %t2164 : tensor<192xf32>
    %t5386 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5387 = stablehlo.multiply %t5386, %t5385 : tensor<192xf32>
    %t5388 = stablehlo.subtract %arg133, %t5387 : tensor<192xf32>
    %t5389 = stablehlo.transpose %t2160, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t5390 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %t5391 = stablehlo.multiply %t5390, %arg286 : tensor<768x192xf32>
    %t5392 = stablehlo.add %t5391, %t5389 : tensor<768x192xf32>
    %t5393 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %t5394 = stablehlo.multiply %t5393, %t5392 : tensor<768x192xf32>
    %t5395 = stablehlo.subtract %arg134, %t5394 : tensor<768x192xf32>
    %t5396 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %t5397 = stablehlo.multiply %t5396, %arg287 : tensor<768xf32>
    %t5398 = stablehlo.add %t5397, %t2162 : tensor<768xf32>
    %t5399 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %t5400 = stablehlo.multiply %t5399, %t5398 : tensor<768xf32>
    %t5401 = stablehlo.subtract %arg135, %t5400 : tensor<768xf32>
    %t5402 = stablehlo.transpose %t2140, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t5403 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %t5404 = stablehlo.multiply %t5403, %arg288 : tensor<192x768xf32>
    %t5405 = stablehlo.add %t5404, %t5402 : tensor<192x768xf32>
    %t5406 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %t5407 = stablehlo.multiply %t5406, %t5405 : tensor<192x768xf32>
    %t5408 = stablehlo.subtract %arg136, %t5407 : tensor<192x768xf32>
    %t5409 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5410 = stablehlo.multiply %t5409, %arg289 : tensor<192xf32>
    %t5411 = stablehlo.add %t5410, %t2142 : tensor<192xf32>
    %t5412 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5413 = stablehlo.multiply %t5412, %t5411 : tensor<192xf32>
    %t5414 = stablehlo.subtract %arg137, %t5413 : tensor<192xf32>
    %t5415 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5416 = stablehlo.multiply %t5415, %arg290 : tensor<192xf32>
    %t5417 = stablehlo.add %t5416, %t2107 : tensor<192xf32>
    %t5418 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5419 = stablehlo.multiply %t5418, %t5417 : tensor<192xf32>
    %t5420 = stablehlo.subtract %arg138, %t5419 : tensor<192xf32>
    %t5421 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5422 = stablehlo.multiply %t5421, %arg291 : tensor<192xf32>
    %t5423 = stablehlo.add %t5422, %t2102 : tensor<192xf32>
    %t5424 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5425 = stablehlo.multiply %t5424, %t5423 : tensor<192xf32>
    %t5426 = stablehlo.subtract %arg139, %t5425 : tensor<192xf32>
    %t5427 = stablehlo.transpose %t2098, dims = [1, 0] : (tensor<192x576xf32>) -> tensor<576x192xf32>
    %t5428 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576x192xf32>
    %t5429 = stablehlo.multiply %t5428, %arg292 : tensor<576x192xf32>
    %t5430 = stablehlo.add %t5429, %t5427 : tensor<576x192xf32>
    %t5431 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576x192xf32>
    %t5432 = stablehlo.multiply %t5431, %t5430 : tensor<576x192xf32>
    %t5433 = stablehlo.subtract %arg140, %t5432 : tensor<576x192xf32>
    %t5434 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<576xf32>
    %t5435 = stablehlo.multiply %t5434, %arg293 : tensor<576xf32>
    %t5436 = stablehlo.add %t5435, %t2100 : tensor<576xf32>
    %t5437 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %t5438 = stablehlo.multiply %t5437, %t5436 : tensor<576xf32>
    %t5439 = stablehlo.subtract %arg141, %t5438 : tensor<576xf32>
    %t5440 = stablehlo.transpose %t1984, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t5441 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x192xf32>
    %t5442 = stablehlo.multiply %t5441, %arg294 : tensor<192x192xf32>
    %t5443 = stablehlo.add %t5442, %t5440 : tensor<192x192xf32>
    %t5444 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x192xf32>
    %t5445 = stablehlo.multiply %t5444, %t5443 : tensor<192x192xf32>
    %t5446 = stablehlo.subtract %arg142, %t5445 : tensor<192x192xf32>
    %t5447 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5448 = stablehlo.multiply %t5447, %arg295 : tensor<192xf32>
    %t5449 = stablehlo.add %t5448, %t1986 : tensor<192xf32>
    %t5450 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5451 = stablehlo.multiply %t5450, %t5449 : tensor<192xf32>
    %t5452 = stablehlo.subtract %arg143, %t5451 : tensor<192xf32>
    %t5453 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5454 = stablehlo.multiply %t5453, %arg296 : tensor<192xf32>
    %t5455 = stablehlo.add %t5454, %t1951 : tensor<192xf32>
    %t5456 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5457 = stablehlo.multiply %t5456, %t5455 : tensor<192xf32>
    %t5458 = stablehlo.subtract %arg144, %t5457 : tensor<192xf32>
    %t5459 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5460 = stablehlo.multiply %t5459, %arg297 : tensor<192xf32>
    %t5461 = stablehlo.add %t5460, %t1946 : tensor<192xf32>
    %t5462 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5463 = stablehlo.multiply %t5462, %t5461 : tensor<192xf32>
    %t5464 = stablehlo.subtract %arg145, %t5463 : tensor<192xf32>
    %t5465 = stablehlo.transpose %t1942, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t5466 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768x192xf32>
    %t5467 = stablehlo.multiply %t5466, %arg298 : tensor<768x192xf32>
    %t5468 = stablehlo.add %t5467, %t5465 : tensor<768x192xf32>
    %t5469 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %t5470 = stablehlo.multiply %t5469, %t5468 : tensor<768x192xf32>
    %t5471 = stablehlo.subtract %arg146, %t5470 : tensor<768x192xf32>
    %t5472 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<768xf32>
    %t5473 = stablehlo.multiply %t5472, %arg299 : tensor<768xf32>
    %t5474 = stablehlo.add %t5473, %t1944 : tensor<768xf32>
    %t5475 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %t5476 = stablehlo.multiply %t5475, %t5474 : tensor<768xf32>
    %t5477 = stablehlo.subtract %arg147, %t5476 : tensor<768xf32>
    %t5478 = stablehlo.transpose %t1922, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t5479 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192x768xf32>
    %t5480 = stablehlo.multiply %t5479, %arg300 : tensor<192x768xf32>
    %t5481 = stablehlo.add %t5480, %t5478 : tensor<192x768xf32>
    %t5482 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %t5483 = stablehlo.multiply %t5482, %t5481 : tensor<192x768xf32>
    %t5484 = stablehlo.subtract %arg148, %t5483 : tensor<192x768xf32>
    %t5485 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5486 = stablehlo.multiply %t5485, %arg301 : tensor<192xf32>
    %t5487 = stablehlo.add %t5486, %t1924 : tensor<192xf32>
    %t5488 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5489 = stablehlo.multiply %t5488, %t5487 : tensor<192xf32>
    %t5490 = stablehlo.subtract %arg149, %t5489 : tensor<192xf32>
    %t5491 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5492 = stablehlo.multiply %t5491, %arg302 : tensor<192xf32>
    %t5493 = stablehlo.add %t5492, %t1890 : tensor<192xf32>
    %t5494 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5495 = stablehlo.multiply %t5494, %t5493 : tensor<192xf32>
    %t5496 = stablehlo.subtract %arg150, %t5495 : tensor<192xf32>
    %t5497 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<192xf32>
    %t5498 = stablehlo.multiply %t5497, %arg303 : tensor<192xf32>
    %t5499 = stablehlo.add %t5498, %t1885 : tensor<192xf32>
    %t5500 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %t5501 = stablehlo.multiply %t5500, %t5499 : tensor<192xf32>
    %t5502 = stablehlo.subtract %arg151, %t5501 : tensor<192xf32>
    %t5503 = stablehlo.transpose %t1877, dims = [1, 0] : (tensor<192x10xf32>) -> tensor<10x192xf32>
    %t5504 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<10x192xf32>
    %t5505 = stablehlo.multiply %t5504, %arg304 : tensor<10x192xf32>
    %t5506 = stablehlo.add %t5505, %t5503 : tensor<10x192xf32>
    %t5507 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<10x192xf32>
    %t5508 = stablehlo.multiply %t5507, %t5506 : tensor<10x192xf32>
    %t5509 = stablehlo.subtract %arg152, %t5508 : tensor<10x192xf32>
    %t5510 = stablehlo.constant dense<9.00000000000000022e-1> : tensor<10xf32>
    %t5511 = stablehlo.multiply %t5510, %arg305 : tensor<10xf32>
    %t5512 = stablehlo.add %t5511, %t1879 : tensor<10xf32>
    %t5513 = stablehlo.broadcast_in_dim %arg306, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %t5514 = stablehlo.multiply %t5513, %t5512 : tensor<10xf32>
    %t5515 = stablehlo.subtract %arg153, %t5514 : tensor<10xf32>
    return %t4558, %t4564, %t4571, %t4578, %t4584, %t4590, %t4597, %t4603, %t4610, %t4616, %t4622, %t4628, %t4635, %t4641, %t4648, %t4654, %t4660, %t4666, %t4673, %t4679, %t4686, %t4692, %t4698, %t4704, %t4711, %t4717, %t4724, %t4730, %t4736, %t4742, %t4749, %t4755, %t4762, %t4768, %t4774, %t4780, %t4787, %t4793, %t4800, %t4806, %t4812, %t4818, %t4825, %t4831, %t4838, %t4844, %t4850, %t4856, %t4863, %t4869, %t4876, %t4882, %t4888, %t4894, %t4901, %t4907, %t4914, %t4920, %t4926, %t4932, %t4939, %t4945, %t4952, %t4958, %t4964, %t4970, %t4977, %t4983, %t4990, %t4996, %t5002, %t5008, %t5015, %t5021, %t5028, %t5034, %t5040, %t5046, %t5053, %t5059, %t5066, %t5072, %t5078, %t5084, %t5091, %t5097, %t5104, %t5110, %t5116, %t5122, %t5129, %t5135, %t5142, %t5148, %t5154, %t5160, %t5167, %t5173, %t5180, %t5186, %t5192, %t5198, %t5205, %t5211, %t5218, %t5224, %t5230, %t5236, %t5243, %t5249, %t5256, %t5262, %t5268, %t5274, %t5281, %t5287, %t5294, %t5300, %t5306, %t5312, %t5319, %t5325, %t5332, %t5338, %t5344, %t5350, %t5357, %t5363, %t5370, %t5376, %t5382, %t5388, %t5395, %t5401, %t5408, %t5414, %t5420, %t5426, %t5433, %t5439, %t5446, %t5452, %t5458, %t5464, %t5471, %t5477, %t5484, %t5490, %t5496, %t5502, %t5509, %t5515, %t4555, %t4561, %t4568, %t4575, %t4581, %t4587, %t4594, %t4600, %t4607, %t4613, %t4619, %t4625, %t4632, %t4638, %t4645, %t4651, %t4657, %t4663, %t4670, %t4676, %t4683, %t4689, %t4695, %t4701, %t4708, %t4714, %t4721, %t4727, %t4733, %t4739, %t4746, %t4752, %t4759, %t4765, %t4771, %t4777, %t4784, %t4790, %t4797, %t4803, %t4809, %t4815, %t4822, %t4828, %t4835, %t4841, %t4847, %t4853, %t4860, %t4866, %t4873, %t4879, %t4885, %t4891, %t4898, %t4904, %t4911, %t4917, %t4923, %t4929, %t4936, %t4942, %t4949, %t4955, %t4961, %t4967, %t4974, %t4980, %t4987, %t4993, %t4999, %t5005, %t5012, %t5018, %t5025, %t5031, %t5037, %t5043, %t5050, %t5056, %t5063, %t5069, %t5075, %t5081, %t5088, %t5094, %t5101, %t5107, %t5113, %t5119, %t5126, %t5132, %t5139, %t5145, %t5151, %t5157, %t5164, %t5170, %t5177, %t5183, %t5189, %t5195, %t5202, %t5208, %t5215, %t5221, %t5227, %t5233, %t5240, %t5246, %t5253, %t5259, %t5265, %t5271, %t5278, %t5284, %t5291, %t5297, %t5303, %t5309, %t5316, %t5322, %t5329, %t5335, %t5341, %t5347, %t5354, %t5360, %t5367, %t5373, %t5379, %t5385, %t5392, %t5398, %t5405, %t5411, %t5417, %t5423, %t5430, %t5436, %t5443, %t5449, %t5455, %t5461, %t5468, %t5474, %t5481, %t5487, %t5493, %t5499, %t5506, %t5512, %t1856 : tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<192x3x16x16xf32>, tensor<192xf32>, tensor<1x1x192xf32>, tensor<1x197x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<576x192xf32>, tensor<576xf32>, tensor<192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<768x192xf32>, tensor<768xf32>, tensor<192x768xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<10x192xf32>, tensor<10xf32>, tensor<f32>
  }
}
