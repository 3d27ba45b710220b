module {
  func.func @main(%arg0: tensor<32x3x224x224xf32> {vjp.name = "images"}, %arg1: tensor<192x3x16x16xf32> {vjp.name = "patch_embed.proj.weight"}, %arg2: tensor<192xf32> {vjp.name = "patch_embed.proj.bias"}, %arg3: tensor<1x1x192xf32> {vjp.name = "cls_token"}, %arg4: tensor<1x197x192xf32> {vjp.name = "pos_embed"}, %arg5: tensor<192xf32> {vjp.name = "blocks.0.norm1.weight"}, %arg6: tensor<192xf32> {vjp.name = "blocks.0.norm1.bias"}, %arg7: tensor<576x192xf32> {vjp.name = "blocks.0.attn.qkv.weight"}, %arg8: tensor<576xf32> {vjp.name = "blocks.0.attn.qkv.bias"}, %arg9: tensor<192x192xf32> {vjp.name = "blocks.0.attn.proj.weight"}, %arg10: tensor<192xf32> {vjp.name = "blocks.0.attn.proj.bias"}, %arg11: tensor<192xf32> {vjp.name = "blocks.0.norm2.weight"}, %arg12: tensor<192xf32> {vjp.name = "blocks.0.norm2.bias"}, %arg13: tensor<768x192xf32> {vjp.name = "blocks.0.mlp.fc1.weight"}, %arg14: tensor<768xf32> {vjp.name = "blocks.0.mlp.fc1.bias"}, %arg15: tensor<192x768xf32> {vjp.name = "blocks.0.mlp.fc2.weight"}, %arg16: tensor<192xf32> {vjp.name = "blocks.0.mlp.fc2.bias"}, %arg17: tensor<192xf32> {vjp.name = "blocks.1.norm1.weight"}, %arg18: tensor<192xf32> {vjp.name = "blocks.1.norm1.bias"}, %arg19: tensor<576x192xf32> {vjp.name = "blocks.1.attn.qkv.weight"}, %arg20: tensor<576xf32> {vjp.name = "blocks.1.attn.qkv.bias"}, %arg21: tensor<192x192xf32> {vjp.name = "blocks.1.attn.proj.weight"}, %arg22: tensor<192xf32> {vjp.name = "blocks.1.attn.proj.bias"}, %arg23: tensor<192xf32> {vjp.name = "blocks.1.norm2.weight"}, %arg24: tensor<192xf32> {vjp.name = "blocks.1.norm2.bias"}, %arg25: tensor<768x192xf32> {vjp.name = "blocks.1.mlp.fc1.weight"}, %arg26: tensor<768xf32> {vjp.name = "blocks.1.mlp.fc1.bias"}, %arg27: tensor<192x768xf32> {vjp.name = "blocks.1.mlp.fc2.weight"}, %arg28: tensor<192xf32> {vjp.name = "blocks.1.mlp.fc2.bias"}, %arg29: tensor<192xf32> {vjp.name = "blocks.2.norm1.weight"}, %arg30: tensor<192xf32> {vjp.name = "blocks.2.norm1.bias"}, %arg31: tensor<576x192xf32> {vjp.name = "blocks.2.attn.qkv.weight"}, %arg32: tensor<576xf32> {vjp.name = "blocks.2.attn.qkv.bias"}, %arg33: tensor<192x192xf32> {vjp.name = "blocks.2.attn.proj.weight"}, %arg34: tensor<192xf32> {vjp.name = "blocks.2.attn.proj.bias"}, %arg35: tensor<192xf32> {vjp.name = "blocks.2.norm2.weight"}, %arg36: tensor<192xf32> {vjp.name = "blocks.2.norm2.bias"}, %arg37: tensor<768x192xf32> {vjp.name = "blocks.2.mlp.fc1.weight"}, %arg38: tensor<768xf32> {vjp.name = "blocks.2.mlp.fc1.bias"}, %arg39: tensor<192x768xf32> {vjp.name = "blocks.2.mlp.fc2.weight"}, %arg40: tensor<192xf32> {vjp.name = "blocks.2.mlp.fc2.bias"}, %arg41: tensor<192xf32> {vjp.name = "blocks.3.norm1.weight"}, %arg42: tensor<192xf32> {vjp.name = "blocks.3.norm1.bias"}, %arg43: tensor<576x192xf32> {vjp.name = "blocks.3.attn.qkv.weight"}, %arg44: tensor<576xf32> {vjp.name = "blocks.3.attn.qkv.bias"}, %arg45: tensor<192x192xf32> {vjp.name = "blocks.3.attn.proj.weight"}, %arg46: tensor<192xf32> {vjp.name = "blocks.3.attn.proj.bias"}, %arg47: tensor<192xf32> {vjp.name = "blocks.3.norm2.weight"}, %arg48: tensor<192xf32> {vjp.name = "blocks.3.norm2.bias"}, %arg49: tensor<768x192xf32> {vjp.name = "blocks.3.mlp.fc1.weight"}, %arg50: tensor<768xf32> {vjp.name = "blocks.3.mlp.fc1.bias"}, %arg51: tensor<192x768xf32> {vjp.name = "blocks.3.mlp.fc2.weight"}, %arg52: tensor<192xf32> {vjp.name = "blocks.3.mlp.fc2.bias"}, %arg53: tensor<192xf32> {vjp.name = "blocks.4.norm1.weight"}, %arg54: tensor<192xf32> {vjp.name = "blocks.4.norm1.bias"}, %arg55: tensor<576x192xf32> {vjp.name = "blocks.4.attn.qkv.weight"}, %arg56: tensor<576xf32> {vjp.name = "blocks.4.attn.qkv.bias"}, %arg57: tensor<192x192xf32> {vjp.name = "blocks.4.attn.proj.weight"}, %arg58: tensor<192xf32> {vjp.name = "blocks.4.attn.proj.bias"}, %arg59: tensor<192xf32> {vjp.name = "blocks.4.norm2.weight"}, %arg60: tensor<192xf32> {vjp.name = "blocks.4.norm2.bias"}, %arg61: tensor<768x192xf32> {vjp.name = "blocks.4.mlp.fc1.weight"}, %arg62: tensor<768xf32> {vjp.name = "blocks.4.mlp.fc1.bias"}, %arg63: tensor<192x768xf32> {vjp.name = "blocks.4.mlp.fc2.weight"}, %arg64: tensor<192xf32> {vjp.name = "blocks.4.mlp.fc2.bias"}, %arg65: tensor<192xf32> {vjp.name = "blocks.5.norm1.weight"}, %arg66: tensor<192xf32> {vjp.name = "blocks.5.norm1.bias"}, %arg67: tensor<576x192xf32> {vjp.name = "blocks.5.attn.qkv.weight"}, %arg68: tensor<576xf32> {vjp.name = "blocks.5.attn.qkv.bias"}, %arg69: tensor<192x192xf32> {vjp.name = "blocks.5.attn.proj.weight"}, %arg70: tensor<192xf32> {vjp.name = "blocks.5.attn.proj.bias"}, %arg71: tensor<192xf32> {vjp.name = "blocks.5.norm2.weight"}, %arg72: tensor<192xf32> {vjp.name = "blocks.5.norm2.bias"}, %arg73: tensor<768x192xf32> {vjp.name = "blocks.5.mlp.fc1.weight"}, %arg74: tensor<768xf32> {vjp.name = "blocks.5.mlp.fc1.bias"}, %arg75: tensor<192x768xf32> {vjp.name = "blocks.5.mlp.fc2.weight"}, %arg76: tensor<192xf32> {vjp.name = "blocks.5.mlp.fc2.bias"}, %arg77: tensor<192xf32> {vjp.name = "blocks.6.norm1.weight"}, %arg78: tensor<192xf32> {vjp.name = "blocks.6.norm1.bias"}, %arg79: tensor<576x192xf32> {vjp.name = "blocks.6.attn.qkv.weight"}, %arg80: tensor<576xf32> {vjp.name = "blocks.6.attn.qkv.bias"}, %arg81: tensor<192x192xf32> {vjp.name = "blocks.6.attn.proj.weight"}, %arg82: tensor<192xf32> {vjp.name = "blocks.6.attn.proj.bias"}, %arg83: tensor<192xf32> {vjp.name = "blocks.6.norm2.weight"}, %arg84: tensor<192xf32> {vjp.name = "blocks.6.norm2.bias"}, %arg85: tensor<768x192xf32> {vjp.name = "blocks.6.mlp.fc1.weight"}, %arg86: tensor<768xf32> {vjp.name = "blocks.6.mlp.fc1.bias"}, %arg87: tensor<192x768xf32> {vjp.name = "blocks.6.mlp.fc2.weight"}, %arg88: tensor<192xf32> {vjp.name = "blocks.6.mlp.fc2.bias"}, %arg89: tensor<192xf32> {vjp.name = "blocks.7.norm1.weight"}, %arg90: tensor<192xf32> {vjp.name = "blocks.7.norm1.bias"}, %arg91: tensor<576x192xf32> {vjp.name = "blocks.7.attn.qkv.weight"}, %arg92: tensor<576xf32> {vjp.name = "blocks.7.attn.qkv.bias"}, %arg93: tensor<192x192xf32> {vjp.name = "blocks.7.attn.proj.weight"}, %arg94: tensor<192xf32> {vjp.name = "blocks.7.attn.proj.bias"}, %arg95: tensor<192xf32> {vjp.name = "blocks.7.norm2.weight"}, %arg96: tensor<192xf32> {vjp.name = "blocks.7.norm2.bias"}, %arg97: tensor<768x192xf32> {vjp.name = "blocks.7.mlp.fc1.weight"}, %arg98: tensor<768xf32> {vjp.name = "blocks.7.mlp.fc1.bias"}, %arg99: tensor<192x768xf32> {vjp.name = "blocks.7.mlp.fc2.weight"}, %arg100: tensor<192xf32> {vjp.name = "blocks.7.mlp.fc2.bias"}, %arg101: tensor<192xf32> {vjp.name = "blocks.8.norm1.weight"}, %arg102: tensor<192xf32> {vjp.name = "blocks.8.norm1.bias"}, %arg103: tensor<576x192xf32> {vjp.name = "blocks.8.attn.qkv.weight"}, %arg104: tensor<576xf32> {vjp.name = "blocks.8.attn.qkv.bias"}, %arg105: tensor<192x192xf32> {vjp.name = "blocks.8.attn.proj.weight"}, %arg106: tensor<192xf32> {vjp.name = "blocks.8.attn.proj.bias"}, %arg107: tensor<192xf32> {vjp.name = "blocks.8.norm2.weight"}, %arg108: tensor<192xf32> {vjp.name = "blocks.8.norm2.bias"}, %arg109: tensor<768x192xf32> {vjp.name = "blocks.8.mlp.fc1.weight"}, %arg110: tensor<768xf32> {vjp.name = "blocks.8.mlp.fc1.bias"}, %arg111: tensor<192x768xf32> {vjp.name = "blocks.8.mlp.fc2.weight"}, %arg112: tensor<192xf32> {vjp.name = "blocks.8.mlp.fc2.bias"}, %arg113: tensor<192xf32> {vjp.name = "blocks.9.norm1.weight"}, %arg114: tensor<192xf32> {vjp.name = "blocks.9.norm1.bias"}, %arg115: tensor<576x192xf32> {vjp.name = "blocks.9.attn.qkv.weight"}, %arg116: tensor<576xf32> {vjp.name = "blocks.9.attn.qkv.bias"}, %arg117: tensor<192x192xf32> {vjp.name = "blocks.9.attn.proj.weight"}, %arg118: tensor<192xf32> {vjp.name = "blocks.9.attn.proj.bias"}, %arg119: tensor<192xf32> {vjp.name = "blocks.9.norm2.weight"}, %arg120: tensor<192xf32> {vjp.name = "blocks.9.norm2.bias"}, %arg121: tensor<768x192xf32> {vjp.name = "blocks.9.mlp.fc1.weight"}, %arg122: tensor<768xf32> {vjp.name = "blocks.9.mlp.fc1.bias"}, %arg123: tensor<192x768xf32> {vjp.name = "blocks.9.mlp.fc2.weight"}, %arg124: tensor<192xf32> {vjp.name = "blocks.9.mlp.fc2.bias"}, %arg125: tensor<192xf32> {vjp.name = "blocks.10.norm1.weight"}, %arg126: tensor<192xf32> {vjp.name = "blocks.10.norm1.bias"}, %arg127: tensor<576x192xf32> {vjp.name = "blocks.10.attn.qkv.weight"}, %arg128: tensor<576xf32> {vjp.name = "blocks.10.attn.qkv.bias"}, %arg129: tensor<192x192xf32> {vjp.name = "blocks.10.attn.proj.weight"}, %arg130: tensor<192xf32> {vjp.name = "blocks.10.attn.proj.bias"}, %arg131: tensor<192xf32> {vjp.name = "blocks.10.norm2.weight"}, %arg132: tensor<192xf32> {vjp.name = "blocks.10.norm2.bias"}, %arg133: tensor<768x192xf32> {vjp.name = "blocks.10.mlp.fc1.weight"}, %arg134: tensor<768xf32> {vjp.name = "blocks.10.mlp.fc1.bias"}, %arg135: tensor<192x768xf32> {vjp.name = "blocks.10.mlp.fc2.weight"}, %arg136: tensor<192xf32> {vjp.name = "blocks.10.mlp.fc2.bias"}, %arg137: tensor<192xf32> {vjp.name = "blocks.11.norm1.weight"}, %arg138: tensor<192xf32> {vjp.name = "blocks.11.norm1.bias"}, %arg139: tensor<576x192xf32> {vjp.name = "blocks.11.attn.qkv.weight"}, %arg140: tensor<576xf32> {vjp.name = "blocks.11.attn.qkv.bias"}, %arg141: tensor<192x192xf32> {vjp.name = "blocks.11.attn.proj.weight"}, %arg142: tensor<192xf32> {vjp.name = "blocks.11.attn.proj.bias"}, %arg143: tensor<192xf32> {vjp.name = "blocks.11.norm2.weight"}, %arg144: tensor<192xf32> {vjp.name = "blocks.11.norm2.bias"}, %arg145: tensor<768x192xf32> {vjp.name = "blocks.11.mlp.fc1.weight"}, %arg146: tensor<768xf32> {vjp.name = "blocks.11.mlp.fc1.bias"}, %arg147: tensor<192x768xf32> {vjp.name = "blocks.11.mlp.fc2.weight"}, %arg148: tensor<192xf32> {vjp.name = "blocks.11.mlp.fc2.bias"}, %arg149: tensor<192xf32> {vjp.name = "norm.weight"}, %arg150: tensor<192xf32> {vjp.name = "norm.bias"}, %arg151: tensor<10x192xf32> {vjp.name = "head.weight"}, %arg152: tensor<10xf32> {vjp.name = "head.bias"}) -> (tensor<32x10xf32>) {
    %t1 = stablehlo.reshape %arg1 : (tensor<192x3x16x16xf32>) -> tensor<192x768xf32>
    %t2 = stablehlo.reshape %arg3 : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %t3 = stablehlo.reshape %arg4 : (tensor<1x197x192xf32>) -> tensor<197x192xf32>
    %t4 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t5 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t6 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t7 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t8 = stablehlo.transpose %arg19, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t9 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t10 = stablehlo.transpose %arg25, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t11 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t12 = stablehlo.transpose %arg31, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t13 = stablehlo.transpose %arg33, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t14 = stablehlo.transpose %arg37, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t15 = stablehlo.transpose %arg39, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t16 = stablehlo.transpose %arg43, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t17 = stablehlo.transpose %arg45, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t18 = stablehlo.transpose %arg49, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t19 = stablehlo.transpose %arg51, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t20 = stablehlo.transpose %arg55, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t21 = stablehlo.transpose %arg57, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t22 = stablehlo.transpose %arg61, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t23 = stablehlo.transpose %arg63, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t24 = stablehlo.transpose %arg67, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t25 = stablehlo.transpose %arg69, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t26 = stablehlo.transpose %arg73, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t27 = stablehlo.transpose %arg75, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t28 = stablehlo.transpose %arg79, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t29 = stablehlo.transpose %arg81, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t30 = stablehlo.transpose %arg85, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t31 = stablehlo.transpose %arg87, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t32 = stablehlo.transpose %arg91, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t33 = stablehlo.transpose %arg93, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t34 = stablehlo.transpose %arg97, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t35 = stablehlo.transpose %arg99, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t36 = stablehlo.transpose %arg103, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t37 = stablehlo.transpose %arg105, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t38 = stablehlo.transpose %arg109, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t39 = stablehlo.transpose %arg111, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t40 = stablehlo.transpose %arg115, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t41 = stablehlo.transpose %arg117, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t42 = stablehlo.transpose %arg121, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t43 = stablehlo.transpose %arg123, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t44 = stablehlo.transpose %arg127, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t45 = stablehlo.transpose %arg129, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t46 = stablehlo.transpose %arg133, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t47 = stablehlo.transpose %arg135, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t48 = stablehlo.transpose %arg139, dims = [1, 0] : (tensor<576x192xf32>) -> tensor<192x576xf32>
    %t49 = stablehlo.transpose %arg141, dims = [1, 0] : (tensor<192x192xf32>) -> tensor<192x192xf32>
    %t50 = stablehlo.transpose %arg145, dims = [1, 0] : (tensor<768x192xf32>) -> tensor<192x768xf32>
    %t51 = stablehlo.transpose %arg147, dims = [1, 0] : (tensor<192x768xf32>) -> tensor<768x192xf32>
    %t52 = stablehlo.transpose %arg151, dims = [1, 0] : (tensor<10x192xf32>) -> tensor<192x10xf32>
    %t53 = stablehlo.reshape %arg0 : (tensor<32x3x224x224xf32>) -> tensor<32x3x14x16x14x16xf32>
    %t54 = stablehlo.transpose %t53, dims = [0, 2, 4, 1, 3, 5] : (tensor<32x3x14x16x14x16xf32>) -> tensor<32x14x14x3x16x16xf32>
    %t55 = stablehlo.reshape %t54 : (tensor<32x14x14x3x16x16xf32>) -> tensor<6272x768xf32>
    %t56 = stablehlo.dot_general %t55, %t1, contracting_dims = [1] x [1] : (tensor<6272x768xf32>, tensor<192x768xf32>) -> tensor<6272x192xf32>
    %t57 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<192xf32>) -> tensor<6272x192xf32>
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
    %t87 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t88 = stablehlo.multiply %t86, %t87 : tensor<6304x192xf32>
    %t89 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t90 = stablehlo.add %t88, %t89 : tensor<6304x192xf32>
    %t91 = stablehlo.dot_general %t90, %t4, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t92 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
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
    %t178 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t197 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t198 = stablehlo.multiply %t196, %t197 : tensor<6304x192xf32>
    %t199 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t200 = stablehlo.add %t198, %t199 : tensor<6304x192xf32>
    %t201 = stablehlo.dot_general %t200, %t6, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t202 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
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
    %t213 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t232 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t233 = stablehlo.multiply %t231, %t232 : tensor<6304x192xf32>
    %t234 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t235 = stablehlo.add %t233, %t234 : tensor<6304x192xf32>
    %t236 = stablehlo.dot_general %t235, %t8, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t237 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
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
    %t323 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t342 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t343 = stablehlo.multiply %t341, %t342 : tensor<6304x192xf32>
    %t344 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t345 = stablehlo.add %t343, %t344 : tensor<6304x192xf32>
    %t346 = stablehlo.dot_general %t345, %t10, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t347 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
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
    %t358 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t377 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t378 = stablehlo.multiply %t376, %t377 : tensor<6304x192xf32>
    %t379 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t380 = stablehlo.add %t378, %t379 : tensor<6304x192xf32>
    %t381 = stablehlo.dot_general %t380, %t12, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t382 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
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
    %t468 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t487 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t488 = stablehlo.multiply %t486, %t487 : tensor<6304x192xf32>
    %t489 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t490 = stablehlo.add %t488, %t489 : tensor<6304x192xf32>
    %t491 = stablehlo.dot_general %t490, %t14, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t492 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
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
    %t503 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t522 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t523 = stablehlo.multiply %t521, %t522 : tensor<6304x192xf32>
    %t524 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t525 = stablehlo.add %t523, %t524 : tensor<6304x192xf32>
    %t526 = stablehlo.dot_general %t525, %t16, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t527 = stablehlo.broadcast_in_dim %arg44, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
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
    %t613 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t632 = stablehlo.broadcast_in_dim %arg47, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t633 = stablehlo.multiply %t631, %t632 : tensor<6304x192xf32>
    %t634 = stablehlo.broadcast_in_dim %arg48, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t635 = stablehlo.add %t633, %t634 : tensor<6304x192xf32>
    %t636 = stablehlo.dot_general %t635, %t18, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t637 = stablehlo.broadcast_in_dim %arg50, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
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
    %t648 = stablehlo.broadcast_in_dim %arg52, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t667 = stablehlo.broadcast_in_dim %arg53, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t668 = stablehlo.multiply %t666, %t667 : tensor<6304x192xf32>
    %t669 = stablehlo.broadcast_in_dim %arg54, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t670 = stablehlo.add %t668, %t669 : tensor<6304x192xf32>
    %t671 = stablehlo.dot_general %t670, %t20, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t672 = stablehlo.broadcast_in_dim %arg56, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
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
    %t758 = stablehlo.broadcast_in_dim %arg58, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t777 = stablehlo.broadcast_in_dim %arg59, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t778 = stablehlo.multiply %t776, %t777 : tensor<6304x192xf32>
    %t779 = stablehlo.broadcast_in_dim %arg60, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t780 = stablehlo.add %t778, %t779 : tensor<6304x192xf32>
    %t781 = stablehlo.dot_general %t780, %t22, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t782 = stablehlo.broadcast_in_dim %arg62, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
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
    %t793 = stablehlo.broadcast_in_dim %arg64, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t812 = stablehlo.broadcast_in_dim %arg65, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t813 = stablehlo.multiply %t811, %t812 : tensor<6304x192xf32>
    %t814 = stablehlo.broadcast_in_dim %arg66, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t815 = stablehlo.add %t813, %t814 : tensor<6304x192xf32>
    %t816 = stablehlo.dot_general %t815, %t24, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t817 = stablehlo.broadcast_in_dim %arg68, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
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
    %t903 = stablehlo.broadcast_in_dim %arg70, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t922 = stablehlo.broadcast_in_dim %arg71, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t923 = stablehlo.multiply %t921, %t922 : tensor<6304x192xf32>
    %t924 = stablehlo.broadcast_in_dim %arg72, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t925 = stablehlo.add %t923, %t924 : tensor<6304x192xf32>
    %t926 = stablehlo.dot_general %t925, %t26, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t927 = stablehlo.broadcast_in_dim %arg74, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
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
    %t938 = stablehlo.broadcast_in_dim %arg76, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t957 = stablehlo.broadcast_in_dim %arg77, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t958 = stablehlo.multiply %t956, %t957 : tensor<6304x192xf32>
    %t959 = stablehlo.broadcast_in_dim %arg78, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t960 = stablehlo.add %t958, %t959 : tensor<6304x192xf32>
    %t961 = stablehlo.dot_general %t960, %t28, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t962 = stablehlo.broadcast_in_dim %arg80, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
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
    %t1048 = stablehlo.broadcast_in_dim %arg82, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t1067 = stablehlo.broadcast_in_dim %arg83, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1068 = stablehlo.multiply %t1066, %t1067 : tensor<6304x192xf32>
    %t1069 = stablehlo.broadcast_in_dim %arg84, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1070 = stablehlo.add %t1068, %t1069 : tensor<6304x192xf32>
    %t1071 = stablehlo.dot_general %t1070, %t30, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t1072 = stablehlo.broadcast_in_dim %arg86, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
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
    %t1083 = stablehlo.broadcast_in_dim %arg88, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t1102 = stablehlo.broadcast_in_dim %arg89, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1103 = stablehlo.multiply %t1101, %t1102 : tensor<6304x192xf32>
    %t1104 = stablehlo.broadcast_in_dim %arg90, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1105 = stablehlo.add %t1103, %t1104 : tensor<6304x192xf32>
    %t1106 = stablehlo.dot_general %t1105, %t32, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t1107 = stablehlo.broadcast_in_dim %arg92, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
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
    %t1193 = stablehlo.broadcast_in_dim %arg94, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t1212 = stablehlo.broadcast_in_dim %arg95, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1213 = stablehlo.multiply %t1211, %t1212 : tensor<6304x192xf32>
    %t1214 = stablehlo.broadcast_in_dim %arg96, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1215 = stablehlo.add %t1213, %t1214 : tensor<6304x192xf32>
    %t1216 = stablehlo.dot_general %t1215, %t34, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t1217 = stablehlo.broadcast_in_dim %arg98, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
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
    %t1228 = stablehlo.broadcast_in_dim %arg100, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t1247 = stablehlo.broadcast_in_dim %arg101, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1248 = stablehlo.multiply %t1246, %t1247 : tensor<6304x192xf32>
    %t1249 = stablehlo.broadcast_in_dim %arg102, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1250 = stablehlo.add %t1248, %t1249 : tensor<6304x192xf32>
    %t1251 = stablehlo.dot_general %t1250, %t36, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t1252 = stablehlo.broadcast_in_dim %arg104, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
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
    %t1338 = stablehlo.broadcast_in_dim %arg106, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t1357 = stablehlo.broadcast_in_dim %arg107, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1358 = stablehlo.multiply %t1356, %t1357 : tensor<6304x192xf32>
    %t1359 = stablehlo.broadcast_in_dim %arg108, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1360 = stablehlo.add %t1358, %t1359 : tensor<6304x192xf32>
    %t1361 = stablehlo.dot_general %t1360, %t38, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t1362 = stablehlo.broadcast_in_dim %arg110, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
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
    %t1373 = stablehlo.broadcast_in_dim %arg112, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t1392 = stablehlo.broadcast_in_dim %arg113, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1393 = stablehlo.multiply %t1391, %t1392 : tensor<6304x192xf32>
    %t1394 = stablehlo.broadcast_in_dim %arg114, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1395 = stablehlo.add %t1393, %t1394 : tensor<6304x192xf32>
    %t1396 = stablehlo.dot_general %t1395, %t40, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t1397 = stablehlo.broadcast_in_dim %arg116, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
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
    %t1483 = stablehlo.broadcast_in_dim %arg118, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t1502 = stablehlo.broadcast_in_dim %arg119, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1503 = stablehlo.multiply %t1501, %t1502 : tensor<6304x192xf32>
    %t1504 = stablehlo.broadcast_in_dim %arg120, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1505 = stablehlo.add %t1503, %t1504 : tensor<6304x192xf32>
    %t1506 = stablehlo.dot_general %t1505, %t42, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t1507 = stablehlo.broadcast_in_dim %arg122, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
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
    %t1518 = stablehlo.broadcast_in_dim %arg124, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t1537 = stablehlo.broadcast_in_dim %arg125, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1538 = stablehlo.multiply %t1536, %t1537 : tensor<6304x192xf32>
    %t1539 = stablehlo.broadcast_in_dim %arg126, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1540 = stablehlo.add %t1538, %t1539 : tensor<6304x192xf32>
    %t1541 = stablehlo.dot_general %t1540, %t44, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t1542 = stablehlo.broadcast_in_dim %arg128, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
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
    %t1628 = stablehlo.broadcast_in_dim %arg130, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t1647 = stablehlo.broadcast_in_dim %arg131, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1648 = stablehlo.multiply %t1646, %t1647 : tensor<6304x192xf32>
    %t1649 = stablehlo.broadcast_in_dim %arg132, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1650 = stablehlo.add %t1648, %t1649 : tensor<6304x192xf32>
    %t1651 = stablehlo.dot_general %t1650, %t46, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t1652 = stablehlo.broadcast_in_dim %arg134, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
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
    %t1663 = stablehlo.broadcast_in_dim %arg136, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t1682 = stablehlo.broadcast_in_dim %arg137, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1683 = stablehlo.multiply %t1681, %t1682 : tensor<6304x192xf32>
    %t1684 = stablehlo.broadcast_in_dim %arg138, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1685 = stablehlo.add %t1683, %t1684 : tensor<6304x192xf32>
    %t1686 = stablehlo.dot_general %t1685, %t48, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x576xf32>) -> tensor<6304x576xf32>
    %t1687 = stablehlo.broadcast_in_dim %arg140, dims = [1] : (tensor<576xf32>) -> tensor<6304x576xf32>
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
    %t1773 = stablehlo.broadcast_in_dim %arg142, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t1792 = stablehlo.broadcast_in_dim %arg143, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1793 = stablehlo.multiply %t1791, %t1792 : tensor<6304x192xf32>
    %t1794 = stablehlo.broadcast_in_dim %arg144, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1795 = stablehlo.add %t1793, %t1794 : tensor<6304x192xf32>
    %t1796 = stablehlo.dot_general %t1795, %t50, contracting_dims = [1] x [0] : (tensor<6304x192xf32>, tensor<192x768xf32>) -> tensor<6304x768xf32>
    %t1797 = stablehlo.broadcast_in_dim %arg146, dims = [1] : (tensor<768xf32>) -> tensor<6304x768xf32>
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
    %t1808 = stablehlo.broadcast_in_dim %arg148, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
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
    %t1827 = stablehlo.broadcast_in_dim %arg149, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1828 = stablehlo.multiply %t1826, %t1827 : tensor<6304x192xf32>
    %t1829 = stablehlo.broadcast_in_dim %arg150, dims = [1] : (tensor<192xf32>) -> tensor<6304x192xf32>
    %t1830 = stablehlo.add %t1828, %t1829 : tensor<6304x192xf32>
    %t1831 = stablehlo.reshape %t1830 : (tensor<6304x192xf32>) -> tensor<32x197x192xf32>
    %t1832 = "stablehlo.slice"(%t1831) <{start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 32, 1, 192>, strides = array<i64: 1, 1, 1>}> : (tensor<32x197x192xf32>) -> tensor<32x1x192xf32>
    %t1833 = stablehlo.reshape %t1832 : (tensor<32x1x192xf32>) -> tensor<32x192xf32>
    %t1834 = stablehlo.dot_general %t1833, %t52, contracting_dims = [1] x [0] : (tensor<32x192xf32>, tensor<192x10xf32>) -> tensor<32x10xf32>
    %t1835 = stablehlo.broadcast_in_dim %arg152, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %t1836 = stablehlo.add %t1834, %t1835 : tensor<32x10xf32>
    return %t1836 : tensor<32x10xf32>
  }
}
