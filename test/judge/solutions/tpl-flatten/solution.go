func flatten(root *TreeNode) {
	for cur := root; cur != nil; cur = cur.Right {
		if cur.Left != nil {
			p := cur.Left
			for p.Right != nil {
				p = p.Right
			}
			p.Right, cur.Right, cur.Left = cur.Right, cur.Left, nil
		}
	}
}
